import type { SandboxStore } from '../store.ts';
import type { LedgerEntry } from './money-out-store.ts';

/**
 * The ledger of every Pix the account receives — a QR code of the account paid (the payment
 * simulator, or the account paying its own code), a boleto paid by Pix, or a Pix received
 * through `POST /_sandbox/pix/receive`. Refunds check against it. Every received Pix goes
 * through `recordReceivedPix`: the one place to hang what follows a receipt (events, splits).
 */

/** Records a received Pix in the ledger (once per end-to-end id). */
export function recordReceivedPix(
  store: SandboxStore,
  accountId: string,
  entry: LedgerEntry,
): void {
  store.moneyOut.addReceived(accountId, entry);
}

/**
 * A received Pix of the account by its end-to-end id: the ledger, else a QR-code payment
 * recorded before the ledger existed (demo data, older sandbox folders).
 */
export function findReceivedPix(
  store: SandboxStore,
  accountId: string,
  endToEndId: string,
): LedgerEntry | undefined {
  const entry = store.moneyOut.findReceived(accountId, endToEndId);
  if (entry) return entry;
  const paid = store.pix.findReceivedPix(accountId, endToEndId);
  return (
    paid && {
      endToEndId: paid.endToEndId,
      source: 'QR_CODE',
      amountCents: paid.amountCents,
      payer: paid.payer,
      paidAt: paid.paidAt,
      reference: paid.transactionId,
    }
  );
}
