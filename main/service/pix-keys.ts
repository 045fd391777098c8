import { IDEMPOTENCY_KEY_HEADER } from '../domain/wire/payments.ts';
import {
  pixKeyEntrySchema,
  type PixKeyEntry,
  type PixKeyEntryType,
} from '../domain/wire/pix-keys.ts';
import type { ServiceClient } from './http-client.ts';
import { sendIdempotent } from './idempotent-write.ts';

/** Pix key registration (spec 4.14). */

const ENTRIES = '/baas/api/v1/pix/dict/entries';

export interface CreatePixKeyInput {
  entryType: PixKeyEntryType;
  /** The e-mail, phone or document to register; none for EVP. */
  key?: string | undefined;
  /** GUID created once for this registration, kept with the intent before sending. */
  idempotencyKey: string;
}

/**
 * `POST /baas/api/v1/pix/dict/entries` with its `IdempotencyKey`: a lost answer is resent with
 * the same key and the service answers the same key entry (one registration). EMAIL, PHONE and
 * DOCUMENT are refused by the service through this interface (`rejected`, with its reason).
 */
export async function createPixKey(
  client: ServiceClient,
  input: CreatePixKeyInput,
): Promise<PixKeyEntry> {
  const body = {
    entryType: input.entryType,
    ...(input.key === undefined ? {} : { key: input.key }),
  };
  return sendIdempotent(
    input.idempotencyKey,
    async () =>
      (
        await client.request({
          method: 'POST',
          path: ENTRIES,
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
          schema: pixKeyEntrySchema,
        })
      ).value,
    {
      message: 'The Pix key may or may not have been registered; send it again with the same key.',
      key: 'error.pix_key.unknown_outcome',
      params: { entryType: input.entryType },
    },
  );
}
