import type { SentPayment } from '../../../preload/contract/index.ts';
import type { RecordStore } from '../pipeline/kept-record.ts';

/**
 * The Sent list, where a QR payment and a transfer to a key alike keep their record: with the
 * client identity it was sent under, so the record can be matched to its outbox entry.
 */
export function sentPaymentStore<Accepted>(
  clientIdentityOf: (accepted: Accepted) => string,
): RecordStore<Accepted, SentPayment> {
  return {
    keep: (session, payment, accepted) =>
      session.sentPayments.upsert({ ...payment, clientIdentity: clientIdentityOf(accepted) }),
    get: (session, id) => session.sentPayments.get(id),
  };
}
