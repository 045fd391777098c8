import { AppFailure } from '../../preload/contract/errors.ts';
import { todayInSaoPaulo } from '../domain/dates.ts';
import type { ServiceClient } from './http-client.ts';
import { listBoletos } from './boletos.ts';

/** What "Test connection" reports on a profile. */
export interface ConnectionCheck {
  /** Round trip of one authenticated read, in milliseconds. */
  latencyMs: number;
  /** True when a client certificate is configured and the bank accepted it on a mutual-TLS path. */
  clientCertificate: boolean;
}

/**
 * A mutual-TLS path that exists on no account: a 404 (or any answer past the TLS handshake and
 * the API key) proves that the bank accepted our certificate, without reading real data.
 */
const MUTUAL_TLS_PROBE_PATH = '/v1/pix/charges/00000000-0000-0000-0000-000000000000';

/**
 * One cheap, read-only, authenticated call (a one-item list of today's boletos): whether the
 * bank can be reached and takes our credentials now. Throws the failure as the client maps it.
 */
export async function pingBank(client: ServiceClient, now: Date): Promise<void> {
  const today = todayInSaoPaulo(now);
  await listBoletos(client, { startDate: today, endDate: today, page: 1, limit: 1 });
}

/**
 * Checks a profile end to end: reaches the service, authenticates (`pingBank`), and, when a
 * client certificate is configured, that the bank accepts it on a `/v1/pix` path. Throws the failure as the client maps it (`offline`, `tls`,
 * `unauthorized`, `certificate`, …).
 */
export async function testConnection(
  client: ServiceClient,
  now: () => Date = () => new Date(),
): Promise<ConnectionCheck> {
  const started = performance.now();
  await pingBank(client, now());
  const latencyMs = Math.round(performance.now() - started);

  if (!client.hasClientCertificate) return { latencyMs, clientCertificate: false };
  try {
    await client.request({ method: 'GET', path: MUTUAL_TLS_PROBE_PATH });
  } catch (failure) {
    // Not found means the call went through TLS and authentication: that is the point.
    if (!(failure instanceof AppFailure) || failure.error.code !== 'not_found') throw failure;
  }
  return { latencyMs, clientCertificate: true };
}
