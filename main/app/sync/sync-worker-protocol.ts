import type { AppError, SyncProgress } from '../../../preload/contract/index.ts';
import type { SyncBoletosResult, SyncMode } from '../../cache/sync/boleto-sync.ts';
import type { IsoDate } from '../../domain/dates.ts';
import type { ServiceClientConfig } from '../../service/http-client.ts';

/**
 * What the sync worker is started with (its `workerData`). `client` carries the API key and
 * the client certificate's private key: a worker thread shares the main process's memory, so
 * they never leave it, and nothing here is ever logged.
 */
export interface SyncJob {
  runId: string;
  mode: SyncMode;
  /** The profile's cache file; the worker opens a connection of its own. */
  cacheFile: string;
  client: ServiceClientConfig;
  /** Today in São Paulo by the app's clock. */
  today: IsoDate;
  /** The app's clock minus the real one: `synced_at` follows an injected clock (tests). */
  clockOffsetMs: number;
}

/** Main thread → worker. */
export type ToSyncWorker = { type: 'cancel' };

/** Worker → main thread. Failures are values (AppError), never exceptions across threads. */
export type FromSyncWorker =
  | { type: 'progress'; progress: SyncProgress }
  | { type: 'finished'; result: SyncBoletosResult }
  /**
   * The sync threw instead of returning (the cache could not be opened or written).
   * `unexpected` is the stack of an error that was not an AppFailure, for the main log.
   */
  | { type: 'threw'; error: AppError; unexpected: string | null };
