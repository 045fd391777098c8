import { afterAll, describe, expect, it } from 'vitest';
import { STARTUP_SETTLE_MS } from '../../../main/app/core.ts';
import { startApp, type TestApp } from '../../support/app.ts';
import { tempDir } from '../../support/folders.ts';

// The startup sync: at once on a first run (nothing cached to show), after the first screen
// has had its turn when rows are cached (`STARTUP_SETTLE_MS`). The order of events is
// asserted, not how long anything took.

const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

describe('the startup sync', () => {
  it('runs at once on a first run, and lets a start with cached rows draw them first', async () => {
    expect(STARTUP_SETTLE_MS).toBeGreaterThan(0);
    const userDataDir = tempDir('balcao-startup-sync-');
    const first = await startApp({ userDataDir });
    opened.push(first);
    // Started before startWork returned: nothing is cached yet.
    expect(await first.value('sync:status')).toMatchObject({ running: true, lastSyncedAt: null });
    await first.nextEvent('sync:finished');
    const { lastSyncedAt } = await first.value('sync:status');
    expect(lastSyncedAt).not.toBeNull();
    await first.close();

    const again = await startApp({ userDataDir });
    opened.push(again);
    // The cached rows are there to be read; the catch-up sync has not started yet, nor the
    // local sandbox it talks to (its TLS and keys would take the cores the page needs).
    expect(await again.value('sync:status')).toMatchObject({ running: false, lastSyncedAt });
    expect(again.core.localSandbox.isRunning).toBe(false);
    const list = await again.value('charges:list', { filters: { kinds: ['boleto'] } });
    expect(list.items.length).toBeGreaterThan(0);
    // Then it runs by itself, with no one asking.
    const finished = await again.nextEvent('sync:finished');
    expect(finished).toMatchObject({ outcome: 'completed' });
    expect((await again.value('sync:status')).lastSyncedAt! > lastSyncedAt!).toBe(true);
    expect(again.core.localSandbox.isRunning).toBe(true);
  });

  it('starts the local sandbox at once when the owner asks the bank for something meanwhile', async () => {
    const userDataDir = tempDir('balcao-startup-ask-');
    const first = await startApp({ userDataDir });
    opened.push(first);
    await first.nextEvent('sync:finished');
    const [boleto] = (await first.value('charges:list', { filters: { kinds: ['boleto'] } })).items;
    await first.close();

    const again = await startApp({ userDataDir });
    opened.push(again);
    expect(again.core.localSandbox.isRunning).toBe(false);
    // Read from the bank, not from the cache: it needs the sandbox, which starts for it.
    const refreshed = await again.value('boletos:get', {
      correlationId: boleto!.id,
      refresh: true,
    });
    expect(refreshed).toMatchObject({ correlationId: boleto!.id });
    expect(again.core.localSandbox.isRunning).toBe(true);
    expect(await again.value('sync:status')).toMatchObject({ running: false });
  });
});
