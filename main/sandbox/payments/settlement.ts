import { randomInt } from 'node:crypto';
import { centsToReais } from '../../domain/money.ts';
import { SANDBOX_ISPB } from '../bank.ts';

/**
 * How money out settles in the local sandbox. Assumption: a transfer, a payment of a decoded
 * code or a refund is `processing` for its first `SETTLE_MS` on the sandbox clock, then
 * `completed` — or `failed` when it carries a magic value below. The delay is a sandbox
 * option (`settleMs`, or `BALCAO_SANDBOX_SETTLE_MS` for a sandbox started inside the app), so a
 * demo or a test need not wait five seconds.
 */
export const SETTLE_MS = 5_000;

const settleDelays = new WeakMap<object, number>();

/** Sets how long money out of this sandbox stays `processing`. */
export function setSettleDelay(store: object, ms: number): void {
  settleDelays.set(store, ms);
}

/** How long money out of this sandbox stays `processing`. */
export function settleDelayOf(store: object): number {
  return settleDelays.get(store) ?? SETTLE_MS;
}

/** The delay a sandbox starts with: its option, else the environment's, else `SETTLE_MS`. */
export function initialSettleDelay(option: number | undefined): number {
  if (option !== undefined) return option;
  const fromEnv = Number(process.env['BALCAO_SANDBOX_SETTLE_MS']);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : SETTLE_MS;
}

/**
 * Magic amounts, documented like card-test numbers: a transfer to a key of R$ 13,13 ends
 * `failed` (the receiver's account is closed), and so does the payment of a QR code of
 * R$ 13,13; a refund of R$ 13,13 ends `failed` (the payer's account no longer takes credits);
 * the payment of a boleto of R$ 13,13 is answered `FAILED` at once (the beneficiary's bank
 * refused it: a bill payment has no read to learn it later, ../bill-payments/routes/pay.ts).
 * Every other amount ends `completed`.
 */
export const FAILING_TRANSFER_CENTS = 1_313;
export const FAILING_QR_PAYMENT_CENTS = 1_313;
export const FAILING_REFUND_CENTS = 1_313;
export const FAILING_BILL_PAYMENT_CENTS = 1_313;
export const TRANSFER_FAILURE_REASON =
  "The receiver's account is closed (sandbox: transfers of R$ 13,13 always fail).";
export const QR_PAYMENT_FAILURE_REASON =
  "The receiver's account is closed (sandbox: payments of R$ 13,13 always fail).";
export const BILL_PAYMENT_FAILURE_REASON =
  "The beneficiary's bank refused the payment (sandbox: boleto payments of R$ 13,13 always fail).";
export const REFUND_FAILURE_REASON =
  "The payer's account no longer accepts credits (sandbox: refunds of R$ 13,13 always fail).";

export type Settlement = 'processing' | 'completed' | 'failed';

/** Where a movement created at `createdAt` stands at `now`. */
export function settlementAt(
  createdAt: string,
  failed: boolean,
  now: Date,
  delayMs: number = SETTLE_MS,
): Settlement {
  if (now.getTime() - Date.parse(createdAt) < delayMs) return 'processing';
  return failed ? 'failed' : 'completed';
}

/**
 * A transfer's or a refund's record as the bank answers it at `now` (2.6, 2.7): the amount in
 * reais, where it stands, and why it failed once it has.
 */
export function settledRecord(
  movement: { id: string; amountCents: number; createdAt: string; failureReason: string | null },
  now: Date,
  delayMs: number = SETTLE_MS,
) {
  const status = settlementAt(movement.createdAt, movement.failureReason !== null, now, delayMs);
  return {
    id: movement.id,
    amount: centsToReais(movement.amountCents),
    status,
    created_at: movement.createdAt,
    ...(status === 'failed' && movement.failureReason
      ? { failure_reason: movement.failureReason }
      : {}),
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An end-to-end id the sandbox bank starts: `E` for a payment, `D` for a refund (devolução),
 * then its ISPB, yyyyMMddHHmm in UTC and 11 letters and digits — 32 characters.
 */
export function outgoingEndToEndId(prefix: 'E' | 'D', at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  let tail = '';
  for (let i = 0; i < 11; i++) tail += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}${SANDBOX_ISPB}${stamp}${tail}`;
}
