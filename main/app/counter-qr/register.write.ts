import { randomUUID } from 'node:crypto';
import type { RegisteredCounterQr } from '../../../preload/contract/index.ts';
import { registeredCounterQrRepo } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import { decodeBrCode } from '../../domain/brcode.ts';
import { staticDescriptionText } from '../../domain/brcode-static.ts';
import { centsToReais, reaisToCents } from '../../domain/money.ts';
import {
  staticQrCodeSchema,
  type CreateStaticQrCodeRequest,
  type StaticQrCode,
} from '../../domain/wire/static-qr.ts';
import { createStaticQrCode, getStaticQrCode } from '../../service/static-qr.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { cachedCode, codeRowOf } from './registered-code.ts';

/** What registering asks for: the code's key, amount and text, and the receiver's name. */
export interface CounterQrRegisterInput {
  key: string;
  amountCents?: number | undefined;
  description?: string | undefined;
  /** The name the code carries (the business's, as the offline code writes it); left out, the bank's. */
  beneficiaryName?: string | undefined;
}

/** The code a request asks for: its key and amount, read back from what the bank holds. */
function askedFor(record: StaticQrCode): { key: string | undefined; amountCents: number | null } {
  const decoded = decodeBrCode(record.payloadPix);
  const key = decoded.ok && decoded.value.kind === 'static' ? decoded.value.key : undefined;
  const amountCents =
    typeof record.amount === 'number' && record.amount > 0
      ? reaisToCents(record.amount)
      : decoded.ok
        ? (decoded.value.amountCents ?? null)
        : null;
  return { key: record.pixKey ?? key, amountCents };
}

/**
 * Registering a counter QR with the bank (`POST /baas/api/v2/pix/qrcode/static`, the SDK's
 * route): known by the correlationId chosen here and recorded before it leaves. An unknown
 * outcome is settled by reading the code back by that correlationId
 * (`GET …/static/{correlationId}`): found with the same key and amount → done; the bank's 404
 * → the same request again; another code under it → conflict. Never a second code.
 */
export const counterQrRegister: WriteDescriptor<
  CounterQrRegisterInput,
  CreateStaticQrCodeRequest,
  StaticQrCode,
  RegisteredCounterQr
> = {
  kind: 'counter-qr:register',
  presentation: { words: 'counter-qr', opens: 'counter-qr' },
  resource: 'pix',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: (input, correlationId) => {
    const text = input.description === undefined ? '' : staticDescriptionText(input.description);
    return {
      correlationId,
      pixKey: input.key,
      ...(input.amountCents === undefined ? {} : { amount: centsToReais(input.amountCents) }),
      ...(text === '' ? {} : { additionalInfo: text }),
      ...(input.beneficiaryName ? { beneficiaryName: input.beneficiaryName } : {}),
      source: 'QR_CODE_API',
      formatResponse: 'ONLY_PAYLOAD',
    };
  },
  summary: (input) => ({
    amountCents: input.amountCents ?? 0,
    label: input.description ?? input.key,
    dated: null,
  }),
  send: createStaticQrCode,
  resolution: {
    how: 'read-back',
    read: (client, request) => getStaticQrCode(client, request.correlationId),
    isSameRecord: (record, request) => {
      const held = askedFor(record);
      return (
        record.correlationId === request.correlationId &&
        held.key === request.pixKey &&
        held.amountCents === (request.amount === undefined ? null : reaisToCents(request.amount))
      );
    },
    differs: 'conflict',
    conflict: {
      key: 'error.counter_qr.correlation_reused',
      message: 'Another QR code already uses this correlationId at the bank.',
    },
  },
  acceptedSchema: staticQrCodeSchema,
  cache: (session, record, syncedAt, request) =>
    registeredCounterQrRepo(session.db).upsertCode(
      codeRowOf(
        record,
        {
          key: request.pixKey,
          amountCents: request.amount === undefined ? null : reaisToCents(request.amount),
          description: request.additionalInfo ?? null,
        },
        syncedAt,
      ),
      syncedAt,
    ),
  view: (session, correlationId) => cachedCode(session, correlationId),
  unknownOutcome: {
    key: 'error.counter_qr.register_unknown_outcome',
    message:
      'The bank may or may not have registered the counter QR; it is kept to be checked with the bank.',
  },
};
