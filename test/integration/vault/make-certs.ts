import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/*
 * Certificates for the vault tests, made fresh in every run so that no private key is ever
 * committed. node:crypto makes the keys (fast, native); node-forge builds and signs the
 * X.509 certificates and the PKCS#12 files, which node:crypto cannot.
 */

const day = 24 * 60 * 60 * 1000;

/** A test certificate with its key, issued by a test CA. */
export interface TestIdentity {
  /** The client certificate alone. */
  certPem: string;
  /** Its private key, unencrypted PKCS#8. */
  keyPem: string;
  /** The CA that issued it. */
  caPem: string;
}

interface Issuer {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

function rsaKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function buildCertificate(options: {
  commonName: string;
  publicKeyPem: string;
  notBefore: Date;
  notAfter: Date;
  issuer: Issuer | 'self';
  selfKeyPem: string;
  isCa: boolean;
}): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  // A positive serial: the leading 0x01 keeps the high bit clear.
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = options.notBefore;
  certificate.validity.notAfter = options.notAfter;
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: 'Balcao Testes' },
    { name: 'countryName', value: 'BR' },
  ];
  certificate.setSubject(subject);
  const signer =
    options.issuer === 'self'
      ? { subject, key: forge.pki.privateKeyFromPem(options.selfKeyPem) }
      : { subject: options.issuer.certificate.subject.attributes, key: options.issuer.key };
  certificate.setIssuer(signer.subject);
  certificate.setExtensions(
    options.isCa
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
          { name: 'extKeyUsage', clientAuth: true },
        ],
  );
  certificate.sign(signer.key as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return certificate;
}

let testCa: (Issuer & { pem: string }) | undefined;

function ca(): Issuer & { pem: string } {
  if (!testCa) {
    const keys = rsaKeyPair();
    const now = Date.now();
    const certificate = buildCertificate({
      commonName: 'Balcao Test CA',
      publicKeyPem: keys.publicKeyPem,
      notBefore: new Date(now - 365 * day),
      notAfter: new Date(now + 365 * day),
      issuer: 'self',
      selfKeyPem: keys.privateKeyPem,
      isCa: true,
    });
    testCa = {
      certificate,
      key: forge.pki.privateKeyFromPem(keys.privateKeyPem) as forge.pki.rsa.PrivateKey,
      pem: forge.pki.certificateToPem(certificate),
    };
  }
  return testCa;
}

/**
 * A client certificate issued by the test CA, valid from `notBefore` to `notAfter`
 * (by default from yesterday to 30 days ahead of the real clock).
 */
export function makeIdentity(
  options: { commonName?: string; notBefore?: Date; notAfter?: Date } = {},
): TestIdentity {
  const now = Date.now();
  const keys = rsaKeyPair();
  const issuer = ca();
  const certificate = buildCertificate({
    commonName: options.commonName ?? 'Loja Teste LTDA',
    publicKeyPem: keys.publicKeyPem,
    notBefore: options.notBefore ?? new Date(now - day),
    notAfter: options.notAfter ?? new Date(now + 30 * day),
    issuer,
    selfKeyPem: keys.privateKeyPem,
    isCa: false,
  });
  return {
    certPem: forge.pki.certificateToPem(certificate),
    keyPem: keys.privateKeyPem,
    caPem: issuer.pem,
  };
}

/** The identity's key as encrypted PKCS#8 PEM (PBES2, AES-256-CBC). */
export function encryptKeyPem(keyPem: string, passphrase: string): string {
  return createPrivateKey(keyPem)
    .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
    .toString();
}

/** The identity (certificate, CA, key) as a PKCS#12 file's bytes. */
export function makePkcs12(
  identity: TestIdentity,
  passphrase: string,
  algorithm: 'aes256' | '3des' = 'aes256',
): Uint8Array {
  const key = forge.pki.privateKeyFromPem(identity.keyPem) as forge.pki.rsa.PrivateKey;
  const chain = [identity.certPem, identity.caPem].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm });
  return new Uint8Array(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
}
