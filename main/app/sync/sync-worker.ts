/**
 * The boleto sync, on a worker thread: a 5,000-row write transaction holds its thread for
 * ~300 ms, and on the main thread that is 300 ms in which no call from the renderer is
 * answered. Here it has its own cache connection (WAL: the main connection keeps reading
 * and sees each batch once committed) and its own service client, built from `workerData`.
 * Started by run-sync-worker.ts; one worker per run.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { syncBoletos } from '../../cache/sync/boleto-sync.ts';
import { openCache, type CacheDb } from '../../cache/db/database.ts';
import { listBoletos } from '../../service/boletos.ts';
import { createServiceClient, type ServiceClient } from '../../service/http-client.ts';
import type { FromSyncWorker, SyncJob, ToSyncWorker } from './sync-worker-protocol.ts';

if (!parentPort) throw new Error('sync-worker.ts runs as a worker thread only');
const port = parentPort;
const job = workerData as SyncJob;
const post = (message: FromSyncWorker) => port.postMessage(message);

const controller = new AbortController();
const onMessage = (message: ToSyncWorker) => {
  if (message.type === 'cancel') controller.abort();
};
port.on('message', onMessage);

let db: CacheDb | null = null;
let client: ServiceClient | null = null;
try {
  db = openCache(job.cacheFile);
  const service = createServiceClient(job.client);
  client = service;
  const result = await syncBoletos({
    db,
    mode: job.mode,
    runId: job.runId,
    signal: controller.signal,
    today: job.today,
    now: () => new Date(Date.now() + job.clockOffsetMs).toISOString(),
    fetchPage: (window, page, limit) =>
      listBoletos(service, { startDate: window.startDate, endDate: window.endDate, page, limit }),
    onProgress: (progress) => post({ type: 'progress', progress }),
  });
  post({ type: 'finished', result });
} catch (error) {
  if (error instanceof AppFailure) post({ type: 'threw', error: error.error, unexpected: null });
  else {
    post({
      type: 'threw',
      error: { code: 'internal', message: 'The sync stopped unexpectedly.' },
      unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
} finally {
  db?.close();
  await client?.close();
  // The listener keeps the thread alive; without it the thread ends once the work is done.
  port.off('message', onMessage);
}
