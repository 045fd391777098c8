import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB and some tens of milliseconds per try on an
 * ordinary computer), the interactive-login figure of scrypt's author and OWASP's floor. The
 * passcode is short, so the cost and the lock after five wrong tries are what keep a copied
 * settings file from giving it away quickly. The parameters are stored with each hash, so a
 * later version may raise them without locking anyone out.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const passcodeHashSchema = z.object({
  kdf: z.literal('scrypt'),
  // Bounded: a hand-edited file must not make one try take minutes or gigabytes.
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 17)
    .refine((n) => (n & (n - 1)) === 0),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  /** Base64. */
  salt: z.string().min(1),
  /** Base64. */
  hash: z.string().min(1),
});
export type PasscodeHash = z.infer<typeof passcodeHashSchema>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The same passcode typed on another keyboard or system may reach us composed differently
 * (`é` as one code point or two): NFC makes them one.
 */
function derive(passcode: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      passcode.normalize('NFC'),
      salt,
      KEY_BYTES,
      // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes, plus room.
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new hash of `passcode` under a fresh random salt. */
export async function hashPasscode(
  passcode: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<PasscodeHash> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(passcode, salt, cost);
  return {
    kdf: 'scrypt',
    ...cost,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  };
}

/** Whether `passcode` is the one `stored` was made from; compared in constant time. */
export async function verifyPasscode(passcode: string, stored: PasscodeHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(passcode, Buffer.from(stored.salt, 'base64'), stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made under a lower cost than today's, to be made again at the next right passcode. */
export function weakerThan(stored: PasscodeHash, cost: ScryptCost = SCRYPT_COST): boolean {
  return stored.N < cost.N || stored.r < cost.r || stored.p < cost.p;
}
