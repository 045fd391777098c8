import type { KeyObject, X509Certificate } from 'node:crypto';
import { certificateFailure } from './certificate-failure.ts';
import type { ParsedCertificateSource } from './certificate-source.ts';

/** What the UI shows about a client certificate; nothing secret. */
export interface CertificateSummary {
  /** Distinguished name, e.g. `CN=Loja Exemplo LTDA, O=ICP-Brasil`. */
  subject: string;
  issuer: string;
  /** Hexadecimal, as node:crypto prints it. */
  serialNumber: string;
  /** ISO 8601. */
  notBefore: string;
  /** ISO 8601. */
  notAfter: string;
  /** SHA-256 of the DER, colon-separated hexadecimal. */
  fingerprint256: string;
}

/** A certificate checked to be usable for mutual TLS: key matches, valid today. */
export interface ClientIdentity {
  /** The certificate the private key belongs to. */
  leaf: X509Certificate;
  /** The other certificates that came with it (intermediate CAs), in their given order. */
  chain: X509Certificate[];
  key: KeyObject;
}

function matches(certificate: X509Certificate, key: KeyObject): boolean {
  try {
    return certificate.checkPrivateKey(key);
  } catch {
    return false; // e.g. an EC key against an RSA certificate
  }
}

/**
 * Picks the certificate the key belongs to and checks it is valid at `now`. Throws
 * AppFailure 'certificate' with `key_mismatch`, `not_yet_valid` or `expired`.
 */
export function checkClientIdentity(parsed: ParsedCertificateSource, now: Date): ClientIdentity {
  const leaf = parsed.certificates.find((certificate) => matches(certificate, parsed.key));
  if (!leaf) {
    throw certificateFailure(
      'error.certificate.key_mismatch',
      'The private key does not belong to the certificate. Pick the key that was issued ' +
        'with this certificate.',
    );
  }
  if (now < leaf.validFromDate) {
    throw certificateFailure(
      'error.certificate.not_yet_valid',
      `The certificate is valid only from ${leaf.validFromDate.toISOString()}. Check the ` +
        "computer's date, or import it once it becomes valid.",
    );
  }
  if (now > leaf.validToDate) {
    throw certificateFailure(
      'error.certificate.expired',
      `The certificate expired on ${leaf.validToDate.toISOString()}. Ask your bank or ` +
        'certificate authority for a new one and import it.',
    );
  }
  const chain = parsed.certificates.filter((certificate) => certificate !== leaf);
  return { leaf, chain, key: parsed.key };
}

// node:crypto prints one RDN per line; one line reads better in the UI.
function oneLine(distinguishedName: string): string {
  return distinguishedName.split('\n').filter(Boolean).join(', ');
}

/** The summary of a certificate. */
export function summarizeCertificate(certificate: X509Certificate): CertificateSummary {
  return {
    subject: oneLine(certificate.subject),
    issuer: oneLine(certificate.issuer),
    serialNumber: certificate.serialNumber,
    notBefore: certificate.validFromDate.toISOString(),
    notAfter: certificate.validToDate.toISOString(),
    fingerprint256: certificate.fingerprint256,
  };
}
