import {
  boletoInputSchema,
  type BoletoInput,
  type BoletoInputParsed,
  type BoletoType,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { emptyAddress } from '../../lib/address-draft.ts';
import { draftChecker } from '../../lib/draft-check.ts';
import {
  moneyField as money,
  percentField as percent,
  type AddressDraft,
  type DraftCheck as Check,
  type Fields,
} from '../../lib/draft-values.ts';

export interface BandDraft {
  date: string;
  value: string;
}

/** The issue form as typed: text everywhere, turned into a `BoletoInput` by `draftToInput`. */
export interface BoletoDraft {
  type: BoletoType;
  wallet: '112' | '121';
  ourNumber: string;
  yourNumber: string;
  dueDate: string;
  amount: string;
  payer: AddressDraft & {
    name: string;
    document: string;
    email: string;
    phonePrefix: string;
    phoneNumber: string;
  };
  discountType: 'NONE' | 'FIXED' | 'PERCENTAGE';
  bands: BandDraft[];
  fineType: 'NONE' | 'FIXED' | 'PERCENTAGE';
  fine: string;
  interestType: 'NONE' | 'FIXED_PER_DAY' | 'PERCENTAGE_PER_MONTH';
  interest: string;
}

/** Every payer field of a form, blank. */
export function emptyPayer(): BoletoDraft['payer'] {
  return {
    name: '',
    document: '',
    email: '',
    phonePrefix: '',
    phoneNumber: '',
    ...emptyAddress(),
  };
}

export function emptyDraft(): BoletoDraft {
  return {
    type: 'BANKSLIP',
    wallet: '112',
    ourNumber: '',
    yourNumber: '',
    dueDate: '',
    amount: '',
    payer: emptyPayer(),
    discountType: 'NONE',
    bands: [],
    fineType: 'NONE',
    fine: '',
    interestType: 'NONE',
    interest: '',
  };
}

const stripPhone = (s: string) => s.replace(/[\s().-]/g, '');

export type PayerDraft = BoletoDraft['payer'];

/**
 * The payer as the bridge takes it (a boleto's, or a saved customer's). Optional groups
 * (phone, address, e-mail) are sent only when something was typed in them.
 */
export function payerToInput(p: PayerDraft): Record<string, unknown> {
  const payer: Record<string, unknown> = { name: p.name, document: p.document };
  if (p.email.trim() !== '') payer.email = p.email.trim();
  if (p.phonePrefix.trim() !== '' || p.phoneNumber.trim() !== '') {
    payer.phone = { prefix: stripPhone(p.phonePrefix), number: stripPhone(p.phoneNumber) };
  }
  const addressParts = [
    p.zipCode,
    p.publicPlace,
    p.number,
    p.complement,
    p.neighborhood,
    p.city,
    p.state,
  ];
  if (addressParts.some((s) => s.trim() !== '')) {
    const address: Record<string, unknown> = {
      zipCode: p.zipCode,
      publicPlace: p.publicPlace,
      number: p.number,
      neighborhood: p.neighborhood,
      city: p.city,
      state: p.state,
    };
    if (p.complement.trim() !== '') address.complement = p.complement;
    payer.address = address;
  }
  return payer;
}

/**
 * Builds the bridge input from the draft (the payer by `payerToInput`). `parseFields` holds what could not even be read (money or
 * percent text); those messages win over the schema's for the same field.
 */
export function draftToInput(
  draft: BoletoDraft,
  locale: Locale,
): { input: BoletoInput; parseFields: Fields } {
  const parseFields: Fields = {};
  const payer = payerToInput(draft.payer);

  const input: Record<string, unknown> = {
    type: draft.type,
    wallet: draft.wallet,
    yourNumber: draft.yourNumber,
    dueDate: draft.dueDate,
    amountCents: money(draft.amount, locale, 'amountCents', parseFields),
    payer,
  };
  if (draft.wallet === '121') input.ourNumber = draft.ourNumber;

  if (draft.discountType === 'FIXED') {
    input.discount = {
      type: 'FIXED',
      bands: draft.bands.map((b, i) => ({
        date: b.date,
        amountCents: money(b.value, locale, `discount.bands.${i}.amountCents`, parseFields),
      })),
    };
  } else if (draft.discountType === 'PERCENTAGE') {
    input.discount = {
      type: 'PERCENTAGE',
      bands: draft.bands.map((b, i) => ({
        date: b.date,
        percent: percent(b.value, `discount.bands.${i}.percent`, parseFields),
      })),
    };
  }

  if (draft.fineType === 'FIXED') {
    input.lateFine = {
      type: 'FIXED',
      amountCents: money(draft.fine, locale, 'lateFine.amountCents', parseFields),
    };
  } else if (draft.fineType === 'PERCENTAGE') {
    input.lateFine = {
      type: 'PERCENTAGE',
      percent: percent(draft.fine, 'lateFine.percent', parseFields),
    };
  }

  if (draft.interestType === 'FIXED_PER_DAY') {
    input.latePayment = {
      type: 'FIXED_PER_DAY',
      amountCents: money(draft.interest, locale, 'latePayment.amountCents', parseFields),
    };
  } else if (draft.interestType === 'PERCENTAGE_PER_MONTH') {
    input.latePayment = {
      type: 'PERCENTAGE_PER_MONTH',
      percent: percent(draft.interest, 'latePayment.percent', parseFields),
    };
  }

  return { input: input as unknown as BoletoInput, parseFields };
}

export type DraftCheck = Check<BoletoInputParsed>;

/** The contract's own rules over the issue draft. */
export const checkDraft = draftChecker(draftToInput, boletoInputSchema);
