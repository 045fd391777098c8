import { randomUUID } from 'node:crypto';
import type { PixCodeView, PixImmediateInputParsed } from '../../../preload/contract/index.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import {
  immediateQrCodeSchema,
  type CreateImmediateQrCodeRequest,
  type ImmediateQrCode,
} from '../../domain/wire/pix.ts';
import { toWireImmediateRequest } from '../../service/mapping/pix-mapping.ts';
import { createImmediateQrCode } from '../../service/writes/pix.ts';
import { createdPixView } from './pix-view.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/**
 * Creating an immediate Pix QR code. Parked when its outcome is unknown: the service has no
 * read by correlationId (spec 4.8; its one read needs the transactionId the lost answer
 * carried), and a resend could make a second code. Nobody was shown that code, so no money
 * can reach it; the owner may discard it.
 */
export const pixImmediateCreate: WriteDescriptor<
  PixImmediateInputParsed,
  CreateImmediateQrCodeRequest,
  ImmediateQrCode,
  PixCodeView
> = {
  kind: 'pix:create-immediate',
  presentation: { words: 'pix-immediate', opens: 'pix' },
  resource: 'pix',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: (input, correlationId) => toWireImmediateRequest(input, correlationId),
  summary: (input, now) => ({
    amountCents: input.amountCents,
    label: input.payer?.name ?? input.description ?? '',
    dated: {
      meaning: 'valid-until',
      date: todayInSaoPaulo(new Date(now.getTime() + input.expiresInSeconds * 1000)),
    },
  }),
  send: createImmediateQrCode,
  resolution: { how: 'parked' },
  acceptedSchema: immediateQrCodeSchema,
  cache: (session, record, syncedAt) => session.pix.upsertPixCodes([record], 'immediate', syncedAt),
  view: createdPixView,
  unknownOutcome: {
    key: 'error.pix.unknown_outcome_immediate',
    message: 'The Pix QR code may or may not have been created, and it cannot be checked.',
  },
};
