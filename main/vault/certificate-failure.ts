import { AppFailure } from '../../preload/contract/errors.ts';

/** The i18n keys of the ways a client certificate can be refused or lost. */
export type CertificateFailureKey =
  | 'error.certificate.wrong_passphrase'
  | 'error.certificate.expired'
  | 'error.certificate.not_yet_valid'
  | 'error.certificate.key_mismatch'
  | 'error.certificate.malformed'
  | 'error.certificate.no_key'
  | 'error.certificate.tampered'
  | 'error.certificate.data_key_missing';

/**
 * A `certificate` AppFailure. The message must say what to do and must never quote the
 * passphrase, the key or the certificate's bytes.
 */
export function certificateFailure(key: CertificateFailureKey, message: string): AppFailure {
  return new AppFailure('certificate', message, { key });
}
