import { AppFailure } from '../../preload/contract/errors.ts';
import type { Delivery } from './delivery.ts';

/**
 * Turns an error thrown by undici / Node's net and TLS layers into an `AppFailure`. The codes
 * below are the ones observed with undici 8 on Node 24 (OpenSSL 3); see the report in
 * test/integration/service for how each was provoked.
 */

/** What the classifier needs to know about the call that failed. */
export interface NetworkFailureContext {
  method: string;
  path: string;
  /** A client certificate was configured on this client (mutual TLS). */
  clientCertificate: boolean;
}

/** Failures before any byte of the request left: nothing reached the service. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Server certificate checks done by our side of the handshake, by i18n key. */
const SERVER_CERTIFICATE_KEYS: Readonly<Record<string, string>> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'error.tls.untrusted',
  UNABLE_TO_GET_ISSUER_CERT: 'error.tls.untrusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'error.tls.untrusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'error.tls.untrusted',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'error.tls.untrusted',
  CERT_UNTRUSTED: 'error.tls.untrusted',
  CERT_SIGNATURE_FAILURE: 'error.tls.untrusted',
  CERT_CHAIN_TOO_LONG: 'error.tls.untrusted',
  INVALID_CA: 'error.tls.untrusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'error.tls.hostname',
  CERT_HAS_EXPIRED: 'error.tls.expired',
  CERT_NOT_YET_VALID: 'error.tls.not_yet_valid',
  CERT_REVOKED: 'error.tls.revoked',
};

/**
 * TLS alerts a server sends when it refuses our client certificate (OpenSSL names them after
 * the protocol version that introduced the alert: SSLV3, TLSV1, TLSV13).
 */
const CLIENT_CERTIFICATE_ALERT =
  /^ERR_SSL_(?:SSLV3|TLSV1|TLSV13)_ALERT_(?:CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|CERTIFICATE_EXPIRED|CERTIFICATE_REVOKED|UNSUPPORTED_CERTIFICATE|ACCESS_DENIED|DECRYPT_ERROR)$/;

/** The connection dropped: refused certificate (TLS 1.3), server crash, network cut. */
const CONNECTION_LOST_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Errors raised while a connection was being made (TCP connect, TLS handshake). */
const beforeConnected = new WeakSet<object>();

/**
 * Marks an error of the client's connector: the connection was never made, so no request
 * went out on it, whatever its code says (a reset during the handshake is `ECONNRESET`, as
 * is a connection lost after a request was written).
 */
export function raisedBeforeConnected(error: Error): Error {
  beforeConnected.add(error);
  return error;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  socket?: { bytesRead?: unknown };
}

/**
 * The most specific error code: Node's happy-eyeballs connect throws an AggregateError whose
 * own code may be missing, and undici sometimes wraps the socket error as `cause`.
 */
export function errorCode(error: unknown): string {
  const e = (error ?? {}) as ErrorLike;
  if (typeof e.code === 'string' && e.code !== 'UND_ERR') return e.code;
  if (Array.isArray(e.errors) && e.errors.length > 0) return errorCode(e.errors[0]);
  if (e.cause) return errorCode(e.cause);
  return 'UNKNOWN';
}

function failure(
  code: 'offline' | 'timeout' | 'tls' | 'certificate',
  message: string,
  key: string,
  delivery: Delivery,
  reason: string,
): AppFailure {
  // `reason` is the low-level code (never a secret): it helps support read a log line.
  return new AppFailure(code, message, { key, params: { delivery, reason } });
}

/** Nothing reached the service: the request never left, and may be sent again as it is. */
const unreachable = (reason: string) =>
  failure('offline', 'The service cannot be reached.', 'error.offline', 'not_sent', reason);

function certificateRefused(ctx: NetworkFailureContext, reason: string, delivery: Delivery) {
  return ctx.clientCertificate
    ? failure(
        'certificate',
        'The bank refused the client certificate.',
        'error.certificate.refused',
        delivery,
        reason,
      )
    : failure(
        'certificate',
        'The bank requires a client certificate and none is configured.',
        'error.certificate.required',
        delivery,
        reason,
      );
}

/** `/v1/pix/...` paths are the ones the service protects with mutual TLS (spec 5.2). */
export function isMutualTlsPath(path: string): boolean {
  return path.startsWith('/v1/pix/') || path === '/v1/pix';
}

/**
 * Classifies a thrown transport error. Anything unrecognised is treated as a lost connection
 * with an unknown outcome: for a write that is the only safe assumption.
 */
export function failureFromNetworkError(error: unknown, ctx: NetworkFailureContext): AppFailure {
  if (error instanceof AppFailure) return error;
  const reason = errorCode(error);

  if (NOT_CONNECTED_CODES.has(reason)) return unreachable(reason);
  const serverKey = SERVER_CERTIFICATE_KEYS[reason];
  if (serverKey) {
    return failure(
      'tls',
      "The service's certificate is not trusted.",
      serverKey,
      'not_sent',
      reason,
    );
  }
  // An explicit alert: the server's TLS layer refused us, its application never saw the call.
  if (CLIENT_CERTIFICATE_ALERT.test(reason)) return certificateRefused(ctx, reason, 'not_sent');
  if (reason === 'ERR_OSSL_X509_KEY_VALUES_MISMATCH') {
    return failure(
      'certificate',
      'The client certificate does not match its private key.',
      'error.certificate.key_mismatch',
      'not_sent',
      reason,
    );
  }
  if (
    reason.startsWith('ERR_OSSL_') ||
    reason.startsWith('ERR_SSL_') ||
    reason.startsWith('ERR_TLS_')
  ) {
    return failure(
      'tls',
      'The secure connection to the service failed.',
      'error.tls.handshake',
      'not_sent',
      reason,
    );
  }
  // Dropped before the connection was made (a server that closes connections as it accepts
  // them, a handshake cut): the request never left. Refused certificates are named above.
  if (typeof error === 'object' && error !== null && beforeConnected.has(error)) {
    return unreachable(reason);
  }
  if (TIMEOUT_CODES.has(reason)) {
    return failure(
      'timeout',
      'The service did not answer in time.',
      'error.timeout',
      'unknown',
      reason,
    );
  }
  if (CONNECTION_LOST_CODES.has(reason)) {
    // Over TLS 1.3 the client's handshake ends before the server has checked our certificate;
    // a refusal then arrives as an alert that undici usually reports as "other side closed".
    // A connection closed before it carried a single response byte, where a certificate is in
    // play, is read as that refusal — with an unknown outcome, since a crash looks the same.
    const bytesRead = (error as ErrorLike).socket?.bytesRead;
    const freshConnection = bytesRead === undefined || bytesRead === 0;
    if (freshConnection && (ctx.clientCertificate || isMutualTlsPath(ctx.path))) {
      return certificateRefused(ctx, reason, 'unknown');
    }
    return failure(
      'offline',
      'The connection to the service was lost.',
      'error.connection_lost',
      'unknown',
      reason,
    );
  }
  return failure(
    'offline',
    'The connection to the service failed.',
    'error.connection_lost',
    'unknown',
    reason,
  );
}
