import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { reaisToCents } from '../../domain/money.ts';
import { recordReceivedPix } from '../payments/received-pix.ts';
import type { ReceivedPix } from '../pix/pix-store.ts';
import type { SandboxStore } from '../store.ts';

/**
 * The demo data's Pix payments, kept as the bank keeps a payment that reaches the account: the
 * QR code concluded with its received Pix (what `/v1/pix/charges`, the due-date read and the
 * immediate read answer), and every Pix — a code's or a boleto's — in the account's ledger of
 * received Pix (what `/_sandbox/pix/received` lists and refunds are checked against).
 *
 * Unlike a payment made now (`paymentReceived`), no event is emitted and no split is made:
 * the demo data is the account's past, restored as it stood, not payments arriving today.
 */

/** Pays a demo QR code (its row id) with `pix`; false when the code was no longer ACTIVE. */
export function recordDemoQrCodePayment(
  store: SandboxStore,
  accountId: string,
  rowId: number,
  pix: ReceivedPix,
): boolean {
  if (!store.pix.recordPayment(accountId, rowId, pix)) return false;
  recordReceivedPix(store, accountId, {
    endToEndId: pix.endToEndId,
    source: 'QR_CODE',
    amountCents: pix.amountCents,
    payer: pix.payer,
    paidAt: pix.paidAt,
    reference: pix.transactionId,
  });
  return true;
}

/**
 * Puts the Pix that paid demo boletos in the ledger: each payment with an end-to-end id, from
 * the boleto's payer, as the payment simulator does for a boleto paid by Pix.
 */
export function recordDemoBoletoPixPayments(
  store: SandboxStore,
  accountId: string,
  boletos: readonly BoletoRecord[],
): void {
  for (const boleto of boletos) {
    for (const payment of boleto.payments) {
      if (payment.endToEndId === undefined) continue;
      recordReceivedPix(store, accountId, {
        endToEndId: payment.endToEndId,
        source: 'BOLETO',
        amountCents: reaisToCents(payment.amount),
        payer: { name: boleto.payer.name, document: boleto.payer.document },
        paidAt: payment.paidAt,
        reference: boleto.correlationId,
      });
    }
  }
}
