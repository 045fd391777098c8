import { Worker } from 'node:worker_threads';
import type { AppError, SyncProgress } from '../../../preload/contract/index.ts';
import type { SyncBoletosResult } from '../../cache/sync/boleto-sync.ts';
import type { FromSyncWorker, SyncJob, ToSyncWorker } from './sync-worker-protocol.ts';

/**
 * How long a cancelled worker may take to finish its page and write its batch before it is
 * terminated. A page stuck on a silent server would otherwise hold a profile switch or the
 * app's exit for the client's 30 s timeout. Terminating loses nothing committed: rows and
 * cursor are written in one transaction, so the next run resumes after the last batch.
 */
const CANCEL_GRACE_MS = 5_000;

/** How a worker's run ended, as values: the sync's own result, or what it threw. */
export type SyncWorkerOutcome =
  | { type: 'finished'; result: SyncBoletosResult }
  | { type: 'threw'; error: AppError; unexpected: string | null };

export interface SyncWorkerOptions {
  /** Aborting asks the worker to stop after its current page. */
  signal: AbortSignal;
  onProgress(progress: SyncProgress): void;
}

/**
 * The worker entry beside this module: `sync-worker.ts` from source (development and tests,
 * under Node's type stripping), `sync-worker.js` in the Electron bundle, where vite.config.ts
 * builds it as a second entry beside `index.js`. The name is a variable so that the bundler
 * does not try to bundle it as a web worker or copy it as an asset.
 */
function workerUrl(): URL {
  const file = import.meta.url.endsWith('.ts') ? './sync-worker.ts' : './sync-worker.js';
  return new URL(file, import.meta.url);
}

const internal = (message: string): AppError => ({ code: 'internal', message });

/** Runs one sync job on its own worker thread; resolves once the thread has exited. */
export function runSyncWorker(
  job: SyncJob,
  options: SyncWorkerOptions,
): Promise<SyncWorkerOutcome> {
  const { signal, onProgress } = options;
  // Stopped while the config was resolved: no thread to start for nothing.
  if (signal.aborted) return Promise.resolve(cancelledAt(null));
  return new Promise((resolve) => {
    const worker = new Worker(workerUrl(), { workerData: job, name: `sync ${job.runId}` });
    let outcome: SyncWorkerOutcome | null = null;
    let last: SyncProgress | null = null;
    let terminated = false;
    let graceTimer: NodeJS.Timeout | undefined;

    const cancel = () => {
      worker.postMessage({ type: 'cancel' } satisfies ToSyncWorker);
      graceTimer = setTimeout(() => {
        terminated = true;
        void worker.terminate();
      }, CANCEL_GRACE_MS);
    };
    signal.addEventListener('abort', cancel, { once: true });

    worker.on('message', (message: FromSyncWorker) => {
      if (message.type === 'progress') {
        last = message.progress;
        onProgress(message.progress);
      } else {
        outcome = message;
      }
    });
    worker.on('error', (error) => {
      outcome ??= {
        type: 'threw',
        error: internal('The sync stopped unexpectedly.'),
        unexpected: error.stack ?? error.message,
      };
    });
    // Node delivers every message the worker posted before 'exit'.
    worker.on('exit', (code) => {
      clearTimeout(graceTimer);
      signal.removeEventListener('abort', cancel);
      resolve(outcome ?? (terminated ? cancelledAt(last) : vanished(code)));
    });
  });
}

/**
 * A run that ended without a result of its own: never started, or terminated after its grace
 * (then what it had reported is, at most, what it committed).
 */
function cancelledAt(last: SyncProgress | null): SyncWorkerOutcome {
  return {
    type: 'finished',
    result: {
      outcome: 'cancelled',
      error: null,
      itemsFetched: last?.itemsFetched ?? 0,
      itemsChanged: last?.itemsChanged ?? 0,
      itemsUnreadable: 0,
      lastSyncedAt: null,
    },
  };
}

function vanished(code: number): SyncWorkerOutcome {
  return {
    type: 'threw',
    error: internal('The sync stopped unexpectedly.'),
    unexpected: `The sync worker exited with code ${code} before reporting an outcome`,
  };
}
