import { generateKeyPair, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';
import { ensurePrivateDir, tightenFiles, writePrivateFile } from '../private-files.ts';

const require = createRequire(import.meta.url);
/** node-forge, loaded on first use: only a first start issues certificates; later starts read them from disk. */
const forge = (): typeof Forge => require('node-forge') as typeof Forge;

/**
 * Certificates of the local sandbox: a CA made on first start, a server certificate for the
 * loopback address, and a client certificate for the demo account (mutual TLS on `/v1/pix`).
 * Keys come from node:crypto (native, fast); node-forge only assembles and signs the X.509.
 */

/** Paths of the sandbox's PEM files. */
export interface SandboxCertificatePaths {
  caCert: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
}

/** A certificate and its private key, both PEM. */
export interface IssuedCertificate {
  certPem: string;
  keyPem: string;
}

/** What a certificate is for; sets basic constraints, key usage and extended key usage. */
export type CertificateUsage = 'ca' | 'server' | 'client';

export interface IssueCertificateOptions {
  commonName: string;
  usage: CertificateUsage;
  /** Signing CA; omitted → self-signed (a root CA, or a stray certificate for tests). */
  issuer?: IssuedCertificate;
  /** Subject alternative names of a server certificate. */
  dnsNames?: string[];
  ipAddresses?: string[];
  /** Defaults: one minute ago (clock skew) to `validityDays` later. */
  notBefore?: Date;
  notAfter?: Date;
  validityDays?: number;
  /** Reuse a key (PEM) instead of generating one. */
  keyPem?: string;
}

// ASCII only: some TLS stacks compare names byte-wise and mangle non-ASCII subjects.
const ORGANIZATION = 'Balcao local sandbox';
const DAY_MS = 86_400_000;

/** A fresh RSA 2048 private key, PKCS#1 PEM (the form node-forge reads). */
export function generatePrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

/** The same, generated off the main thread (libuv's pool): three keys take the time of one. */
function generatePrivateKeyPemAsync(): Promise<string> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    );
  });
}

/**
 * Issues one certificate. Flexible enough for tests: an expired client certificate
 * (`notAfter` in the past), one from another CA (`issuer` of a second self-signed CA), a
 * self-signed leaf (`issuer` omitted).
 */
export function issueCertificate(options: IssueCertificateOptions): IssuedCertificate {
  const keyPem = options.keyPem ?? generatePrivateKeyPem();
  const privateKey = forge().pki.privateKeyFromPem(keyPem) as Forge.pki.rsa.PrivateKey;
  const publicKey = forge().pki.setRsaPublicKey(privateKey.n, privateKey.e);

  const cert = forge().pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = positiveSerialHex();
  const notBefore = options.notBefore ?? new Date(Date.now() - 60_000);
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter =
    options.notAfter ?? new Date(notBefore.getTime() + (options.validityDays ?? 825) * DAY_MS);

  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: ORGANIZATION },
  ];
  cert.setSubject(subject);

  let signingKey = privateKey;
  if (options.issuer) {
    const issuerCert = forge().pki.certificateFromPem(options.issuer.certPem);
    cert.setIssuer(issuerCert.subject.attributes);
    signingKey = forge().pki.privateKeyFromPem(options.issuer.keyPem) as Forge.pki.rsa.PrivateKey;
  } else {
    cert.setIssuer(subject);
  }

  cert.setExtensions(extensionsFor(options));
  cert.sign(signingKey, forge().md.sha256.create());
  return { certPem: forge().pki.certificateToPem(cert), keyPem };
}

function extensionsFor(options: IssueCertificateOptions): object[] {
  const keyIdentifier = { name: 'subjectKeyIdentifier' };
  switch (options.usage) {
    case 'ca':
      return [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        keyIdentifier,
      ];
    case 'server':
      return [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            ...(options.dnsNames ?? []).map((value) => ({ type: 2, value })),
            ...(options.ipAddresses ?? []).map((ip) => ({ type: 7, ip })),
          ],
        },
        keyIdentifier,
      ];
    case 'client':
      return [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', clientAuth: true },
        keyIdentifier,
      ];
  }
}

/**
 * Returns the sandbox's certificate files in `dir`, creating them on first start only: later
 * starts reuse them, so a client that trusted the CA (or stored the client certificate)
 * keeps working. The folder is 0700 and every file in it 0600 (./private-files.ts), those of
 * an earlier run tightened.
 */
export async function ensureSandboxCertificates(dir: string): Promise<SandboxCertificatePaths> {
  const paths: SandboxCertificatePaths = {
    caCert: join(dir, 'ca.pem'),
    serverCert: join(dir, 'server.pem'),
    serverKey: join(dir, 'server-key.pem'),
    clientCert: join(dir, 'client.pem'),
    clientKey: join(dir, 'client-key.pem'),
  };
  const caKeyPath = join(dir, 'ca-key.pem');
  const files = [...Object.values(paths), caKeyPath];
  ensurePrivateDir(dir);
  if (files.every((path) => existsSync(path))) {
    // Made by an earlier version, perhaps with the umask's modes.
    tightenFiles(...files);
    return paths;
  }

  // The keys are the slow part of a first start: made at once, while the event loop serves.
  const [caKey, serverKey, clientKey] = await Promise.all(
    [0, 1, 2].map(() => generatePrivateKeyPemAsync()),
  );
  // The CA outlives the leaves so that renewing a leaf never forces clients to re-trust.
  const ca = issueCertificate({
    commonName: 'Balcao Sandbox Local CA',
    usage: 'ca',
    validityDays: 3650,
    keyPem: caKey,
  });
  const server = issueCertificate({
    commonName: 'localhost',
    usage: 'server',
    issuer: ca,
    dnsNames: ['localhost'],
    ipAddresses: ['127.0.0.1'],
    keyPem: serverKey,
  });
  const client = issueCertificate({
    commonName: 'Balcao sandbox demo account',
    usage: 'client',
    issuer: ca,
    keyPem: clientKey,
  });

  writePrivateFile(caKeyPath, ca.keyPem);
  writePrivateFile(paths.caCert, ca.certPem);
  writePrivateFile(paths.serverKey, server.keyPem);
  writePrivateFile(paths.serverCert, server.certPem);
  writePrivateFile(paths.clientKey, client.keyPem);
  writePrivateFile(paths.clientCert, client.certPem);
  return paths;
}

/** Reads the CA (certificate and key) of a sandbox directory, e.g. to issue more client certificates. */
export function readSandboxCa(dir: string): IssuedCertificate {
  return {
    certPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    keyPem: readFileSync(join(dir, 'ca-key.pem'), 'utf8'),
  };
}

/**
 * A random 16-byte serial whose first byte is 0x40–0x7F: high bit clear (a DER INTEGER with
 * it set reads as negative) and never zero (a leading zero byte is a non-minimal encoding,
 * which OpenSSL 3 refuses as "illegal padding" when it loads the certificate).
 */
export function positiveSerialHex(): string {
  const serial = randomBytes(16);
  serial[0] = 0x40 | (serial[0]! & 0x3f);
  return serial.toString('hex');
}
