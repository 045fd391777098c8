import { z } from 'zod';
import { AppFailure, type SentPayment } from '../../../preload/contract/index.ts';
import { todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import { isSchedulableDay, transferAtOf } from '../../domain/scheduled-transfer.ts';
import { keptV2PaymentSchema, v2TransferSteps } from '../payments/v2-transfer.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import {
  keptRequestSchema,
  keyTransferV2,
  sendLookedUpTransfer,
  sentTransferOf,
  type AcceptedKeyTransferV2,
  type KeyTransferV2Input,
  type KeyTransferV2Request,
} from './key-transfer-v2.write.ts';

/** A looked-up transfer the owner confirmed for a later São Paulo day. */
export interface ScheduledKeyTransferInput extends KeyTransferV2Input {
  scheduledFor: IsoDate;
  /** When the owner asked (the pipeline's clock): the day must still be a later one. */
  now: Date;
}

/**
 * What is recorded before sending: the v2 request with its `transferAt` (the start of the day,
 * as the SDK sends an ISO instant) and the day itself, which the Sent list and the limits read.
 */
export interface ScheduledKeyTransferRequest extends KeyTransferV2Request {
  transferAt: string;
  scheduledFor: IsoDate;
}

interface AcceptedScheduledTransfer extends AcceptedKeyTransferV2 {
  request: ScheduledKeyTransferRequest;
}

const acceptedSchema: z.ZodType<AcceptedScheduledTransfer> = z.object({
  payment: keptV2PaymentSchema,
  request: keptRequestSchema.extend({ transferAt: z.string(), scheduledFor: z.string() }),
});

/** The scheduled transfer as the Sent list shows it: "Agendada para" its day until it runs. */
function sentScheduledOf(accepted: AcceptedScheduledTransfer): Omit<SentPayment, 'syncedAt'> {
  return { ...sentTransferOf(accepted), scheduledFor: accepted.request.scheduledFor };
}

/**
 * A transfer to a looked-up key scheduled for a later São Paulo day (money out, the v2 route
 * with the SDK's `transferAt`). A kind of its own rather than the v2 kind with one more field:
 * it counts against its day's limit, not today's (`moneyOutDay`), its record is listed as
 * scheduled and may be cancelled until it runs, and the v2 kind's recorded intents keep the
 * shape they were written in. Everything else is the v2 transfer's: the lookup's single-use
 * `endToEndId`, an `IdempotencyKey` recorded before it leaves, an unknown outcome settled by
 * sending the same request with the same key (the bank schedules it once), never parked.
 */
export const keyTransferScheduled: WriteDescriptor<
  ScheduledKeyTransferInput,
  ScheduledKeyTransferRequest,
  AcceptedScheduledTransfer,
  SentPayment
> = {
  kind: 'transfer:key-scheduled',
  presentation: { words: 'transfer-checkable', opens: 'sent' },
  ...v2TransferSteps(sentScheduledOf, acceptedSchema),
  moneyOutDay: (input) => input.scheduledFor,
  check(input) {
    if (!isSchedulableDay(input.scheduledFor, todayInSaoPaulo(input.now))) {
      throw new AppFailure('validation', 'A transfer is scheduled for a later day.', {
        fields: { scheduledFor: [{ key: 'v.transfer.schedule_past' }] },
      });
    }
  },
  request: (input, idempotencyKey, now) => ({
    ...keyTransferV2.request(input, idempotencyKey, now),
    transferAt: transferAtOf(input.scheduledFor),
    scheduledFor: input.scheduledFor,
  }),
  summary: keyTransferV2.summary,
  // The day goes to the bank as `transferAt`; `payKeyLookup` sends only the fields it names.
  send: sendLookedUpTransfer,
  unknownOutcome: {
    key: 'error.transfer.unknown_outcome_checkable',
    message:
      'The transfer may or may not have been scheduled; checking sends it again with the same key, and the bank makes it once.',
  },
};
