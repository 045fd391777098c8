import { z } from 'zod';
import { pixKeyCreateInputSchema, registeredPixKeySchema } from '../schemas/pix-keys.ts';

const none = z.object({}).strict().default({});

/** Pix keys of the account: registering a random key, and the keys registered from here. */
export const pixKeyOperations = {
  /** Registers a random (EVP) key through the write pipeline, with its `IdempotencyKey`. */
  'pix-keys:create': { input: pixKeyCreateInputSchema, output: registeredPixKeySchema },
  /** The keys registered from this computer, newest first (works offline). */
  'pix-keys:list': { input: none, output: z.array(registeredPixKeySchema) },
} as const;
