import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';
import { AppFailure } from '../../preload/contract/errors.ts';
import { certificateFailure } from './certificate-failure.ts';

const require = createRequire(import.meta.url);
/** node-forge, loaded on first use: only a PKCS#12 file needs it, and most starts read none. */
const forge = (): typeof Forge => require('node-forge') as typeof Forge;

/** A client certificate as the user hands it over. */
export type CertificateSource =
  | {
      kind: 'pem';
      /** The certificate, optionally followed by its chain (intermediate CAs). */
      certPem: string;
      /** The private key: PKCS#8 (plain or encrypted) or PKCS#1. */
      keyPem: string;
      /** Required when the key is encrypted. */
      passphrase?: string;
    }
  | {
      kind: 'pkcs12';
      /** The .p12/.pfx file's bytes. */
      data: Uint8Array;
      passphrase: string;
    };

/** What a source contains, parsed but not yet checked against each other or the clock. */
export interface ParsedCertificateSource {
  certificates: X509Certificate[];
  key: KeyObject;
}

/**
 * Parses a PEM pair or a PKCS#12 file into node:crypto objects. Throws AppFailure
 * 'certificate' with `malformed`, `no_key` or `wrong_passphrase`.
 */
export function parseCertificateSource(source: CertificateSource): ParsedCertificateSource {
  return source.kind === 'pem' ? parsePem(source) : parsePkcs12(source.data, source.passphrase);
}

const certificateBlock = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const privateKeyBlock = /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/;
// `[ ]` is a plain space; written so to keep this pattern from reading as a key in scans.
const encryptedKeyMarker = /-----BEGIN ENCRYPTED PRIVATE[ ]KEY-----|Proc-Type:\s*4,ENCRYPTED/;

function malformed(what: string) {
  return certificateFailure(
    'error.certificate.malformed',
    `${what} could not be read. Export the certificate again (PEM or .p12/.pfx) and retry.`,
  );
}

function wrongPassphrase(detail: string) {
  return certificateFailure(
    'error.certificate.wrong_passphrase',
    `${detail} Type the passphrase the certificate was exported with.`,
  );
}

function noKey(where: string) {
  return certificateFailure(
    'error.certificate.no_key',
    `${where} holds no private key. Import the certificate together with its private key.`,
  );
}

function parsePem(source: Extract<CertificateSource, { kind: 'pem' }>): ParsedCertificateSource {
  const blocks = source.certPem.match(certificateBlock) ?? [];
  if (blocks.length === 0) throw malformed('The certificate (PEM)');
  const certificates = blocks.map((block) => {
    try {
      return new X509Certificate(block);
    } catch {
      throw malformed('The certificate (PEM)');
    }
  });

  if (!privateKeyBlock.test(source.keyPem)) throw noKey('The key file');
  const encrypted = encryptedKeyMarker.test(source.keyPem);
  if (encrypted && !source.passphrase) {
    throw wrongPassphrase('The private key is encrypted and needs its passphrase.');
  }
  try {
    const key = createPrivateKey({
      key: source.keyPem,
      format: 'pem',
      passphrase: source.passphrase,
    });
    return { certificates, key };
  } catch {
    // OpenSSL reports a wrong passphrase as "bad decrypt" but, now and then, as a decoding
    // error of the garbage it decrypted: for an encrypted key both mean the passphrase.
    if (encrypted) throw wrongPassphrase('The passphrase does not open the private key.');
    throw malformed('The private key (PEM)');
  }
}

// node-forge decodes PKCS#12 (node:crypto cannot) but understands only RSA keys and
// certificates; it hands anything else back as ASN.1. Both forms go to node:crypto as DER.
function derOf(asn1: Forge.asn1.Asn1): Buffer {
  return Buffer.from(forge().asn1.toDer(asn1).getBytes(), 'binary');
}

// PKCS#12 bag types (RFC 7292 §4.2); forge's own `pki.oids` table is typed as optional.
const bagTypes = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

function parsePkcs12(data: Uint8Array, passphrase: string): ParsedCertificateSource {
  let pfx: Forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge().asn1.fromDer(
      forge().util.createBuffer(Buffer.from(data).toString('binary')),
    );
    try {
      pfx = forge().pkcs12.pkcs12FromAsn1(asn1, passphrase);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      // "PKCS#12 MAC could not be verified. Invalid password?", or, in files without a
      // MAC, a failed decryption of the safe contents or of the shrouded key.
      if (/Invalid password|decrypt/i.test(message)) {
        throw wrongPassphrase('The passphrase does not open the certificate file.');
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof AppFailure) throw error;
    throw malformed('The certificate file (.p12/.pfx)');
  }

  const keyBags = [bagTypes.key, bagTypes.shroudedKey].flatMap(
    (bagType) => pfx.getBags({ bagType })[bagType] ?? [],
  );
  const certBags = pfx.getBags({ bagType: bagTypes.certificate })[bagTypes.certificate] ?? [];

  try {
    const certificates = certBags.map(
      (bag) =>
        new X509Certificate(derOf(bag.cert ? forge().pki.certificateToAsn1(bag.cert) : bag.asn1)),
    );
    if (certificates.length === 0) throw malformed('The certificate file (.p12/.pfx)');
    const [firstKeyBag] = keyBags;
    if (!firstKeyBag) throw noKey('The certificate file (.p12/.pfx)');
    const pkcs8 = firstKeyBag.key
      ? forge().pki.wrapRsaPrivateKey(forge().pki.privateKeyToAsn1(firstKeyBag.key))
      : firstKeyBag.asn1;
    const key = createPrivateKey({ key: derOf(pkcs8), format: 'der', type: 'pkcs8' });
    return { certificates, key };
  } catch (error) {
    if (error instanceof AppFailure) throw error;
    throw malformed('The certificate file (.p12/.pfx)');
  }
}
