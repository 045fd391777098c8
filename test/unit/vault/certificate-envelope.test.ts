import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../preload/contract/errors.ts';
import {
  newDataKey,
  openEnvelope,
  sealEnvelope,
} from '../../../main/vault/certificate-envelope.ts';

const plaintext = Buffer.from(JSON.stringify({ certPem: 'c', keyPem: 'k' }));

function tamperedKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppFailure) return error.error.key;
    throw error;
  }
  return undefined;
}

describe('certificate envelope (AES-256-GCM)', () => {
  it('round-trips, with a versioned header and a fresh IV each time', () => {
    const key = newDataKey();
    const first = sealEnvelope(plaintext, key);
    const second = sealEnvelope(plaintext, key);
    expect(first.subarray(0, 11)).toEqual(Buffer.from('BALCAOCERT\x01', 'latin1'));
    expect(first.subarray(11, 23)).not.toEqual(second.subarray(11, 23));
    expect(openEnvelope(first, key)).toEqual(plaintext);
    expect(openEnvelope(second, key)).toEqual(plaintext);
  });

  it('detects a change anywhere in the file', () => {
    const key = newDataKey();
    const sealed = sealEnvelope(plaintext, key);
    for (let offset = 0; offset < sealed.length; offset++) {
      const changed = Buffer.from(sealed);
      changed[offset]! ^= 0x80;
      expect(
        tamperedKey(() => openEnvelope(changed, key)),
        `byte ${offset}`,
      ).toBe('error.certificate.tampered');
    }
  });

  it('refuses another key, a cut file and an unknown version', () => {
    const key = newDataKey();
    const sealed = sealEnvelope(plaintext, key);
    expect(tamperedKey(() => openEnvelope(sealed, newDataKey()))).toBe(
      'error.certificate.tampered',
    );
    expect(tamperedKey(() => openEnvelope(sealed.subarray(0, 30), key))).toBe(
      'error.certificate.tampered',
    );
    const newer = Buffer.from(sealed);
    newer[10] = 2;
    expect(tamperedKey(() => openEnvelope(newer, key))).toBe('error.certificate.tampered');
  });
});
