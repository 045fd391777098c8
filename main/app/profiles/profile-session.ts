import {
  sentPaymentsRepo,
  type SentPaymentsRepo,
} from '../../cache/payments/sent-payments-repo.ts';
import { receivedRepo, type ReceivedRepo } from '../../cache/received/received-repo.ts';
import { activityRepo, type ActivityRepo } from '../../cache/activity/activity-repo.ts';
import type { MoneyOutLimits } from '../../../preload/contract/index.ts';
import { limitsOf } from '../pipeline/money-out-limits.ts';
import { join } from 'node:path';
import type { AppError, KeyTransferRoute, ProfileKind } from '../../../preload/contract/index.ts';
import {
  CacheTooNewError,
  openCache,
  rebuildCache,
  type CacheDb,
} from '../../cache/db/database.ts';
import { boletosRepo, type BoletosRepo } from '../../cache/boletos/boletos-repo.ts';
import { chargesRepo, type ChargesRepo } from '../../cache/charges/charges-repo.ts';
import { outboxRepo, type OutboxRepo } from '../../cache/outbox/outbox-repo.ts';
import { customersRepo, type CustomersRepo } from '../../cache/customers/customers-repo.ts';
import { pixCodesRepo, type PixCodesRepo } from '../../cache/pix/pix-codes-repo.ts';
import { pixKeysRepo, type PixKeysRepo } from '../../cache/pix-keys/pix-keys-repo.ts';
import { splitRepo, type SplitRepo } from '../../cache/split/split-repo.ts';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../../service/http-client.ts';
import type { Logger } from '../../ipc/registry.ts';
import type { Vault } from '../../vault/vault.ts';
import type { ConnectionState } from '../connection-state.ts';
import type { LocalSandbox } from './local-sandbox.ts';
import { resolveClientConfig } from './client-config.ts';
import { findStoredProfile, profileDir } from './profiles.ts';
import { ensurePrivateDir } from './private-dir.ts';
import { LOCAL_SANDBOX_PROFILE_ID, type SettingsStore } from './settings-store.ts';

export interface SessionDeps {
  userDataDir: string;
  settings: SettingsStore;
  vault: Vault;
  localSandbox: LocalSandbox;
  log: Logger;
  /** Hears how every request of the session's client ended (the offline badge). */
  connection: Pick<ConnectionState, 'observe'>;
}

/**
 * Everything bound to the active profile: its cache database and its service client. The
 * cache opens at once (offline browsing needs nothing else); the client is built on first
 * use, so a locked keychain or a missing key only matters when the service is called.
 */
export class ProfileSession {
  readonly profileId: string;
  readonly kind: ProfileKind;
  /** The cache file; the sync worker opens its own connection to it (WAL lets both work). */
  readonly cacheFile: string;
  readonly db: CacheDb;
  readonly boletos: BoletosRepo;
  readonly pix: PixCodesRepo;
  /** Boletos and Pix codes in one list (read only: each kind's repo writes its rows). */
  readonly charges: ChargesRepo;
  readonly outbox: OutboxRepo;
  /** Payments the app made (money out). */
  readonly sentPayments: SentPaymentsRepo;
  /** Pix the account received, and the refunds sent of them. */
  readonly received: ReceivedRepo;
  /** The log of every money-out action (written by the write pipeline). */
  readonly activity: ActivityRepo;
  /** Pix keys registered from here (the bank has no list). */
  readonly pixKeys: PixKeysRepo;
  /** Split configurations created or changed from here (the bank has no list or read). */
  readonly split: SplitRepo;
  /** Payers saved as they are used (the boleto and Pix repositories write them). */
  readonly customers: CustomersRepo;
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
    ensurePrivateDir(dir);
    this.cacheFile = join(dir, 'cache.sqlite');
    this.db = openProfileCache(this.cacheFile, deps.log);
    this.boletos = boletosRepo(this.db);
    this.pix = pixCodesRepo(this.db);
    this.charges = chargesRepo(this.db);
    this.outbox = outboxRepo(this.db);
    this.sentPayments = sentPaymentsRepo(this.db);
    this.received = receivedRepo(this.db);
    this.activity = activityRepo(this.db);
    this.pixKeys = pixKeysRepo(this.db);
    this.split = splitRepo(this.db);
    this.customers = customersRepo(this.db);
    markInterruptedWrites(this.outbox);
    this.activity.markInterrupted(INTERRUPTED, new Date().toISOString());
  }

  /** The owner's limits on money out for this profile (Settings). */
  moneyOutLimits(): MoneyOutLimits {
    return limitsOf(this.#deps.settings, this.profileId);
  }

  get isSandbox(): boolean {
    return this.kind !== 'production';
  }

  /** How this profile's bank is asked to transfer to a Pix key (a profile setting). */
  get keyTransferRoute(): KeyTransferRoute {
    return this.profileId === LOCAL_SANDBOX_PROFILE_ID
      ? 'sdk-v2'
      : findStoredProfile(this.#deps.settings, this.profileId).keyTransferRoute;
  }

  /**
   * The profile's service client, built once per session. It reports each request's outcome
   * to the connection state itself, so no call site has to.
   */
  service(): Promise<ServiceClient> {
    const { connection } = this.#deps;
    this.#client ??= this.clientConfig()
      .then((config) => createServiceClient(config, (failure) => connection.observe(failure)))
      .catch((error: unknown) => {
        this.#client = null; // a missing key may be set a moment later: try again next time
        throw error;
      });
    return this.#client;
  }

  /**
   * The config the session's client is built from, for a client built elsewhere (the sync
   * worker). Resolved afresh on each call, so a key changed since is picked up.
   */
  clientConfig(): Promise<ServiceClientConfig> {
    return resolveClientConfig(this.#deps, this.profileId);
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    if (client) await (await client.catch(() => null))?.close();
    this.db.close();
  }
}

/** What an entry left `sending` by a stopped app is told, as its last error. */
const INTERRUPTED: AppError = {
  code: 'unknown_outcome',
  message: 'The app stopped while this request was being sent.',
  key: 'error.unknown_outcome',
};

/**
 * An entry still `sending` when the profile opens was being sent when the app stopped (quit,
 * crash, power cut): no request of this session is in flight yet, so its outcome is as
 * unknown as a dropped connection's, and it is resolved the same way.
 */
function markInterruptedWrites(outbox: OutboxRepo): void {
  for (const entry of outbox.listOpen()) {
    if (entry.state === 'sending') outbox.markState(entry.id, 'unknown', INTERRUPTED);
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
