import { mkdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { AppFailure } from '../../preload/contract/errors.ts';
import { writeFileAtomically } from './atomic-file.ts';
import { certificateFailure } from './certificate-failure.ts';
import { dataKeyLength, newDataKey, openEnvelope, sealEnvelope } from './certificate-envelope.ts';
import {
  checkClientIdentity,
  summarizeCertificate,
  type CertificateSummary,
} from './certificate-identity.ts';
import { parseCertificateSource, type CertificateSource } from './certificate-source.ts';
import type { Keychain } from './keychain.ts';

/** The encrypted certificate's file name inside a profile's folder. */
export const certificateFileName = 'client-certificate.enc';

/**
 * The keychain account of a profile's certificate data key. Only this 32-byte key goes to
 * the keychain, never the certificate: Windows' credential store caps a secret at 2,560
 * bytes, less than a certificate with its key and chain.
 */
export function certificateDataKeyAccount(profileId: string): string {
  return `cert-key:${profileId}`;
}

/** What {@link ClientCertificateStore.importClientCertificate} takes. */
export interface ImportClientCertificateRequest {
  profileId: string;
  /** The profile's folder; the encrypted file is written there. */
  dir: string;
  source: CertificateSource;
  /** The clock the validity period is checked against. */
  now: Date;
}

/** A stored client certificate, decrypted, ready for a TLS client. */
export interface LoadedClientCertificate {
  certPem: string;
  /** Unencrypted PKCS#8 PEM: keep in memory only. */
  keyPem: string;
  /** Intermediate certificates that came with it, PEM, or null. */
  chainPem: string | null;
  summary: CertificateSummary;
}

/** The client certificate (mutual TLS) of each profile, encrypted at rest. */
export interface ClientCertificateStore {
  /**
   * Checks and stores a certificate, replacing the profile's previous one. Throws
   * AppFailure 'certificate' (`wrong_passphrase`, `expired`, `not_yet_valid`,
   * `key_mismatch`, `malformed`, `no_key`) or 'keychain'; nothing is stored then.
   */
  importClientCertificate(request: ImportClientCertificateRequest): Promise<CertificateSummary>;
  /**
   * The profile's certificate, or null when none is stored. Throws AppFailure
   * 'certificate' `tampered` or `data_key_missing` when the file cannot be trusted or read.
   */
  loadClientCertificate(profileId: string, dir: string): Promise<LoadedClientCertificate | null>;
  /** The summary of the profile's certificate, or null; fails like loadClientCertificate. */
  certificateSummary(profileId: string, dir: string): Promise<CertificateSummary | null>;
  /** Deletes the encrypted file and its data key; nothing happens when none is stored. */
  removeClientCertificate(profileId: string, dir: string): Promise<void>;
}

const storedCertificateSchema = z.object({
  certPem: z.string(),
  keyPem: z.string(),
  chainPem: z.string().optional(),
});
type StoredCertificate = z.infer<typeof storedCertificateSchema>;

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The client certificate store over the given keychain. */
export function createClientCertificateStore(keychain: Keychain): ClientCertificateStore {
  async function storedDataKey(profileId: string): Promise<Buffer | null> {
    const encoded = await keychain.getSecret(certificateDataKeyAccount(profileId));
    return encoded === null ? null : Buffer.from(encoded, 'base64');
  }

  // The profile's existing key is reused: the file is then replaced by one rename, and a
  // crash at any point leaves the old or the new certificate readable, never neither.
  async function dataKeyForImport(profileId: string): Promise<Buffer> {
    const existing = await storedDataKey(profileId);
    if (existing?.length === dataKeyLength) return existing;
    const fresh = newDataKey();
    await keychain.setSecret(certificateDataKeyAccount(profileId), fresh.toString('base64'));
    return fresh;
  }

  async function loadClientCertificate(
    profileId: string,
    dir: string,
  ): Promise<LoadedClientCertificate | null> {
    let file: Buffer;
    try {
      file = await readFile(join(dir, certificateFileName));
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    const dataKey = await storedDataKey(profileId);
    if (dataKey === null) {
      throw certificateFailure(
        'error.certificate.data_key_missing',
        "The key that unlocks the stored client certificate is no longer in the system's " +
          'keychain. Import the certificate again.',
      );
    }
    let stored: StoredCertificate;
    try {
      const plaintext = openEnvelope(file, dataKey);
      stored = storedCertificateSchema.parse(JSON.parse(plaintext.toString('utf8')));
      plaintext.fill(0);
    } catch (error) {
      if (error instanceof AppFailure) throw error;
      throw certificateFailure(
        'error.certificate.tampered',
        'The stored client certificate is damaged. Remove it and import the certificate again.',
      );
    } finally {
      dataKey.fill(0);
    }
    return {
      certPem: stored.certPem,
      keyPem: stored.keyPem,
      chainPem: stored.chainPem ?? null,
      summary: summarizeCertificate(new X509Certificate(stored.certPem)),
    };
  }

  return {
    async importClientCertificate({ profileId, dir, source, now }) {
      const identity = checkClientIdentity(parseCertificateSource(source), now);
      const stored: StoredCertificate = {
        certPem: identity.leaf.toString(),
        keyPem: identity.key.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ...(identity.chain.length > 0 && {
          chainPem: identity.chain.map((certificate) => certificate.toString()).join(''),
        }),
      };
      const plaintext = Buffer.from(JSON.stringify(stored), 'utf8');
      const dataKey = await dataKeyForImport(profileId);
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFileAtomically(
          join(dir, certificateFileName),
          sealEnvelope(plaintext, dataKey),
          0o600,
        );
      } finally {
        plaintext.fill(0);
        dataKey.fill(0);
      }
      return summarizeCertificate(identity.leaf);
    },

    loadClientCertificate,

    async certificateSummary(profileId, dir) {
      return (await loadClientCertificate(profileId, dir))?.summary ?? null;
    },

    async removeClientCertificate(profileId, dir) {
      // File first: a file without its key is reported; a key without its file is not.
      await unlink(join(dir, certificateFileName)).catch((error: unknown) => {
        if (!isMissingFile(error)) throw error;
      });
      await keychain.deleteSecret(certificateDataKeyAccount(profileId));
    },
  };
}
