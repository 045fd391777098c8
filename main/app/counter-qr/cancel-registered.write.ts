import { AppFailure, type RegisteredCounterQr } from '../../../preload/contract/index.ts';
import { registeredCounterQrRepo } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import { staticQrCodeSchema, type StaticQrCode } from '../../domain/wire/static-qr.ts';
import { cancelStaticQrCode, getStaticQrCode } from '../../service/static-qr.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { cachedCode, codeRowOf } from './registered-code.ts';

/** The code to cancel, as this computer has it. */
export interface CounterQrCancelInput {
  correlationId: string;
  current: RegisteredCounterQr;
}

export interface CounterQrCancelRequest {
  correlationId: string;
}

/** The bank's answer to cancelling an active code: it refuses a code already cancelled. */
export function alreadyCancelled(): AppFailure {
  return new AppFailure('rejected', 'This counter QR is already cancelled at the bank.', {
    key: 'error.counter_qr.already_cancelled',
  });
}

/**
 * Cancelling a registered counter QR (`PATCH /baas/api/v2/pix/qrcode/static/{id}/cancel`, the
 * SDK's route), known by its correlationId. The cancel answers nothing the app reads, so the
 * code is read once after it; a 2xx whose code is still active is no answer and the pipeline
 * reads it back: CANCELLED → done, still ACTIVE → the same cancel again. A static code is never
 * paid "for good", so there is no conflict to tell.
 */
export const counterQrCancel: WriteDescriptor<
  CounterQrCancelInput,
  CounterQrCancelRequest,
  StaticQrCode,
  RegisteredCounterQr
> = {
  kind: 'counter-qr:cancel',
  presentation: { words: 'counter-qr-cancel', opens: 'counter-qr' },
  resource: 'pix',
  movesMoneyOut: false,
  newIdentity: (input) => input.correlationId,
  request: (input) => ({ correlationId: input.correlationId }),
  summary: ({ current }) => ({
    amountCents: current.amountCents ?? 0,
    label: current.description ?? current.key,
    dated: null,
  }),
  async send(client, request) {
    await cancelStaticQrCode(client, request.correlationId);
    const record = await getStaticQrCode(client, request.correlationId);
    if (record.status !== 'CANCELLED') {
      throw new AppFailure('unknown_outcome', 'The bank said yes, but the code is not cancelled.', {
        key: 'error.counter_qr.cancel_unknown_outcome',
      });
    }
    return record;
  },
  // The bank refuses only a code it already cancelled (its 422).
  refusal: (failure) =>
    failure.error.code === 'rejected' && failure.error.params?.status === 422
      ? alreadyCancelled()
      : failure,
  resolution: {
    how: 'read-back',
    read: (client, request) => getStaticQrCode(client, request.correlationId),
    isSameRecord: (record) => record.status === 'CANCELLED',
    differs: 'resend',
  },
  acceptedSchema: staticQrCodeSchema,
  cache: (session, record, syncedAt) =>
    registeredCounterQrRepo(session.db).upsertCode(codeRowOf(record, {}, syncedAt), syncedAt),
  view: (session, correlationId) => cachedCode(session, correlationId),
  unknownOutcome: {
    key: 'error.counter_qr.cancel_unknown_outcome',
    message:
      'The bank may or may not have cancelled the counter QR; it is kept to be checked with the bank.',
  },
};
