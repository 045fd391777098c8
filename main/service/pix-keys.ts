import {
  pixKeyListSchema,
  type ListedPixKey,
  type PixKeyEntryType,
} from '../domain/wire/pix-keys.ts';
import type { ServiceClient } from './http-client.ts';

/**
 * The account's Pix keys: registering one (spec 4.14), and — routes the spec does not show,
 * the operator's SDK does (`PixService::getPixKeys`, `::deletePixKey`) — listing every key of
 * the account and deleting one, all on the same path.
 */

export const ENTRIES = '/baas/api/v1/pix/dict/entries';

export interface CreatePixKeyInput {
  entryType: PixKeyEntryType;
  /** The e-mail, phone or document to register; none for EVP. */
  key?: string | undefined;
  /** GUID created once for this registration, kept with the intent before sending. */
  idempotencyKey: string;
}

export interface DeletePixKeyInput {
  entryType: PixKeyEntryType;
  key: string;
  /** GUID created once for this deletion, kept with the intent before sending. */
  idempotencyKey: string;
}

/**
 * `GET /baas/api/v1/pix/dict/entries`: every key of the account, however the bank registered
 * it (here, in its own app, elsewhere). Read leniently (`pixKeyListSchema`); a read, so the
 * client may retry it.
 */
export async function listPixKeys(client: ServiceClient): Promise<ListedPixKey[]> {
  const { value } = await client.request({
    method: 'GET',
    path: ENTRIES,
    schema: pixKeyListSchema,
  });
  return value;
}
