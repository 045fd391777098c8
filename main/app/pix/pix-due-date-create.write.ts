import { randomUUID } from 'node:crypto';
import {
  AppFailure,
  type PixCodeView,
  type PixDueDateInputParsed,
} from '../../../preload/contract/index.ts';
import {
  dueDateQrCodeSchema,
  type CreateDueDateQrCodeRequest,
  type DueDateQrCode,
} from '../../domain/wire/pix.ts';
import { formTaxIssues, toWireDueDateRequest } from '../../service/mapping/pix-mapping.ts';
import { reaisToCents } from '../../domain/money.ts';
import { getDueDateQrCode } from '../../service/pix.ts';
import { createDueDateQrCode } from '../../service/writes/pix.ts';
import { withKnownPayer } from '../../cache/pix/known-document.ts';
import { createdPixView } from './pix-view.ts';
import { dueChargeSummary } from '../pipeline/due-charge-summary.ts';
import type { GivenIdentity, WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** Creating a due-date Pix QR code: known by its correlationId, read back by it (spec 4.7). */
export const pixDueDateCreate: WriteDescriptor<
  PixDueDateInputParsed & GivenIdentity,
  CreateDueDateQrCodeRequest,
  DueDateQrCode,
  PixCodeView
> = {
  kind: 'pix:create-due-date',
  presentation: { words: 'pix-due-date', opens: 'pix' },
  resource: 'pix',
  movesMoneyOut: false,
  check(input) {
    const fields = formTaxIssues(input.amountCents, input.dueDate, input.taxes);
    if (Object.keys(fields).length > 0) {
      throw new AppFailure('validation', 'Some fields are not valid.', { fields });
    }
  },
  newIdentity: (input) => input.identity ?? randomUUID(),
  request: (input, correlationId) => toWireDueDateRequest(input, correlationId),
  summary: dueChargeSummary,
  send: createDueDateQrCode,
  resolution: {
    how: 'read-back',
    read: (client, request) => getDueDateQrCode(client, request.correlationId),
    // The one we asked for: same due date and original amount (the payer's document comes
    // back masked).
    isSameRecord: (record, request) =>
      record.correlationId === request.correlationId &&
      record.dueDate.slice(0, 10) === request.dueDate &&
      reaisToCents(record.originalAmount) === reaisToCents(request.amount),
    differs: 'conflict',
    conflict: {
      key: 'error.pix.correlation_reused',
      message: 'Another Pix QR code already uses this correlationId.',
    },
  },
  acceptedSchema: dueDateQrCodeSchema,
  // The answer masks the payer's document; the one sent is shown in full.
  cache: (session, record, syncedAt, request) =>
    session.pix.upsertPixCodes(
      [withKnownPayer(record, [request.payer.document])],
      'due-date',
      syncedAt,
    ),
  view: createdPixView,
  unknownOutcome: {
    key: 'error.pix.unknown_outcome',
    message: 'The Pix QR code may or may not have been created; it was kept to be checked.',
  },
};
