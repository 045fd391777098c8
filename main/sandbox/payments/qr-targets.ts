import { decodeBrCode, type DecodedBrCode } from '../../domain/brcode.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { amountDueOn, type Breakdown } from '../../domain/due-date-charge.ts';
import { centsToReais, reaisToCents } from '../../domain/money.ts';
import type {
  DecodedQrCode,
  DecodedStatus,
  InitiationType,
  QrCodeType,
} from '../../domain/wire/payments.ts';
import type { DueDateTaxes } from '../../domain/wire/pix.ts';
import { taxesFromWire } from '../../domain/wire/pix-taxes.ts';
import { isValidCnpj, isValidCpf } from '../../../preload/contract/validators/document.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_BRANCH, SANDBOX_ISPB } from '../bank.ts';
import type { StoredPixQrCode } from '../pix/pix-store.ts';
import type { SandboxStore } from '../store.ts';
import { demoReceiverById, demoReceiverByKey } from './demo-receivers.ts';

/**
 * What a BR Code points at, for the decode (4.1) and the payment of a decoded code: a code the
 * account issued, a demo receiver's dynamic code, or a static code (a demo receiver's, or any
 * valid one, whose receiver is taken as another bank's). Kept with each decode as JSON.
 */
export type QrTarget =
  | { kind: 'own'; transactionId: string }
  | { kind: 'demo'; location: string }
  | {
      kind: 'static';
      key: string;
      amountCents: number | null;
      txid: string;
      merchantName: string;
      merchantCity: string;
      additionalInfos: { name: string; value: string }[];
    };

/** The live state of a target: the 2.1 fields other than endToEndId and capturedAt. */
type KnownFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

export type TargetView = Omit<KnownFields<DecodedQrCode>, 'endToEndId' | 'capturedAt'> & {
  /** Amount due now, in cents (0 for a static code without an amount). */
  amountCents: number;
  /** Due-date codes: how the amount due now is made up. */
  breakdown?: Breakdown;
  /** Due-date codes of the account: what the record says of the charge. */
  dueDateCode?: {
    dueDate: string;
    maxDaysOverdue: number;
    payer: { name: string; document: string };
    revision: number;
    createdAt: string;
  };
};

/** Assumption: the sandbox account's Pix key shown in its own codes is its CNPJ. */
export const SANDBOX_ACCOUNT_KEY = SANDBOX_ACCOUNT_HOLDER.document;

/** Participant shown for a static code's receiver that is no demo receiver. */
const OTHER_BANK = { name: 'Outra instituicao (fora do sandbox)', ispb: '99999900' };

export type TargetLookup =
  { ok: true; target: QrTarget } | { ok: false; status: 400 | 404; field?: string; detail: string };

/** Finds what a payload points at; 400 when it is no BR Code, 404 when nobody issued it. */
export function resolveTarget(
  store: SandboxStore,
  accountId: string,
  payload: string,
): TargetLookup {
  const decoded = decodeBrCode(payload.trim());
  if (!decoded.ok) {
    return {
      ok: false,
      status: 400,
      field: decoded.error.field,
      detail: `is not a valid Pix BR Code (field ${decoded.error.field}: ${decoded.error.reason}).`,
    };
  }
  const code = decoded.value;
  if (code.kind === 'static') return { ok: true, target: staticTarget(code) };
  const own = store.pix.findQrCodeByLocation(accountId, code.url);
  if (own) return { ok: true, target: { kind: 'own', transactionId: own.record.transactionId } };
  if (store.moneyOut.findDemoCode(code.url)) {
    return { ok: true, target: { kind: 'demo', location: code.url } };
  }
  return {
    ok: false,
    status: 404,
    detail: 'No Pix charge was found at the location of this dynamic QR code.',
  };
}

function staticTarget(code: DecodedBrCode & { kind: 'static' }): QrTarget {
  return {
    kind: 'static',
    key: code.key,
    amountCents: code.amountCents ?? null,
    txid: code.txid,
    merchantName: code.merchantName,
    merchantCity: code.merchantCity,
    additionalInfos: code.description ? [{ name: 'description', value: code.description }] : [],
  };
}

/**
 * The sandbox's own account as a party of a Pix: the decode's beneficiary, and a transfer's
 * payer (which shows the holder's document masked).
 */
export function ownAccountParty(
  accountId: string,
  document: string = SANDBOX_ACCOUNT_HOLDER.document,
) {
  return {
    number: accountId,
    branch: SANDBOX_BRANCH,
    type: 'CURRENT',
    participant: { name: 'Balcao Sandbox Bank', ispb: SANDBOX_ISPB },
    holder: { name: SANDBOX_ACCOUNT_HOLDER.name, document, type: 'LEGAL' },
  };
}

function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
}

