import { IDEMPOTENCY_KEY_HEADER } from '../../domain/wire/payments.ts';
import { pixKeyEntrySchema, type PixKeyEntry } from '../../domain/wire/pix-keys.ts';
import type { ServiceClient } from '../http-client.ts';
import { ENTRIES, type CreatePixKeyInput } from '../pix-keys.ts';

/**
 * `POST /baas/api/v1/pix/dict/entries` (spec 4.14) with its `IdempotencyKey`, once: the same
 * key sent again is answered with the same key entry. EMAIL, PHONE and DOCUMENT are refused
 * by the service through this interface (`rejected`, with its reason).
 */
export async function createPixKey(
  client: ServiceClient,
  input: CreatePixKeyInput,
): Promise<PixKeyEntry> {
  const { value } = await client.request({
    method: 'POST',
    path: ENTRIES,
    body: {
      entryType: input.entryType,
      ...(input.key === undefined ? {} : { key: input.key }),
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: pixKeyEntrySchema,
  });
  return value;
}
