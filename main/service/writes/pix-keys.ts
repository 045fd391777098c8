import { AppFailure } from '../../../preload/contract/errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/wire/payments.ts';
import {
  deletePixKeyAnswerSchema,
  pixKeyEntrySchema,
  type PixKeyEntry,
} from '../../domain/wire/pix-keys.ts';
import type { ServiceClient } from '../http-client.ts';
import { ENTRIES, type CreatePixKeyInput, type DeletePixKeyInput } from '../pix-keys.ts';

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

/**
 * `DELETE /baas/api/v1/pix/dict/entries` with `{ entryType, key }` and its `IdempotencyKey`,
 * once (the SDK's `deletePixKey`). The SDK takes an empty answer (204) as done; a JSON body is
 * read leniently, and anything else under a 2xx — a gateway's page, `success: false` — is an
 * answer that cannot be read: the bank may have deleted the key, and the write pipeline settles
 * it by reading the list back. The bank's 404 (no such key) is thrown as it came.
 */
export async function deletePixKey(client: ServiceClient, input: DeletePixKeyInput): Promise<void> {
  const { status, value: text } = await client.request<string>({
    method: 'DELETE',
    path: ENTRIES,
    body: { entryType: input.entryType, key: input.key },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    expect: 'text',
  });
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unreadableDeletion(status, 'not JSON');
  }
  const answer = deletePixKeyAnswerSchema.safeParse(body);
  if (!answer.success) throw unreadableDeletion(status, 'not an object');
  if (answer.data.success === false) throw unreadableDeletion(status, 'success is false');
}

/** A 2xx the deletion cannot be read from: taken, details unknown (`pipeline/answer.ts`). */
function unreadableDeletion(status: number, detail: string): AppFailure {
  return new AppFailure('internal', `Unexpected answer from the service: ${detail}`, {
    key: 'error.service_response',
    params: { status, path: ENTRIES, answer: 'unreadable' },
  });
}
