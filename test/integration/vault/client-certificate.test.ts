import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../preload/contract/errors.ts';
import {
  certificateFileName,
  certificateDataKeyAccount,
} from '../../../main/vault/client-certificate.ts';
import type { CertificateSource } from '../../../main/vault/certificate-source.ts';
import { createVault } from '../../../main/vault/vault.ts';
import { keyringMissing, testKeychain } from './keyring-session.ts';
import { encryptKeyPem, makeIdentity, makePkcs12 } from './make-certs.ts';

const day = 24 * 60 * 60 * 1000;

/** The AppFailure's error a promise rejects with (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>) {
  const failure = await promise.then(
    () => expect.unreachable('expected an AppFailure'),
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(AppFailure);
  return (failure as AppFailure).error;
}

// Skipped without a D-Bus session (Linux): the data key lives in the real keyring. Run
// under `bash scripts/with-keyring.sh …` (as CI and `npm test` do).
describe.skipIf(keyringMissing)(
  'client certificate (real keyring; needs scripts/with-keyring.sh)',
  () => {
    const keychain = testKeychain();
    const vault = createVault({ keychain });
    const identity = makeIdentity();
    const profileIds: string[] = [];
    let dir = '';
    let profileId = '';

    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'balcao-vault-'));
      profileId = `perfil-${profileIds.length}`;
      profileIds.push(profileId);
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    afterAll(async () => {
      for (const id of profileIds) await keychain.deleteSecret(certificateDataKeyAccount(id));
    });

    function importSource(source: CertificateSource, now = new Date()) {
      return vault.importClientCertificate({ profileId, dir, source, now });
    }

    it('imports a PEM certificate and key and loads them back', async () => {
      const summary = await importSource({
        kind: 'pem',
        certPem: identity.certPem,
        keyPem: identity.keyPem,
      });
      const x509 = new X509Certificate(identity.certPem);
      expect(summary).toEqual({
        subject: 'CN=Loja Teste LTDA, O=Balcao Testes, C=BR',
        issuer: 'CN=Balcao Test CA, O=Balcao Testes, C=BR',
        serialNumber: x509.serialNumber,
        notBefore: x509.validFromDate.toISOString(),
        notAfter: x509.validToDate.toISOString(),
        fingerprint256: x509.fingerprint256,
      });
      const loaded = await vault.loadClientCertificate(profileId, dir);
      expect(loaded?.summary).toEqual(summary);
      expect(new X509Certificate(loaded!.certPem).fingerprint256).toBe(x509.fingerprint256);
      expect(loaded?.keyPem).toContain('-----BEGIN PRIVATE KEY-----');
      expect(loaded?.chainPem).toBeNull();
      expect(await vault.certificateSummary(profileId, dir)).toEqual(summary);
    });

    it('keeps the chain that follows the certificate in the PEM', async () => {
      await importSource({
        kind: 'pem',
        certPem: identity.certPem + identity.caPem,
        keyPem: identity.keyPem,
      });
      const loaded = await vault.loadClientCertificate(profileId, dir);
      expect(new X509Certificate(loaded!.chainPem!).subject).toContain('Balcao Test CA');
    });

    it('imports an encrypted PKCS#8 key with the right passphrase', async () => {
      const keyPem = encryptKeyPem(identity.keyPem, 'senha certa');
      expect(keyPem).toContain('ENCRYPTED PRIVATE KEY');
      await importSource({
        kind: 'pem',
        certPem: identity.certPem,
        keyPem,
        passphrase: 'senha certa',
      });
      const loaded = await vault.loadClientCertificate(profileId, dir);
      // Stored unencrypted inside the encrypted file, so the TLS client needs no passphrase.
      expect(loaded?.keyPem).toContain('-----BEGIN PRIVATE KEY-----');
    });

    it('refuses an encrypted key with a wrong or missing passphrase', async () => {
      const keyPem = encryptKeyPem(identity.keyPem, 'senha certa');
      for (const passphrase of ['senha errada', undefined]) {
        const error = await failureOf(
          importSource({ kind: 'pem', certPem: identity.certPem, keyPem, passphrase }),
        );
        expect(error).toMatchObject({
          code: 'certificate',
          key: 'error.certificate.wrong_passphrase',
        });
        expect(error.message).not.toContain('senha');
      }
      expect(await vault.loadClientCertificate(profileId, dir)).toBeNull();
    });

    it('imports a PKCS#12 file with the right passphrase (AES-256 and 3DES)', async () => {
      for (const algorithm of ['aes256', '3des'] as const) {
        const data = makePkcs12(identity, 'senha-p12', algorithm);
        const summary = await importSource({ kind: 'pkcs12', data, passphrase: 'senha-p12' });
        expect(summary.fingerprint256).toBe(new X509Certificate(identity.certPem).fingerprint256);
        const loaded = await vault.loadClientCertificate(profileId, dir);
        expect(new X509Certificate(loaded!.chainPem!).subject).toContain('Balcao Test CA');
      }
    });

    it('refuses a PKCS#12 file with a wrong passphrase', async () => {
      const data = makePkcs12(identity, 'senha-p12');
      const error = await failureOf(importSource({ kind: 'pkcs12', data, passphrase: 'errada' }));
      expect(error).toMatchObject({
        code: 'certificate',
        key: 'error.certificate.wrong_passphrase',
      });
    });

    it.skipIf(!hasOpenssl())(
      'imports an EC PKCS#12 file made by OpenSSL 3 (forge alone cannot read EC)',
      async () => {
        const work = join(dir, 'openssl');
        execFileSync('sh', [
          '-c',
          `mkdir -p "${work}" && cd "${work}" &&
       openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout k.pem -out c.pem -days 2 -subj /CN=Loja-EC 2>/dev/null &&
       openssl pkcs12 -export -in c.pem -inkey k.pem -out id.p12 -passout pass:senha-ec`,
        ]);
        const data = await readFile(join(work, 'id.p12'));
        const summary = await importSource({ kind: 'pkcs12', data, passphrase: 'senha-ec' });
        expect(summary.subject).toBe('CN=Loja-EC');
        const error = await failureOf(importSource({ kind: 'pkcs12', data, passphrase: 'errada' }));
        expect(error.key).toBe('error.certificate.wrong_passphrase');
      },
    );

    it('refuses an expired certificate', async () => {
      const expired = makeIdentity({
        notBefore: new Date(Date.now() - 60 * day),
        notAfter: new Date(Date.now() - day),
      });
      const error = await failureOf(
        importSource({ kind: 'pem', certPem: expired.certPem, keyPem: expired.keyPem }),
      );
      expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.expired' });
    });

    it('checks validity against the clock it is given', async () => {
      const source = { kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem } as const;
      const later = await failureOf(importSource(source, new Date(Date.now() + 60 * day)));
      expect(later.key).toBe('error.certificate.expired');
      const earlier = await failureOf(importSource(source, new Date(Date.now() - 2 * day)));
      expect(earlier.key).toBe('error.certificate.not_yet_valid');
    });

    it('refuses a certificate that is not valid yet', async () => {
      const future = makeIdentity({
        notBefore: new Date(Date.now() + day),
        notAfter: new Date(Date.now() + 60 * day),
      });
      const error = await failureOf(
        importSource({ kind: 'pem', certPem: future.certPem, keyPem: future.keyPem }),
      );
      expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.not_yet_valid' });
    });

    it('refuses a key that belongs to another certificate', async () => {
      const other = makeIdentity();
      const error = await failureOf(
        importSource({ kind: 'pem', certPem: identity.certPem, keyPem: other.keyPem }),
      );
      expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.key_mismatch' });
    });

    it('refuses malformed input', async () => {
      const cases: CertificateSource[] = [
        { kind: 'pem', certPem: 'não é um certificado', keyPem: identity.keyPem },
        {
          kind: 'pem',
          certPem: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n',
          keyPem: identity.keyPem,
        },
        {
          kind: 'pem',
          certPem: identity.certPem,
          keyPem: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
        },
        { kind: 'pkcs12', data: new TextEncoder().encode('não é um p12'), passphrase: 'x' },
        { kind: 'pkcs12', data: new Uint8Array(), passphrase: 'x' },
      ];
      for (const source of cases) {
        const error = await failureOf(importSource(source));
        expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.malformed' });
      }
    });

    it('refuses a certificate without a private key', async () => {
      const pem = await failureOf(
        importSource({ kind: 'pem', certPem: identity.certPem, keyPem: '' }),
      );
      expect(pem).toMatchObject({ code: 'certificate', key: 'error.certificate.no_key' });
      const certOnlyAsKey = await failureOf(
        importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.certPem }),
      );
      expect(certOnlyAsKey.key).toBe('error.certificate.no_key');
    });

    it('writes the file with mode 0600, atomically, with nothing readable in it', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      expect(await readdir(dir)).toEqual([certificateFileName]); // no temporary file left over
      const path = join(dir, certificateFileName);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      const contents = await readFile(path);
      expect(contents.subarray(0, 10).toString('ascii')).toBe('BALCAOCERT');
      const text = contents.toString('latin1');
      expect(text).not.toContain('BEGIN');
      const keyBody = identity.keyPem.split('\n')[5]!;
      expect(text).not.toContain(keyBody);
    });

    it('keeps only a 32-byte data key in the keychain, under cert-key:<profile>', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      const dataKey = await keychain.getSecret(certificateDataKeyAccount(profileId));
      expect(Buffer.from(dataKey!, 'base64')).toHaveLength(32);
    });

    it('replaces a certificate with a new one', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      const next = makeIdentity({ commonName: 'Loja Nova LTDA' });
      await importSource({ kind: 'pem', certPem: next.certPem, keyPem: next.keyPem });
      expect((await vault.certificateSummary(profileId, dir))?.subject).toContain('Loja Nova LTDA');
    });

    it('detects tampering with the file', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      const path = join(dir, certificateFileName);
      const original = await readFile(path);
      for (const offset of [3, 12, 30, original.length - 1]) {
        const changed = Buffer.from(original);
        changed[offset]! ^= 0x01;
        await writeFile(path, changed);
        const error = await failureOf(vault.loadClientCertificate(profileId, dir));
        expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.tampered' });
      }
      await writeFile(path, original.subarray(0, 20));
      expect((await failureOf(vault.certificateSummary(profileId, dir))).key).toBe(
        'error.certificate.tampered',
      );
    });

    it('does not open another profile’s file', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      const otherProfile = `${profileId}-outro`;
      profileIds.push(otherProfile);
      const otherDir = await mkdtemp(join(tmpdir(), 'balcao-vault-'));
      try {
        await vault.importClientCertificate({
          profileId: otherProfile,
          dir: otherDir,
          source: { kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem },
          now: new Date(),
        });
        // The other profile's file, read with this profile's data key.
        await writeFile(
          join(dir, certificateFileName),
          await readFile(join(otherDir, certificateFileName)),
        );
        expect((await failureOf(vault.loadClientCertificate(profileId, dir))).key).toBe(
          'error.certificate.tampered',
        );
      } finally {
        await rm(otherDir, { recursive: true, force: true });
      }
    });

    it('says so when the data key has gone from the keychain', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      await keychain.deleteSecret(certificateDataKeyAccount(profileId));
      const error = await failureOf(vault.loadClientCertificate(profileId, dir));
      expect(error).toMatchObject({
        code: 'certificate',
        key: 'error.certificate.data_key_missing',
      });
    });

    it('removes the file and the data key', async () => {
      await importSource({ kind: 'pem', certPem: identity.certPem, keyPem: identity.keyPem });
      await vault.removeClientCertificate(profileId, dir);
      expect(await readdir(dir)).toEqual([]);
      expect(await keychain.getSecret(certificateDataKeyAccount(profileId))).toBeNull();
      expect(await vault.loadClientCertificate(profileId, dir)).toBeNull();
      expect(await vault.certificateSummary(profileId, dir)).toBeNull();
      await expect(vault.removeClientCertificate(profileId, dir)).resolves.toBeUndefined();
    });

    it('answers null when no certificate was ever imported', async () => {
      expect(await vault.loadClientCertificate(profileId, join(dir, 'nada'))).toBeNull();
    });
  },
);

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
