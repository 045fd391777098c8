import { describe, expect, it } from 'vitest';
import {
  hashPasscode,
  passcodeHashSchema,
  SCRYPT_COST,
  verifyPasscode,
  weakerThan,
} from '../../../main/app/roles/passcode-hash.ts';

describe('the owner passcode hash (scrypt)', () => {
  it('keeps scrypt’s cost and a random salt beside the hash, never the passcode', async () => {
    const stored = await hashPasscode('caixa-2468');
    expect(passcodeHashSchema.parse(stored)).toEqual(stored);
    expect(stored).toMatchObject({ kdf: 'scrypt', N: 2 ** 15, r: 8, p: 1 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain('caixa-2468');
  });

  it('verifies the right passcode and refuses others, a one-letter difference included', async () => {
    const stored = await hashPasscode('caixa-2468');
    expect(await verifyPasscode('caixa-2468', stored)).toBe(true);
    expect(await verifyPasscode('caixa-2469', stored)).toBe(false);
    expect(await verifyPasscode('Caixa-2468', stored)).toBe(false);
    expect(await verifyPasscode('', stored)).toBe(false);
  });

  it('salts every hash afresh: the same passcode twice gives two different hashes', async () => {
    const [a, b] = await Promise.all([hashPasscode('123456'), hashPasscode('123456')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPasscode('123456', a)).toBe(true);
    expect(await verifyPasscode('123456', b)).toBe(true);
  });

  it('takes an accented passcode however its letters were composed (NFC)', async () => {
    const stored = await hashPasscode('pão-de-queijo'.normalize('NFD'));
    expect(await verifyPasscode('pão-de-queijo'.normalize('NFC'), stored)).toBe(true);
  });

  it('refuses a hash whose stored length differs instead of comparing unequal buffers', async () => {
    const stored = await hashPasscode('caixa-2468');
    const short = { ...stored, hash: Buffer.from('x').toString('base64') };
    expect(await verifyPasscode('caixa-2468', short)).toBe(false);
  });

  it('tells a hash made under a lower cost than today’s, so it is made again', async () => {
    const cheap = await hashPasscode('caixa-2468', { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPasscode('caixa-2468', cheap)).toBe(true);
    expect(weakerThan(cheap)).toBe(true);
    expect(weakerThan({ ...cheap, ...SCRYPT_COST })).toBe(false);
  });

  it('refuses stored costs a hand-edited file could use to stall the app', () => {
    const base = { kdf: 'scrypt', N: 2 ** 15, r: 8, p: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' };
    expect(passcodeHashSchema.safeParse(base).success).toBe(true);
    for (const wrong of [{ N: 2 ** 30 }, { N: 3000 }, { r: 1024 }, { p: 64 }, { kdf: 'md5' }]) {
      expect(passcodeHashSchema.safeParse({ ...base, ...wrong }).success).toBe(false);
    }
  });
});
