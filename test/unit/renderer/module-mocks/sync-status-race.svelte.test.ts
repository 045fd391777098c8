import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipc } from './held-ipc.ts';
import type { SyncFinished, SyncProgress } from '../../../../preload/contract/index.ts';

// The IPC boundary only (held-ipc.ts).
vi.mock(
  '../../../../renderer/src/lib/api.ts',
  async () => (await import('./held-ipc.ts')).ipc.module,
);

const { AppState } = await import('../../../../renderer/src/lib/state/app.svelte.ts');

const flush = () => vi.advanceTimersByTimeAsync(0);
const status = (value: { running: boolean; runId: string | null; lastSyncedAt: string | null }) =>
  ({ ok: true, value: { ...value, online: true, unreadableBoletos: 0 } }) as const;
const progress = (runId: string): SyncProgress =>
  ({ runId, windowIndex: 0, windowCount: 2 }) as SyncProgress;
const finished = (runId: string, lastSyncedAt: string): SyncFinished =>
  ({
    runId,
    outcome: 'completed',
    itemsFetched: 3,
    itemsChanged: 3,
    itemsUnreadable: 0,
    lastSyncedAt,
    error: null,
  }) as SyncFinished;

describe('the top bar’s sync state', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    ipc.calls.length = 0;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is not left "syncing" by a status read during a run that finished before it answered', async () => {
    const app = new AppState();
    stop = app.listen();
    void app.refreshSyncStatus();
    // The run ends while the status (read as it ran) is on its way.
    ipc.emit('sync:finished', finished('run-1', '2026-11-27T12:00:00.000Z'));
    ipc.calls[0]!.resolve(
      status({ running: true, runId: 'run-1', lastSyncedAt: '2026-11-27T11:59:59.000Z' }),
    );
    await flush();
    expect(app.syncing).toBe(false);
    expect(app.lastSyncedAt).toBe('2026-11-27T12:00:00.000Z');
  });

  it('keeps a run that started while an older "idle" status was on its way', async () => {
    const app = new AppState();
    stop = app.listen();
    void app.refreshSyncStatus();
    ipc.emit('sync:progress', progress('run-2'));
    ipc.calls[0]!.resolve(status({ running: false, runId: null, lastSyncedAt: null }));
    await flush();
    expect(app.syncing).toBe(true);
    ipc.emit('sync:finished', finished('run-2', '2026-11-27T12:05:00.000Z'));
    expect(app.syncing).toBe(false);
  });

  it('takes the status as it is when no sync event came meanwhile', async () => {
    const app = new AppState();
    stop = app.listen();
    void app.refreshSyncStatus();
    ipc.calls[0]!.resolve(
      status({ running: true, runId: 'run-3', lastSyncedAt: '2026-11-27T10:00:00.000Z' }),
    );
    await flush();
    expect(app.syncing).toBe(true);
    expect(app.lastSyncedAt).toBe('2026-11-27T10:00:00.000Z');
    // A later status of another profile, never synced, is taken too (it is not "older").
    void app.refreshSyncStatus();
    ipc.calls[1]!.resolve(status({ running: false, runId: null, lastSyncedAt: null }));
    await flush();
    expect(app.syncing).toBe(false);
    expect(app.lastSyncedAt).toBeNull();
  });
});
