import { randomBytes } from 'node:crypto';
import { encodeBrCode } from '../../domain/brcode.ts';
import { centsToReais } from '../../domain/money.ts';
import type { DemoReceiver } from '../../domain/wire/payments.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import type { RequestContext } from '../http/router.ts';
import { newTransactionId } from '../pix/pix-codes.ts';
import type { SandboxStore } from '../store.ts';
import type { DemoCodeRow } from './money-out-store.ts';

/**
 * Demo receivers: fictional businesses at fictional banks (ISPBs 99999901–03, assigned to no
 * real participant), each with a Pix key, a static code without and with an amount, and a
 * dynamic code of the amount below that lives one hour and is paid once. They let an owner
 * try paying without paying their own account.
 */
export interface DemoReceiverProfile {
  id: string;
  name: string;
  city: string;
  document: string;
  holderType: 'LEGAL' | 'NATURAL';
  bank: { name: string; ispb: string; host: string };
  account: { number: string; branch: string };
  key: string;
  staticAmountCents: number;
  dynamicAmountCents: number;
}

export const DEMO_RECEIVERS: readonly DemoReceiverProfile[] = [
  {
    id: 'padaria-aurora',
    name: 'Padaria Aurora Ltda',
    city: 'Sao Paulo',
    document: '12345678000195',
    holderType: 'LEGAL',
    bank: { name: 'Banco Imaginario S.A.', ispb: '99999901', host: 'pix.imaginario.example' },
    account: { number: '40213', branch: '0042' },
    key: '12345678000195',
    staticAmountCents: 2_350,
    dynamicAmountCents: 5_790,
  },
  {
    id: 'oficina-do-ze',
    name: 'Oficina do Ze Mecanica',
    city: 'Campinas',
    document: '98765432000198',
    holderType: 'LEGAL',
    bank: {
      name: 'Cooperativa Ficticia de Credito',
      ispb: '99999902',
      host: 'pix.ficticia.example',
    },
    account: { number: '771204', branch: '3001' },
    key: 'financeiro@oficinadoze.example',
    staticAmountCents: 15_000,
    dynamicAmountCents: 48_000,
  },
  {
    id: 'distribuidora-sol',
    name: 'Distribuidora Sol Ltda',
    city: 'Recife',
    document: '45678912000155',
    holderType: 'LEGAL',
    bank: { name: 'Pagamentos Inventados IP', ispb: '99999903', host: 'pix.inventados.example' },
    account: { number: '1200456', branch: '0001' },
    key: '7d9f0c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f',
    staticAmountCents: 89_990,
    dynamicAmountCents: 123_456,
  },
];

/** How long a demo receiver's dynamic code can be paid. */
const DEMO_CODE_LIFETIME_MS = 3_600_000;

export function demoReceiverById(id: string): DemoReceiverProfile | undefined {
  return DEMO_RECEIVERS.find((receiver) => receiver.id === id);
}

export function demoReceiverByKey(key: string): DemoReceiverProfile | undefined {
  return DEMO_RECEIVERS.find((receiver) => receiver.key === key);
}

/** The receiver of a dynamic code's location, when it is a demo receiver's. */
export function demoReceiverByLocation(location: string): DemoReceiverProfile | undefined {
  return DEMO_RECEIVERS.find((receiver) => location.startsWith(`${receiver.bank.host}/`));
}

export function staticPayload(receiver: DemoReceiverProfile, amountCents?: number): string {
  return encodeBrCode({
    key: receiver.key,
    merchantName: receiver.name,
    merchantCity: receiver.city,
    ...(amountCents === undefined
      ? {}
      : { amountCents, txid: `DEMO${receiver.id.slice(0, 8)}`.replace(/-/g, '') }),
  });
}

export function dynamicPayload(receiver: DemoReceiverProfile, code: DemoCodeRow): string {
  return encodeBrCode({
    url: code.location,
    amountCents: code.amountCents,
    merchantName: receiver.name,
    merchantCity: receiver.city,
  });
}

/** The receiver's open dynamic code, a new one when the last was paid or expired. */
export function openDemoCode(
  store: SandboxStore,
  receiver: DemoReceiverProfile,
  now: Date,
): DemoCodeRow {
  const open = store.moneyOut.openDemoCode(receiver.id, now.toISOString());
  if (open) return open;
  const code: DemoCodeRow = {
    location: `${receiver.bank.host}/qr/v2/${randomBytes(16).toString('hex')}`,
    receiverId: receiver.id,
    transactionId: newTransactionId(),
    amountCents: receiver.dynamicAmountCents,
    status: 'ACTIVE',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + DEMO_CODE_LIFETIME_MS).toISOString(),
  };
  store.moneyOut.addDemoCode(code);
  return code;
}

/**
 * `GET /_sandbox/pix/demo-receivers` — the local sandbox only: the demo receivers with their
 * keys, static codes and an open dynamic code each.
 */
export function listDemoReceivers(ctx: RequestContext): Reply {
  const items: DemoReceiver[] = DEMO_RECEIVERS.map((receiver) => {
    const code = openDemoCode(ctx.store, receiver, ctx.now);
    return {
      id: receiver.id,
      name: receiver.name,
      document: receiver.document,
      bank: { name: receiver.bank.name, ispb: receiver.bank.ispb },
      key: receiver.key,
      staticPayload: staticPayload(receiver),
      staticAmountPayload: staticPayload(receiver, receiver.staticAmountCents),
      dynamicPayload: dynamicPayload(receiver, code),
      dynamicAmount: centsToReais(code.amountCents),
    };
  });
  return jsonReply(200, { items });
}
