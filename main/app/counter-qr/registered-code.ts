import type { RegisteredCounterQr } from '../../../preload/contract/index.ts';
import type { RegisteredCodeRow } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import { registeredCounterQrRepo } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import { decodeBrCode } from '../../domain/brcode.ts';
import { reaisToCents } from '../../domain/money.ts';
import {
  staticQrDescriptionOf,
  type StaticQrCode,
  type StaticQrPayment,
} from '../../domain/wire/static-qr.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * A registered counter QR as the bank answers it, into the cache's terms. The create and the
 * read answer differently (`domain/wire/static-qr.ts`): what one leaves out comes from the
 * other field, the payload (which both carry), or what was sent.
 */
export function codeRowOf(
  record: StaticQrCode,
  sent: { key?: string; amountCents?: number | null; description?: string | null },
  syncedAt: string,
): RegisteredCodeRow {
  const decoded = decodeBrCode(record.payloadPix);
  const fromPayload = decoded.ok && decoded.value.kind === 'static' ? decoded.value : undefined;
  const amountCents =
    typeof record.amount === 'number' && record.amount > 0
      ? reaisToCents(record.amount)
      : (fromPayload?.amountCents ?? sent.amountCents ?? null);
  return {
    correlationId: record.correlationId,
    transactionId: record.transactionId,
    key: record.pixKey ?? fromPayload?.key ?? sent.key ?? '',
    amountCents,
    description:
      staticQrDescriptionOf(record) ?? fromPayload?.description ?? sent.description ?? null,
    payload: record.payloadPix,
    // The create answers no status: a code just made is active.
    status: record.status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE',
    createdAt: record.createdAt ?? syncedAt,
    record,
  };
}

/** The bank's payments of a code, in the cache's terms. */
export function paymentsOf(payments: readonly StaticQrPayment[]) {
  return payments.map((payment) => ({
    endToEndId: payment.endToEndId,
    amountCents: reaisToCents(payment.amount),
    paidAt: payment.createdAt,
    payerName: payment.proof?.payerName ?? null,
  }));
}

/** The cached code; throws when the cache does not hold it (a bug: it was just written). */
export function cachedCode(session: ProfileSession, correlationId: string): RegisteredCounterQr {
  const code = registeredCounterQrRepo(session.db).get(correlationId);
  if (!code) throw new Error('The registered counter QR was not kept.');
  return code;
}
