import { randomUUID } from 'node:crypto';
import { AppFailure, type SyncStatus } from '../../../preload/contract/index.ts';
import {
  BOLETO_SYNC_RESOURCE,
  readUnreadableBoletos,
  type SyncBoletosResult,
  type SyncMode,
} from '../../cache/sync/boleto-sync.ts';
import { readLastSyncedAt } from '../../cache/sync/sync-state.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { EventBus } from '../../ipc/event-bus.ts';
import type { Logger } from '../../ipc/registry.ts';
import type { ConnectionState } from '../connection-state.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { runSyncWorker, type SyncWorkerOutcome } from './run-sync-worker.ts';
import { importSandboxPixCodes } from '../pix/sandbox-pix-import.ts';
import { readBackOpenSentPayments } from '../payments/sent-settlement.ts';

interface Run {
  runId: string;
  session: ProfileSession;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * At most one sync at a time, in the background: the handler returns a run id at once, and
 * progress and the outcome reach the renderer as events. The sync itself runs on a worker
 * thread (sync-worker.ts), so its long write transactions never hold up the thread that
 * answers the renderer.
 */
export class SyncRunner {
  readonly #events: EventBus;
  readonly #connection: ConnectionState;
  readonly #log: Logger;
  readonly #now: () => Date;
  #run: Run | null = null;

  constructor(events: EventBus, connection: ConnectionState, log: Logger, now: () => Date) {
    this.#events = events;
    this.#connection = connection;
    this.#log = log;
    this.#now = now;
  }

  status(session: ProfileSession): SyncStatus {
    const running = this.#run?.session === session ? this.#run : null;
    return {
      running: running !== null,
      runId: running?.runId ?? null,
      lastSyncedAt: readLastSyncedAt(session.db, BOLETO_SYNC_RESOURCE),
      online: this.#connection.online,
      unreadableBoletos: readUnreadableBoletos(session.db).length,
    };
  }

  start(session: ProfileSession, mode: SyncMode): string {
    if (this.#run?.session === session) return this.#run.runId;
    const runId = randomUUID();
    const controller = new AbortController();
    const run: Run = { runId, session, controller, done: Promise.resolve() };
    run.done = this.#execute(run, mode).finally(() => {
      if (this.#run === run) this.#run = null;
    });
    this.#run = run;
    return runId;
  }

  cancel(runId: string): void {
    if (this.#run?.runId === runId) this.#run.controller.abort();
  }

  /** Stops the running sync (profile switch, quit) and waits until its worker has exited. */
  async stop(): Promise<void> {
    const run = this.#run;
    if (!run) return;
    run.controller.abort();
    await run.done;
  }

  async #execute(run: Run, mode: SyncMode): Promise<void> {
    const { runId, session, controller } = run;
    let outcome: SyncWorkerOutcome;
    try {
      const now = this.#now();
      outcome = await runSyncWorker(
        {
          runId,
          mode,
          cacheFile: session.cacheFile,
          client: await session.clientConfig(),
          today: todayInSaoPaulo(now),
          clockOffsetMs: now.getTime() - Date.now(),
        },
        {
          signal: controller.signal,
          onProgress: (progress) => {
            // A progress report means a page came back from the service.
            this.#connection.observe(null);
            this.#events.emit('sync:progress', { ...progress, runId });
          },
        },
      );
    } catch (error) {
      // No client config (a missing key, a locked keychain), or no worker could be started.
      outcome = {
        type: 'threw',
        error:
          error instanceof AppFailure
            ? error.error
            : { code: 'internal', message: 'The sync stopped unexpectedly.' },
        unexpected:
          error instanceof AppFailure
            ? null
            : error instanceof Error
              ? (error.stack ?? error.message)
              : String(error),
      };
    }
    const result = this.#resultOf(outcome);
    // Before `sync:finished`, so the lists that reload on it show the codes too.
    if (result.outcome === 'completed') {
      await this.#importSandboxPix(session);
      await this.#readBackSent(session);
    }
    this.#events.emit('sync:finished', {
      runId,
      outcome: result.outcome,
      error: result.error,
      itemsFetched: result.itemsFetched,
      itemsChanged: result.itemsChanged,
      itemsUnreadable: result.itemsUnreadable,
      lastSyncedAt: result.lastSyncedAt ?? readLastSyncedAt(session.db, BOLETO_SYNC_RESOURCE),
    });
    if (result.itemsUnreadable > 0) {
      this.#log.warn(
        `The sync could not read ${result.itemsUnreadable} boleto(s) of the bank's list; they are kept flagged`,
        readUnreadableBoletos(session.db).map(({ correlationId, field }) => ({
          correlationId,
          field,
        })),
      );
    }
    if (result.itemsChanged > 0) this.#events.emit('data:changed', { resource: 'boletos' });
  }

  /** The local sandbox's Pix codes (the demo ones among them) into the cache; see the module. */
  async #importSandboxPix(session: ProfileSession): Promise<void> {
    try {
      const changed = await importSandboxPixCodes(session, this.#now().toISOString());
      if (changed > 0) this.#events.emit('data:changed', { resource: 'pix' });
    } catch (error) {
      // The boletos are synced; the codes come with the next sync.
      this.#log.warn(
        'The local sandbox Pix codes could not be read',
        error instanceof AppFailure ? error.error : String(error),
      );
    }
  }

  /** Sent payments still processing, read back from the bank (../payments/sent-settlement.ts). */
  async #readBackSent(session: ProfileSession): Promise<void> {
    try {
      const { changed, notices } = await readBackOpenSentPayments(session, this.#now, this.#log);
      if (changed > 0) this.#events.emit('data:changed', { resource: 'payments' });
      for (const notice of notices) this.#events.emit('payments:failed', { notice });
    } catch (error) {
      // The boletos are synced; the payments are read back with the next sync.
      this.#log.warn(
        'The sent payments could not be read back',
        error instanceof AppFailure ? error.error : String(error),
      );
    }
  }

  /** The run's result, with the connection state and the log told what it learned. */
  #resultOf(outcome: SyncWorkerOutcome): SyncBoletosResult {
    if (outcome.type === 'threw') {
      if (outcome.unexpected !== null) this.#log.error('Sync failed', outcome.unexpected);
      return {
        outcome: 'failed',
        error: outcome.error,
        itemsFetched: 0,
        itemsChanged: 0,
        itemsUnreadable: 0,
        lastSyncedAt: null,
      };
    }
    const { result } = outcome;
    // A sync fails only on a page it could not fetch: offline or timeout mean the service is
    // out of reach; any other failure came back from it. A completed run reached it.
    if (result.outcome === 'failed' && result.error) this.#connection.observe(result.error);
    if (result.outcome === 'completed') this.#connection.observe(null);
    return result;
  }
}
