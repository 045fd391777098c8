import { z } from 'zod';
import {
  accountPixKeysSchema,
  pixKeyCreateInputSchema,
  pixKeyDeletedSchema,
  pixKeyDeleteInputSchema,
  registeredPixKeySchema,
} from '../schemas/pix-keys.ts';

const none = z.object({}).strict().default({});

/** Pix keys of the account: every key the bank lists, registering a random key, deleting one. */
export const pixKeyOperations = {
  /** Registers a random (EVP) key through the write pipeline, with its `IdempotencyKey`. */
  'pix-keys:create': { input: pixKeyCreateInputSchema, output: registeredPixKeySchema },
  /**
   * Every key of the account, read from the bank and kept; when the bank cannot be read, the
   * keys as last read, with when and why (works offline).
   */
  'pix-keys:list': { input: none, output: accountPixKeysSchema },
  /**
   * Deletes one of the listed keys through the write pipeline, with its `IdempotencyKey`:
   * payments to it stop arriving. A key not listed is `not_found`, with nothing sent.
   */
  'pix-keys:delete': { input: pixKeyDeleteInputSchema, output: pixKeyDeletedSchema },
} as const;
