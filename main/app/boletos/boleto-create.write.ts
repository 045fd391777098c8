import { randomUUID } from 'node:crypto';
import type { BoletoInputParsed, BoletoView } from '../../../preload/contract/index.ts';
import {
  boletoRecordSchema,
  type BoletoRecord,
  type CreateBoletoRequest,
} from '../../domain/wire/boletos.ts';
import { reaisToCents } from '../../domain/money.ts';
import { createBoleto } from '../../service/writes/boletos.ts';
import { toWireBoletoRequest } from '../../service/mapping/boleto-mapping.ts';
import { dueChargeSummary } from '../pipeline/due-charge-summary.ts';
import { boletoKept } from './boleto-kept.ts';
import type { GivenIdentity, WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** Issuing a boleto: known by its correlationId, read back by it (spec 4.2). */
export const boletoCreate: WriteDescriptor<
  BoletoInputParsed & GivenIdentity,
  CreateBoletoRequest,
  BoletoRecord,
  BoletoView
> = {
  kind: 'boleto:create',
  presentation: { words: 'boleto', opens: 'boleto' },
  resource: 'boletos',
  movesMoneyOut: false,
  newIdentity: (input) => input.identity ?? randomUUID(),
  request: (input, correlationId) => toWireBoletoRequest(input, correlationId),
  summary: dueChargeSummary,
  send: createBoleto,
  resolution: {
    how: 'read-back',
    read: boletoKept.read,
    // The one we asked for: same type, our number and amount.
    isSameRecord: (record, request) =>
      record.type === request.type &&
      record.yourNumber === request.yourNumber &&
      reaisToCents(record.amount) === reaisToCents(request.Amount),
    differs: 'conflict',
    conflict: {
      key: 'error.boleto.correlation_reused',
      message: 'Another boleto already uses this correlationId.',
    },
  },
  acceptedSchema: boletoRecordSchema,
  cache: boletoKept.cache,
  view: boletoKept.view,
  unknownOutcome: {
    key: 'error.boleto.unknown_outcome',
    message: 'The boleto may or may not have been created.',
  },
};
