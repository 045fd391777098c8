import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { SandboxIdentity } from '../identity.ts';

/** Header names of the service's credentials (service-spec 5). */
export const API_KEY_HEADER = 'x-service-api-key';
export const ACCOUNT_ID_HEADER = 'x-service-account-id';

/** True when both credential headers are present and match, compared in constant time. */
export function hasValidCredentials(
  headers: IncomingHttpHeaders,
  identity: SandboxIdentity,
): boolean {
  return (
    sameSecret(headers[API_KEY_HEADER], identity.apiKey) &&
    sameSecret(headers[ACCOUNT_ID_HEADER], identity.accountId)
  );
}

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  // Hashing first makes lengths equal, so the comparison time says nothing about the key.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `/v1/pix/...` paths require mutual TLS (service-spec 5.2); `/baas/...` paths do not. */
export function requiresClientCertificate(path: string): boolean {
  return path === '/v1/pix' || path.startsWith('/v1/pix/');
}

/**
 * Why the connection's client certificate is not acceptable, or null when it was presented
 * and chains to the sandbox CA (the server asks for one on every connection but does not
 * refuse the handshake, so `/baas` works without it).
 */
export function clientCertificateProblem(socket: unknown): string | null {
  const tls = socket as Partial<TLSSocket>;
  if (typeof tls.getPeerCertificate !== 'function') return 'the connection is not TLS';
  if (tls.authorized) return null;
  const peer = tls.getPeerCertificate();
  if (!peer || Object.keys(peer).length === 0) return 'no client certificate was presented';
  return `the client certificate was refused (${String(tls.authorizationError ?? 'not trusted')})`;
}
