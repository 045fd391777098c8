import { z } from 'zod';
import { AppFailure, type SentPayment } from '../../../preload/contract/index.ts';
import { QR_PAYMENT_STATUSES } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { getQrCodePayment } from '../../service/payments.ts';
import { cancelScheduledTransfer } from '../../service/writes/key-transfers.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The scheduled transfer to cancel, as the Sent list has it. */
export interface ScheduledCancelInput {
  current: SentPayment;
}

export interface ScheduledCancelRequest {
  /** The bank's id of the transfer: what the cancel and its read-back name. */
  id: string;
}

/** What the bank says of the transfer: only where it stands matters here. */
interface TransferStanding {
  id: string;
  status: (typeof QR_PAYMENT_STATUSES)[number];
}

const standingSchema: z.ZodType<TransferStanding> = z.object({
  id: z.string(),
  status: z.enum(QR_PAYMENT_STATUSES),
});

const standingOf = (client: ServiceClient, id: string): Promise<TransferStanding> =>
  getQrCodePayment(client, id).then((p) => ({ id: p.id, status: p.status }));

/**
 * Cancelling a scheduled transfer before it runs (`DELETE /baas/api/v2/transfers/{id}`, an
 * assumption: README). Its identity is the transfer's own id: a cancel is a change to that
 * transfer. Nothing moves, so it is not money out; what it changes is whether money will. The
 * bank's answer must say `CANCELLED`: any other 2xx is no answer, and the pipeline reads the
 * transfer back — `CANCELLED` → done; still `SCHEDULED` → the same cancel again (cancelling
 * twice cancels once); already run → conflict, told to the owner in their words. The bank's
 * 409 for one that already ran is read back the same way (a 409 is never a refusal here). A transfer
 * this computer does not show as scheduled is refused before anything is sent.
 */
export const scheduledTransferCancel: WriteDescriptor<
  ScheduledCancelInput,
  ScheduledCancelRequest,
  TransferStanding,
  SentPayment
> = {
  kind: 'transfer:cancel-scheduled',
  presentation: { words: 'transfer-cancel', opens: 'sent' },
  resource: 'payments',
  movesMoneyOut: false,
  check({ current }) {
    if (current.status !== 'SCHEDULED') {
      throw new AppFailure(
        'rejected',
        'Only a transfer scheduled and not yet made can be cancelled.',
        {
          key: 'error.transfer.cancel_not_scheduled',
        },
      );
    }
  },
  newIdentity: ({ current }) => current.id,
  request: ({ current }) => ({ id: current.id }),
  summary: ({ current }) => ({
    amountCents: current.amountCents,
    label: current.receiverName,
    dated: null,
  }),
  async send(client, request) {
    const answered = await cancelScheduledTransfer(client, request.id);
    if (answered.status !== 'CANCELLED') {
      throw new AppFailure(
        'unknown_outcome',
        'The bank said yes, but the transfer is not cancelled.',
        {
          key: 'error.transfer.cancel_unknown_outcome',
        },
      );
    }
    return { id: answered.id, status: answered.status };
  },
  resolution: {
    how: 'read-back',
    read: (client, request) => standingOf(client, request.id),
    isSameRecord: (record) => record.status === 'CANCELLED',
    differs: 'by-record',
    differsBy: (record) => (record.status === 'SCHEDULED' ? 'resend' : 'conflict'),
    conflict: {
      key: 'error.transfer.cancel_already_ran',
      message: 'The transfer was already made on its day; it can no longer be cancelled.',
    },
  },
  acceptedSchema: standingSchema,
  cache(session, record, syncedAt) {
    session.sentPayments.setStatus(record.id, 'CANCELLED', syncedAt);
  },
  view: (session, identity) => session.sentPayments.get(identity)!,
  unknownOutcome: {
    key: 'error.transfer.cancel_unknown_outcome',
    message: 'The bank may or may not have cancelled the transfer; it is kept to be checked.',
  },
};