/** The live view of a target at `now`; undefined when the target is gone. */
export function viewTarget(
  store: SandboxStore,
  accountId: string,
  target: QrTarget,
  now: Date,
): TargetView | undefined {
  switch (target.kind) {
    case 'own': {
      const code = store.pix.findQrCodeByTransactionId(accountId, target.transactionId);
      return code && ownView(code, accountId, now);
    }
    case 'demo': {
      const code = store.moneyOut.findDemoCode(target.location);
      const receiver = code && demoReceiverById(code.receiverId);
      if (!code || !receiver) return undefined;
      const expired = code.status === 'ACTIVE' && code.expiresAt <= now.toISOString();
      const amount = centsToReais(code.amountCents);
      return {
        transactionId: code.transactionId,
        key: receiver.key,
        type: 'DYNAMIC_IMMEDIATE_PAYMENT',
        initiationType: 'QR_CODE_DYNAMIC',
        status: expired ? 'REMOVED_BY_PSP' : code.status,
        amount,
        originalAmount: amount,
        amountCents: code.amountCents,
        allowChangeAmount: false,
        expirationTime: code.status === 'ACTIVE' ? secondsLeft(code.expiresAt, now) : 0,
        categoryCode: '0000',
        beneficiary: {
          number: receiver.account.number,
          branch: receiver.account.branch,
          type: 'CURRENT',
          participant: { name: receiver.bank.name, ispb: receiver.bank.ispb },
          holder: { name: receiver.name, document: receiver.document, type: receiver.holderType },
        },
        additionalInfos: [],
      };
    }
    case 'static': {
      const receiver = demoReceiverByKey(target.key);
      const amountCents = target.amountCents ?? 0;
      const keyIsDocument = isValidCpf(target.key) || isValidCnpj(target.key);
      return {
        transactionId: target.txid,
        key: target.key,
        type: 'QR_CODE_STATIC',
        initiationType: 'QR_CODE_STATIC',
        status: 'ACTIVE',
        amount: centsToReais(amountCents),
        originalAmount: centsToReais(amountCents),
        amountCents,
        allowChangeAmount: target.amountCents === null,
        expirationTime: 0,
        categoryCode: '0000',
        beneficiary: receiver
          ? {
              number: receiver.account.number,
              branch: receiver.account.branch,
              type: 'CURRENT',
              participant: { name: receiver.bank.name, ispb: receiver.bank.ispb },
              holder: {
                name: receiver.name,
                document: receiver.document,
                type: receiver.holderType,
              },
            }
          : {
              number: '',
              branch: '',
              type: 'CURRENT',
              participant: OTHER_BANK,
              holder: {
                name: target.merchantName,
                document: keyIsDocument ? target.key : '',
                type: isValidCpf(target.key) ? 'NATURAL' : 'LEGAL',
              },
            },
        additionalInfos: target.additionalInfos,
      };
    }
  }
}

const STATUS_OF_OWN: Readonly<Record<string, DecodedStatus>> = {
  ACTIVE: 'ACTIVE',
  CONCLUDED: 'CONCLUDED',
  // Assumption: a code past its deadline decodes as removed by the PSP (never ACTIVE).
  EXPIRED: 'REMOVED_BY_PSP',
  CANCELLED: 'REMOVED_BY_PSP',
};

function ownView(code: StoredPixQrCode, accountId: string, now: Date): TargetView {
  const { record } = code;
  let status: DecodedStatus = STATUS_OF_OWN[record.status] ?? 'REMOVED_BY_PSP';
  if (status === 'ACTIVE' && record.expiresAt < now.toISOString()) status = 'REMOVED_BY_PSP';
  const common = {
    transactionId: record.transactionId,
    key: SANDBOX_ACCOUNT_KEY,
    initiationType: 'QR_CODE_DYNAMIC' as InitiationType,
    categoryCode: '0000',
    beneficiary: ownAccountParty(accountId),
    additionalInfos: record.additionalInfos ?? [],
    expirationTime: status === 'ACTIVE' ? secondsLeft(record.expiresAt, now) : 0,
  };
  if (code.kind === 'IMMEDIATE') {
    const cents = reaisToCents(code.record.amount);
    return {
      ...common,
      type: 'DYNAMIC_IMMEDIATE_PAYMENT' as QrCodeType,
      status,
      amount: code.record.amount,
      originalAmount: code.record.amount,
      amountCents: cents,
      allowChangeAmount: code.record.allowChangeAmount ?? false,
    };
  }
  const due = amountDueOn(
    {
      originalCents: reaisToCents(code.record.originalAmount),
      dueDate: code.record.dueDate,
      maxDaysOverdue: code.record.maxDaysOverdue,
      taxes: taxesFromWire(code.record.taxes as DueDateTaxes | undefined).taxes,
    },
    todayInSaoPaulo(now),
  );
  if (status === 'ACTIVE' && !due.payable) status = 'REMOVED_BY_PSP';
  const cents = due.payable ? due.breakdown.totalCents : reaisToCents(code.record.amount);
  return {
    ...common,
    type: 'DYNAMIC_PAYMENT_WITH_EXPIRATION',
    status,
    amount: centsToReais(cents),
    originalAmount: code.record.originalAmount,
    amountCents: cents,
    allowChangeAmount: false,
    ...(due.payable ? { breakdown: due.breakdown } : {}),
    dueDateCode: {
      dueDate: code.record.dueDate,
      maxDaysOverdue: code.record.maxDaysOverdue,
      payer: { name: code.record.payer.name, document: code.record.payer.document },
      revision: code.record.revision,
      createdAt: code.record.createdAt,
    },
  };
}
