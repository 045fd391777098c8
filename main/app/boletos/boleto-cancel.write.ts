import { z } from 'zod';
import { AppFailure, type BoletoView } from '../../../preload/contract/index.ts';
import { boletoRecordSchema, type BoletoRecord } from '../../domain/wire/boletos.ts';
import { getBoleto } from '../../service/boletos.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { voidBoleto } from '../../service/writes/boletos.ts';
import { dueChargeSummary } from '../pipeline/due-charge-summary.ts';
import { boletoKept } from './boleto-kept.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The boleto to cancel, as this computer has it. */
export interface BoletoCancelInput {
  correlationId: string;
  current: BoletoView;
}

export interface BoletoCancelRequest {
  correlationId: string;
}

/** Statuses the bank still takes money on: a cancel not seen yet is sent again. */
const OPEN = new Set(['Pending', 'Expired']);

/**
 * The void, then the boleto read once: the void answers an empty body (the SDK), so the cache
 * keeps the bank's own record. A 2xx whose boleto is not cancelled (a gateway's 200 before the
 * bank saw it) is no answer: the outcome stays open, and the pipeline reads it back.
 */
async function send(client: ServiceClient, request: BoletoCancelRequest): Promise<BoletoRecord> {
  await voidBoleto(client, request.correlationId);
  const record = await getBoleto(client, request.correlationId);
  if (record.status !== 'Cancelled') {
    throw new AppFailure('unknown_outcome', 'The bank said yes, but the boleto is not cancelled.', {
      key: 'error.boleto.cancel_unknown_outcome',
    });
  }
  return record;
}

/**
 * Cancelling a boleto (`POST /baas/v1/charges/{correlationId}/void`, an SDK route), known by
 * its correlationId. An unknown outcome is read back: cancelled → done; still open → the same
 * void is sent again (a boleto cancelled twice is cancelled once); paid meanwhile → conflict,
 * the money came in and the owner must hear it.
 */
export const boletoCancel: WriteDescriptor<
  BoletoCancelInput,
  BoletoCancelRequest,
  BoletoRecord,
  BoletoView
> = {
  kind: 'boleto:cancel',
  presentation: { words: 'boleto-cancel', opens: 'boleto' },
  resource: 'boletos',
  movesMoneyOut: false,
  check(input) {
    if (input.current.status === 'Paid') {
      throw new AppFailure('rejected', 'A paid boleto cannot be cancelled.', {
        key: 'error.boleto.cancel_paid',
      });
    }
  },
  newIdentity: (input) => input.correlationId,
  request: (input) => ({ correlationId: input.correlationId }),
  summary: (input) => dueChargeSummary(input.current),
  send,
  resolution: {
    how: 'read-back',
    read: boletoKept.read,
    isSameRecord: (record) => record.status === 'Cancelled',
    differs: 'by-record',
    differsBy: (record) => (OPEN.has(record.status) ? 'resend' : 'conflict'),
    conflict: {
      key: 'error.boleto.cancel_conflict',
      message: 'The boleto was paid before it could be cancelled.',
    },
  },
  acceptedSchema: boletoRecordSchema as z.ZodType<BoletoRecord>,
  cache: boletoKept.cache,
  view: boletoKept.view,
  unknownOutcome: {
    key: 'error.boleto.cancel_unknown_outcome',
    message: 'The bank may or may not have cancelled the boleto; it is kept to be checked.',
  },
};
