import { type PixKeyEntryType } from '../domain/wire/pix-keys.ts';

/** Pix key registration (spec 4.14). */

export const ENTRIES = '/baas/api/v1/pix/dict/entries';

export interface CreatePixKeyInput {
  entryType: PixKeyEntryType;
  /** The e-mail, phone or document to register; none for EVP. */
  key?: string | undefined;
  /** GUID created once for this registration, kept with the intent before sending. */
  idempotencyKey: string;
}
