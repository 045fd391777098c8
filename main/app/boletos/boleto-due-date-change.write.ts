import { z } from 'zod';
import { AppFailure, type BoletoView } from '../../../preload/contract/index.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { boletoRecordSchema, type BoletoRecord } from '../../domain/wire/boletos.ts';
import { getBoleto } from '../../service/boletos.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { updateBoletoDueDate } from '../../service/writes/boletos.ts';
import { dueChargeSummary } from '../pipeline/due-charge-summary.ts';
import { boletoKept } from './boleto-kept.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The owner's new due date for a pending boleto, with the boleto as this computer has it. */
export interface DueDateChangeInput {
  correlationId: string;
  dueDate: string;
  current: BoletoView;
  now: Date;
}

export interface DueDateChangeRequest {
  correlationId: string;
  dueDate: string;
}

/**
 * What the bank holds once it took the change: the boleto read back (the PATCH answers an
 * empty body, spec 4.12), so the cache keeps the bank's own record.
 */
type AcceptedChange = BoletoRecord;

/**
 * The change, then the boleto read once. A 2xx whose boleto still shows another date (a
 * gateway's 200 before the bank saw it) is no answer: the outcome stays open, and the
 * pipeline reads it back.
 */
async function send(client: ServiceClient, request: DueDateChangeRequest): Promise<AcceptedChange> {
  await updateBoletoDueDate(client, request.correlationId, request.dueDate);
  const record = await getBoleto(client, request.correlationId);
  if (record.dueDate.slice(0, 10) !== request.dueDate) {
    throw new AppFailure(
      'unknown_outcome',
      'The bank said yes, but the boleto shows another date.',
      {
        key: 'error.boleto.due_date_unknown_outcome',
      },
    );
  }
  return record;
}

/**
 * A boleto's new due date (spec 4.12), through the one write pipeline like every write the
 * bank keeps. Known by the boleto's correlationId; an unknown outcome is read back: the bank's
 * due date is the new one (done), or still the old one (the same change is sent again — a due
 * date set twice is set once).
 */
export const boletoDueDateChange: WriteDescriptor<
  DueDateChangeInput,
  DueDateChangeRequest,
  AcceptedChange,
  BoletoView
> = {
  kind: 'boleto:update-due-date',
  presentation: { words: 'boleto-due-date', opens: 'boleto' },
  resource: 'boletos',
  movesMoneyOut: false,
  check(input) {
    if (input.current.status !== 'Pending') {
      throw new AppFailure('rejected', 'Only pending boletos can change due date.', {
        key: 'error.boleto.not_pending',
      });
    }
    if (input.dueDate < todayInSaoPaulo(input.now)) {
      throw new AppFailure('validation', 'The due date is in the past.', {
        fields: { dueDate: [{ key: 'v.date.past' }] },
      });
    }
  },
  // The boleto's own identity: one change of a boleto is checked at a time.
  newIdentity: (input) => input.correlationId,
  request: (input) => ({ correlationId: input.correlationId, dueDate: input.dueDate }),
  summary: (input) => dueChargeSummary({ ...input.current, dueDate: input.dueDate }),
  send,
  resolution: {
    how: 'read-back',
    read: boletoKept.read,
    isSameRecord: (record, request) => record.dueDate.slice(0, 10) === request.dueDate,
    differs: 'resend',
  },
  acceptedSchema: boletoRecordSchema as z.ZodType<AcceptedChange>,
  cache: boletoKept.cache,
  view: boletoKept.view,
  unknownOutcome: {
    key: 'error.boleto.due_date_unknown_outcome',
    message: 'The bank may or may not have changed the due date; it is kept to be checked.',
  },
};
