import { AppFailure, type PixCodeView } from '../../../preload/contract/index.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  type DueDateQrCode,
  type ImmediateQrCode,
} from '../../domain/wire/pix.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { getDueDateQrCode, getImmediateQrCode } from '../../service/pix.ts';
import { cancelQrCode } from '../../service/writes/pix.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The code to cancel, as this computer has it. */
export interface PixCancelInput {
  correlationId: string;
  current: PixCodeView;
}

export interface PixCancelRequest {
  correlationId: string;
}

type PixCancel<Record> = WriteDescriptor<PixCancelInput, PixCancelRequest, Record, PixCodeView>;

/** The parts that differ between the two kinds of code: where it is cancelled and read. */
interface CodeKind<Record> {
  kind: 'immediate' | 'due-date';
  read(client: ServiceClient, correlationId: string): Promise<Record>;
  schema: PixCancel<Record>['acceptedSchema'];
  cacheAs(
    session: Parameters<PixCancel<Record>['cache']>[0],
    record: Record,
    syncedAt: string,
  ): void;
}

/**
 * Cancelling a Pix code, known by its correlationId (SDK routes, `QrCodeService::cancel…`).
 * The cancel answers nothing the app reads, so the code is read once after it; a 2xx whose
 * code is not cancelled is no answer and the pipeline reads it back: CANCELLED → done, still
 * ACTIVE → the same cancel again (a code cancelled twice is cancelled once), paid or expired
 * meanwhile → conflict, told to the owner.
 */
function pixCancel<Record extends { status: string; correlationId: string }>(
  code: CodeKind<Record>,
): PixCancel<Record> {
  return {
    kind: code.kind === 'immediate' ? 'pix:cancel-immediate' : 'pix:cancel-due-date',
    presentation: { words: 'pix-cancel', opens: 'pix' },
    resource: 'pix',
    movesMoneyOut: false,
    check(input) {
      if (input.current.status === 'CONCLUDED') {
        throw new AppFailure('rejected', 'A paid Pix QR code cannot be cancelled.', {
          key: 'error.pix.cancel_paid',
        });
      }
    },
    newIdentity: (input) => input.correlationId,
    request: (input) => ({ correlationId: input.correlationId }),
    summary: ({ current }) => ({
      amountCents: current.amountCents,
      label: current.payer?.name ?? current.description ?? '',
      dated:
        current.dueDate !== null
          ? { meaning: 'due-date', date: current.dueDate }
          : { meaning: 'valid-until', date: todayInSaoPaulo(new Date(current.expiresAt)) },
    }),
    async send(client, request) {
      await cancelQrCode(client, code.kind, request.correlationId);
      const record = await code.read(client, request.correlationId);
      if (record.status !== 'CANCELLED') {
        throw new AppFailure(
          'unknown_outcome',
          'The bank said yes, but the code is not cancelled.',
          {
            key: 'error.pix.cancel_unknown_outcome',
          },
        );
      }
      return record;
    },
    resolution: {
      how: 'read-back',
      read: (client, request) => code.read(client, request.correlationId),
      isSameRecord: (record) => record.status === 'CANCELLED',
      differs: 'by-record',
      differsBy: (record) => (record.status === 'ACTIVE' ? 'resend' : 'conflict'),
      conflict: {
        key: 'error.pix.cancel_conflict',
        message: 'The Pix QR code was paid or expired before it could be cancelled.',
      },
    },
    acceptedSchema: code.schema,
    cache: (session, record, syncedAt) => code.cacheAs(session, record, syncedAt),
    view: (session, _identity, record) => session.pix.getPixCode(record.correlationId)!,
    unknownOutcome: {
      key: 'error.pix.cancel_unknown_outcome',
      message: 'The bank may or may not have cancelled the Pix QR code; it is kept to be checked.',
    },
  };
}

export const pixImmediateCancel = pixCancel<ImmediateQrCode>({
  kind: 'immediate',
  read: getImmediateQrCode,
  schema: immediateQrCodeSchema,
  cacheAs: (session, record, syncedAt) =>
    session.pix.upsertPixCodes([record], 'immediate', syncedAt),
});

export const pixDueDateCancel = pixCancel<DueDateQrCode>({
  kind: 'due-date',
  read: getDueDateQrCode,
  schema: dueDateQrCodeSchema,
  cacheAs: (session, record, syncedAt) =>
    session.pix.upsertPixCodes([record], 'due-date', syncedAt),
});
