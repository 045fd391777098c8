import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PixKey, PixKeyCreateInput } from '../../../preload/contract/index.ts';
import { PIX_KEY_ENTRY_TYPES, type PixKeyEntry } from '../../domain/wire/pix-keys.ts';
import type { CreatePixKeyInput } from '../../service/pix-keys.ts';
import { createPixKey } from '../../service/writes/pix-keys.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** The bank's answer, with the request it answers (the cache keeps the key it was sent with). */
interface AcceptedPixKey {
  entry: PixKeyEntry;
  request: CreatePixKeyInput;
}

const acceptedSchema: z.ZodType<AcceptedPixKey> = z.object({
  entry: z.object({ key: z.string(), entryType: z.enum(PIX_KEY_ENTRY_TYPES) }),
  request: z.object({
    entryType: z.enum(PIX_KEY_ENTRY_TYPES),
    key: z.string().optional(),
    idempotencyKey: z.string(),
  }),
});

async function send(client: ServiceClient, request: CreatePixKeyInput): Promise<AcceptedPixKey> {
  return { entry: await createPixKey(client, request), request };
}

function viewOf(accepted: AcceptedPixKey, syncedAt: string): PixKey {
  return {
    key: accepted.entry.key,
    entryType: accepted.entry.entryType,
    createdHere: true,
    registeredAt: syncedAt,
    syncedAt,
  };
}

/**
 * Registering a Pix key (service-spec 4.14). Not money out, but a write the bank keeps: its
 * `IdempotencyKey` (a GUID) is created once per intent and recorded with the request before it
 * leaves; an unknown outcome is settled by sending the same request with the same key, which
 * the bank answers with the same key entry and registers nothing twice.
 */
export const pixKeyCreate: WriteDescriptor<
  PixKeyCreateInput,
  CreatePixKeyInput,
  AcceptedPixKey,
  PixKey
> = {
  kind: 'pix-key:create',
  presentation: { words: 'pix-key', opens: 'pix-keys' },
  resource: 'pix-keys',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: (input, idempotencyKey) => ({ entryType: input.entryType, idempotencyKey }),
  summary: (input) => ({ amountCents: 0, label: `Pix ${input.entryType}`, dated: null }),
  send,
  resolution: { how: 'resend' },
  acceptedSchema,
  cache: (session, accepted, syncedAt) =>
    session.pixKeys.upsert({
      key: accepted.entry.key,
      entryType: accepted.entry.entryType,
      registeredAt: syncedAt,
      syncedAt,
      idempotencyKey: accepted.request.idempotencyKey,
    }),
  view: (session, _identity, accepted) =>
    session.pixKeys.get(accepted.entry.key) ?? viewOf(accepted, new Date().toISOString()),
  unknownOutcome: {
    key: 'error.pix_key.unknown_outcome',
    message:
      'The Pix key may or may not have been registered; checking it sends the same request with the same key.',
  },
};
