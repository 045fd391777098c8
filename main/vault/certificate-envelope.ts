import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { certificateFailure } from './certificate-failure.ts';

/*
 * The encrypted certificate file:
 *
 *   magic "BALCAOCERT" (10) | version 0x01 (1) | IV (12) | GCM tag (16) | ciphertext
 *
 * AES-256-GCM under a per-profile data key that lives in the OS keychain. The magic and
 * version are authenticated as additional data, so a changed header fails like a changed
 * body. The version lets a later format be read beside this one.
 */
const magic = Buffer.from('BALCAOCERT', 'ascii');
const version = 1;
const header = Buffer.concat([magic, Buffer.from([version])]);
const ivLength = 12;
const tagLength = 16;

/** Length in bytes of an envelope's data key (AES-256). */
export const dataKeyLength = 32;

/** A fresh random data key. */
export function newDataKey(): Buffer {
  return randomBytes(dataKeyLength);
}

/** Encrypts `plaintext` into the file format above, with a fresh random IV. */
export function sealEnvelope(plaintext: Buffer, dataKey: Buffer): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv, { authTagLength: tagLength });
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

function tampered(reason: string) {
  return certificateFailure(
    'error.certificate.tampered',
    `The stored client certificate ${reason}. Remove it and import the certificate again.`,
  );
}

/**
 * Decrypts a file written by {@link sealEnvelope}. Throws AppFailure 'certificate'
 * `tampered` when the file was changed, cut short or is not ours.
 */
export function openEnvelope(file: Buffer, dataKey: Buffer): Buffer {
  if (
    file.length < header.length + ivLength + tagLength ||
    !file.subarray(0, magic.length).equals(magic)
  ) {
    throw tampered('is not a Balcão certificate file');
  }
  if (file[magic.length] !== version) {
    throw tampered(`has an unknown format version (${file[magic.length]})`);
  }
  const ivStart = header.length;
  const tagStart = ivStart + ivLength;
  const bodyStart = tagStart + tagLength;
  const decipher = createDecipheriv('aes-256-gcm', dataKey, file.subarray(ivStart, tagStart), {
    authTagLength: tagLength,
  });
  decipher.setAAD(header);
  decipher.setAuthTag(file.subarray(tagStart, bodyStart));
  try {
    return Buffer.concat([decipher.update(file.subarray(bodyStart)), decipher.final()]);
  } catch {
    throw tampered('failed its integrity check (changed on disk, or encrypted under another key)');
  }
}
