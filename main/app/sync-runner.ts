import { randomUUID } from 'node:crypto';
import { AppFailure, type SyncStatus } from '../../preload/contract/index.ts';
import { syncBoletos, BOLETO_SYNC_RESOURCE, type SyncMode } from '../cache/boleto-sync.ts';
import { readLastSyncedAt } from '../cache/sync-state.ts';
import { listBoletos } from '../service/boletos.ts';
import { todayInSaoPaulo } from '../domain/dates.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import type { Logger } from '../ipc/registry.ts';
import type { ConnectionState } from './connection-state.ts';
import type { ProfileSession } from './profile-session.ts';

interface Run {
  runId: string;
  session: ProfileSession;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * At most one sync at a time, in the background: the handler returns a run id at once, and
 * progress and the outcome reach the renderer as events.
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

  /** Stops the running sync (profile switch, quit) and waits until it has let go. */
  async stop(): Promise<void> {
    const run = this.#run;
    if (!run) return;
    run.controller.abort();
    await run.done;
  }

  async #execute(run: Run, mode: SyncMode): Promise<void> {
    const { runId, session, controller } = run;
    let result;
    try {
      const client = await session.service();
      result = await syncBoletos({
        db: session.db,
        mode,
        runId,
        signal: controller.signal,
        today: todayInSaoPaulo(this.#now()),
        now: () => this.#now().toISOString(),
        fetchPage: (window, page, limit) =>
          this.#connection.track(() =>
            listBoletos(client, {
              startDate: window.startDate,
              endDate: window.endDate,
              page,
              limit,
            }),
          ),
        onProgress: (progress) => this.#events.emit('sync:progress', { ...progress, runId }),
      });
    } catch (error) {
      if (!(error instanceof AppFailure)) this.#log.error('Sync failed', error);
      result = {
        outcome: 'failed' as const,
        error:
          error instanceof AppFailure
            ? error.error
            : { code: 'internal' as const, message: 'The sync stopped unexpectedly.' },
        itemsFetched: 0,
        itemsChanged: 0,
        lastSyncedAt: null,
      };
    }
    this.#events.emit('sync:finished', {
      runId,
      outcome: result.outcome,
      error: result.error,
      itemsFetched: result.itemsFetched,
      itemsChanged: result.itemsChanged,
      lastSyncedAt: result.lastSyncedAt ?? readLastSyncedAt(session.db, BOLETO_SYNC_RESOURCE),
    });
    if (result.itemsChanged > 0) this.#events.emit('data:changed', { resource: 'boletos' });
  }
}
