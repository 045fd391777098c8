import type { TestBank } from './bank.ts';
import type { WebClient } from './web-client.ts';

// A bank profile set up through the bridge, as an owner sets it up in Settings. Kept apart from
// ./app.ts so an end-to-end test can point a started web app at a test bank without loading the
// main process's modules into the browser runner.

/**
 * What these helpers need of an app: its bridge, in this process (`TestApp`) or over the
 * web transport of a started web app (`WebClient`).
 */
export type Bridge = Pick<WebClient, 'value'>;

/** Waits until no sync is running and one has completed. */
export async function untilSynced(app: Bridge, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await app.value('sync:status');
    if (!status.running && status.lastSyncedAt) return;
    if (Date.now() > deadline) throw new Error('The first sync did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ConnectOptions {
  /** The profile's name, as the owner typed it. */
  name: string;
  /** Reach the bank through this relay (its address and the CA it presents) instead. */
  via?: { baseUrl: string; caPem: string };
  /** How long the sync after switching may take (a big account takes longer). */
  syncTimeoutMs?: number;
}

/**
 * Points the app at `bank` as an owner with an account does: a provider-sandbox profile, the API
 * key into the keyring, the client certificate imported (mutual TLS), the profile made active
 * and synced. Returns the profile's id.
 */
export async function connectToBank(
  app: Bridge,
  bank: TestBank,
  options: ConnectOptions,
): Promise<string> {
  const profile = await app.value('profiles:save', {
    name: options.name,
    kind: 'provider-sandbox',
    baseUrl: options.via?.baseUrl ?? bank.baseUrl,
    accountId: bank.accountId,
    caPem: (options.via?.caPem ?? bank.caPem).trim(),
  });
  await app.value('credentials:set-api-key', { profileId: profile.id, apiKey: bank.apiKey });
  await app.value('credentials:import-certificate', {
    profileId: profile.id,
    source: { kind: 'pem', ...bank.clientCertificate },
  });
  await app.value('profiles:activate', { id: profile.id });
  await untilSynced(app, options.syncTimeoutMs);
  return profile.id;
}

/**
 * Sets how the active profile pays a Pix key: `sdk-v2` (the default: looked up, then the v2
 * transfer) or `spec-v1` (the spec's `/v1/pix/transfers`, for a test of that route).
 */
export async function useKeyTransferRoute(app: Bridge, route: 'sdk-v2' | 'spec-v1'): Promise<void> {
  const info = await app.value('app:get-info', {});
  const profile = info.profiles.find((p) => p.id === info.activeProfileId)!;
  if (profile.keyTransferRoute === route) return;
  await app.value('profiles:save', {
    id: profile.id,
    name: profile.name,
    kind: profile.kind === 'production' ? 'production' : 'provider-sandbox',
    baseUrl: profile.baseUrl,
    accountId: profile.accountId,
    caPem: profile.caPem,
    keyTransferRoute: route,
  });
  await untilSynced(app);
}
