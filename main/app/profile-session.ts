import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppFailure, type ProfileKind } from '../../preload/contract/index.ts';
import { CacheTooNewError, openCache, rebuildCache, type CacheDb } from '../cache/database.ts';
import { boletosRepo, type BoletosRepo } from '../cache/boletos-repo.ts';
import { outboxRepo, type OutboxRepo } from '../cache/outbox-repo.ts';
import { createServiceClient, type ServiceClient } from '../service/http-client.ts';
import type { Logger } from '../ipc/registry.ts';
import type { Vault } from '../vault/vault.ts';
import type { LocalSandbox } from './local-sandbox.ts';
import { defaultHeaderNames, findStoredProfile, profileDir } from './profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID, type SettingsStore } from './settings-store.ts';

export interface SessionDeps {
  userDataDir: string;
  settings: SettingsStore;
  vault: Vault;
  localSandbox: LocalSandbox;
  log: Logger;
}

/**
 * Everything bound to the active profile: its cache database and its service client. The
 * cache opens at once (offline browsing needs nothing else); the client is built on first
 * use, so a locked keychain or a missing key only matters when the service is called.
 */
export class ProfileSession {
  readonly profileId: string;
  readonly kind: ProfileKind;
  readonly db: CacheDb;
  readonly boletos: BoletosRepo;
  readonly outbox: OutboxRepo;
  readonly #deps: SessionDeps;
  #client: Promise<ServiceClient> | null = null;

  constructor(deps: SessionDeps, profileId: string) {
    this.#deps = deps;
    this.profileId = profileId;
    this.kind =
      profileId === LOCAL_SANDBOX_PROFILE_ID
        ? 'local-sandbox'
        : findStoredProfile(deps.settings, profileId).kind;
    const dir = profileDir(deps.userDataDir, profileId);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.db = openProfileCache(join(dir, 'cache.sqlite'), deps.log);
    this.boletos = boletosRepo(this.db);
    this.outbox = outboxRepo(this.db);
  }

  get isSandbox(): boolean {
    return this.kind !== 'production';
  }

  /** The profile's service client, built once per session. */
  service(): Promise<ServiceClient> {
    this.#client ??= buildServiceClient(this.#deps, this.profileId).catch((error: unknown) => {
      this.#client = null; // a missing key may be set a moment later: try again next time
      throw error;
    });
    return this.#client;
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    if (client) await (await client.catch(() => null))?.close();
    this.db.close();
  }
}

/** A cache written by a newer Balcão is refused; it is only a cache, so start a fresh one. */
function openProfileCache(file: string, log: Logger): CacheDb {
  try {
    return openCache(file);
  } catch (error) {
    if (!(error instanceof CacheTooNewError)) throw error;
    log.warn('The cache was written by a newer version; it was moved aside and rebuilt', file);
    return rebuildCache(file);
  }
}

/** A client for any profile (also for testing a profile that is not active). */
export async function buildServiceClient(
  deps: SessionDeps,
  profileId: string,
): Promise<ServiceClient> {
  if (profileId === LOCAL_SANDBOX_PROFILE_ID) {
    const sandbox = await deps.localSandbox.connection();
    return createServiceClient({
      baseUrl: sandbox.baseUrl,
      accountId: sandbox.accountId,
      apiKey: sandbox.apiKey,
      headerNames: { ...defaultHeaderNames },
      ca: sandbox.caPem,
      clientCertificate: sandbox.clientCertificate,
    });
  }
  const stored = findStoredProfile(deps.settings, profileId);
  const apiKey = await deps.vault.getApiKey(profileId);
  if (!apiKey) {
    throw new AppFailure('unauthorized', 'No API key is set for this profile.', {
      key: 'error.api_key.missing',
    });
  }
  const certificate = await deps.vault.loadClientCertificate(
    profileId,
    profileDir(deps.userDataDir, profileId),
  );
  return createServiceClient({
    baseUrl: stored.baseUrl,
    accountId: stored.accountId,
    apiKey,
    headerNames: stored.headerNames,
    ...(stored.caPem ? { ca: stored.caPem } : {}),
    ...(certificate
      ? { clientCertificate: { certPem: certificate.certPem, keyPem: certificate.keyPem } }
      : {}),
  });
}
