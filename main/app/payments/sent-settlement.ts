import type { SentFailedNotice, SentPayment } from '../../../preload/contract/index.ts';
import { AppFailure } from '../../../preload/contract/index.ts';
import type { Logger } from '../../ipc/registry.ts';
import { schedulerToday } from '../subscriptions/scheduler-today.ts';
import { getQrCodePayment } from '../../service/payments.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { readKeyTransferStatus } from '../transfers/key-transfer-status.ts';

/** What a sent payment's new status did: whether the cache changed, and what to tell the owner. */
export interface SentSettled {
  changed: boolean;
  /** Set when the payment just turned failed: the owner hears of it at once. */
  notice: SentFailedNotice | null;
}

const UNCHANGED: SentSettled = { changed: false, notice: null };

/**
 * Moves a sent payment to what the bank says of it — from its event, a sync's read-back or the
 * receipt's refresh alike, so each tells the same story. A payment the app does not know, or
 * already at that status, changes nothing; one that turns failed notifies once, since it
 * turns failed once.
 */
export function settleSentPayment(
  session: ProfileSession,
  id: string,
  status: SentPayment['status'],
  reason: string | null,
  now: string,
): SentSettled {
  const known = session.sentPayments.get(id);
  if (known === undefined) return UNCHANGED;
  const failureReason = status === 'FAILED' ? reason : null;
  if (known.status === status && known.failureReason === failureReason) return UNCHANGED;
  // A settled payment does not go back to processing on a late or replayed event; a scheduled
  // transfer moves on once it runs. A cancelled one moved nothing and stays cancelled, and
  // nothing goes back to scheduled.
  if (status === 'PROCESSING' && known.status !== 'PROCESSING' && known.status !== 'SCHEDULED')
    return UNCHANGED;
  if (known.status === 'CANCELLED' || (status === 'SCHEDULED' && known.status !== 'SCHEDULED'))
    return UNCHANGED;
  session.sentPayments.setStatus(id, status, now, failureReason);
  const turnedFailed = status === 'FAILED' && known.status !== 'FAILED';
  return {
    changed: true,
    notice: turnedFailed
      ? {
          kind: 'sent-failed',
          paymentId: id,
          paymentKind: known.kind,
          amountCents: known.amountCents,
          receiverName: known.receiverName === '' ? null : known.receiverName,
          reason: failureReason,
        }
      : null,
  };
}

/** What the bank says of one sent payment now, read by its bank id. */
export async function readSentStatus(
  session: ProfileSession,
  payment: Pick<SentPayment, 'id' | 'kind'>,
): Promise<{ status: SentPayment['status']; failureReason: string | null }> {
  const client = await session.service();
  // A transfer to a key is read by the bank's transfer id, on the route it was made through.
  return payment.kind === 'key-transfer'
    ? readKeyTransferStatus(client, payment.id, session.keyTransferRoute)
    : getQrCodePayment(client, payment.id).then((p) => ({
        status: p.status,
        failureReason: p.failureReason ?? null,
      }));
}

/** How many open payments one sync reads back; the rest wait for the next sync. */
export const READ_BACK_PER_SYNC = 20;

/**
 * A sync's read-back of the sent payments still processing (and the scheduled transfers whose
 * day has come), oldest first and at most
 * `READ_BACK_PER_SYNC`: the bank's event may never have come (the app was closed, the receiver
 * was down), and a payment must not stay processing for good. A read that fails leaves that
 * payment for the next sync; the bank out of reach stops the round.
 */
export async function readBackOpenSentPayments(
  session: ProfileSession,
  now: () => Date,
  log: Logger,
): Promise<{ changed: number; notices: SentFailedNotice[] }> {
  let changed = 0;
  const notices: SentFailedNotice[] = [];
  // Scheduled transfers whose day has come are read as well: the bank ran them (or not). On a
  // sandbox profile the day is the one BALCAO_SANDBOX_TODAY names, as the sandbox bank's is.
  const today = schedulerToday(now(), session);
  const toRead = [
    ...session.sentPayments.open(READ_BACK_PER_SYNC),
    ...session.sentPayments.dueScheduled(today, READ_BACK_PER_SYNC),
  ].slice(0, READ_BACK_PER_SYNC);
  for (const payment of toRead) {
    let read;
    try {
      read = await readSentStatus(session, payment);
    } catch (error) {
      const code = error instanceof AppFailure ? error.error.code : 'internal';
      log.warn(`A sent payment could not be read back (${code})`, { id: payment.id });
      if (code === 'offline' || code === 'timeout' || code === 'tls') break;
      continue;
    }
    const settled = settleSentPayment(
      session,
      payment.id,
      read.status,
      read.failureReason,
      now().toISOString(),
    );
    if (settled.changed) changed++;
    if (settled.notice) notices.push(settled.notice);
  }
  return { changed, notices };
}
