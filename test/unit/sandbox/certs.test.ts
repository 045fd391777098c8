import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecureContext } from 'node:tls';
import {
  ensureSandboxCertificates,
  generatePrivateKeyPem,
  issueCertificate,
  positiveSerialHex,
} from '../../../main/sandbox/http/certs.ts';

describe('sandbox certificates', () => {
  it('makes a CA, a 127.0.0.1/localhost server certificate and a client certificate once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-certs-'));
    try {
      const paths = await ensureSandboxCertificates(dir);
      const ca = new X509Certificate(readFileSync(paths.caCert));
      const server = new X509Certificate(readFileSync(paths.serverCert));
      const client = new X509Certificate(readFileSync(paths.clientCert));
      expect(ca.ca).toBe(true);
      expect(server.verify(ca.publicKey)).toBe(true);
      expect(client.verify(ca.publicKey)).toBe(true);
      expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
      expect(server.checkHost('localhost')).toBe('localhost');
      expect(statSync(paths.serverKey).mode & 0o777).toBe(0o600);
      expect(statSync(paths.clientKey).mode & 0o777).toBe(0o600);
      const again = await ensureSandboxCertificates(dir);
      expect(readFileSync(again.caCert, 'utf8')).toBe(readFileSync(paths.caCert, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('issues certificates with chosen validity and issuer', () => {
    const otherCa = issueCertificate({ commonName: 'Other CA', usage: 'ca' });
    const expired = issueCertificate({
      commonName: 'old',
      usage: 'client',
      issuer: otherCa,
      notBefore: new Date('2020-01-01'),
      notAfter: new Date('2020-02-01'),
    });
    const cert = new X509Certificate(expired.certPem);
    expect(new Date(cert.validTo).getTime()).toBe(new Date('2020-02-01').getTime());
    expect(cert.verify(new X509Certificate(otherCa.certPem).publicKey)).toBe(true);
    expect(cert.ca).toBe(false);
  });
});

describe('certificate serial numbers', () => {
  it('always load in OpenSSL: minimal, positive DER integers, whatever the random bytes', () => {
    const keyPem = generatePrivateKeyPem();
    for (let i = 0; i < 100; i++) {
      const issued = issueCertificate({ commonName: `serial-${i}`, usage: 'server', keyPem });
      // Throws "illegal padding" for a serial with a superfluous leading zero byte.
      createSecureContext({ cert: issued.certPem, key: issued.keyPem });
    }
  }, 60_000);

  it('draws the first byte from 0x40–0x7F', () => {
    for (let i = 0; i < 2000; i++) {
      const first = Number.parseInt(positiveSerialHex().slice(0, 2), 16);
      expect(first).toBeGreaterThanOrEqual(0x40);
      expect(first).toBeLessThan(0x80);
    }
  });
});
