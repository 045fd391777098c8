import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  badgeDescription,
  badgeImageName,
  watchReceivedToday,
} from '../../../main/electron/received-today.ts';
import { EventBus } from '../../../main/ipc/event-bus.ts';
import type { HomeSummary } from '../../../preload/contract/index.ts';

// The dock/task-bar badge's source: when it reads the home screen's figure again and what it
// reports. The figure itself is the cache's (`test/integration/app/received-today-badge.test.ts`).

const tally = (count: number) => ({ count, amountCents: count * 1000 });
const received = (count: number) => ({
  ...tally(count),
  refundedCents: 0,
  sharedCents: 0,
  netCents: count * 1000,
});
function summaryWith(receivedToday: number): HomeSummary {
  return {
    today: '2026-03-10',
    weekStart: '2026-03-09',
    receivedToday: received(receivedToday),
    receivedThisWeek: received(receivedToday),
    dueNext7Days: tally(0),
    overdue: tally(0),
    latestPaid: [],
    hasCharges: true,
  };
}

/** A summary whose answers the test releases one by one. */
function controlledSummary() {
  const pending: Array<(summary: HomeSummary) => void> = [];
  return {
    summary: () => new Promise<HomeSummary>((resolve) => pending.push(resolve)),
    answer(count: number) {
      pending.shift()?.(summaryWith(count));
    },
    get waiting() {
      return pending.length;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('the received-today badge count', () => {
  it('is read at the start and reported once, then again only when it changes', async () => {
    const events = new EventBus();
    let count = 2;
    const reads = vi.fn(() => summaryWith(count));
    const counts: number[] = [];
    stop = watchReceivedToday({ summary: reads, events, onCount: (n) => counts.push(n) });
    await settle();
    expect(counts).toEqual([2]);

    events.emit('data:changed', { resource: 'boletos' });
    await settle();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(counts).toEqual([2]);

    count = 3;
    events.emit('sync:finished', {
      runId: 'r1',
      outcome: 'completed',
      itemsFetched: 1,
      itemsChanged: 1,
      itemsUnreadable: 0,
      lastSyncedAt: '2026-03-10T15:00:00.000Z',
      error: null,
    });
    await settle();
    expect(counts).toEqual([2, 3]);
  });

  it('is not read again for a sync’s progress or the connection badge', async () => {
    const events = new EventBus();
    const reads = vi.fn(() => summaryWith(0));
    stop = watchReceivedToday({ summary: reads, events, onCount: () => {} });
    await settle();
    events.emit('connection:changed', { online: false });
    events.emit('menu:command', { command: 'sync' });
    await settle();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('reads one at a time: events during a read make one more read, not one each', async () => {
    const events = new EventBus();
    const control = controlledSummary();
    const counts: number[] = [];
    stop = watchReceivedToday({
      summary: control.summary,
      events,
      onCount: (n) => counts.push(n),
    });
    expect(control.waiting).toBe(1);
    for (let i = 0; i < 5; i += 1) events.emit('data:changed', { resource: 'received' });
    expect(control.waiting).toBe(1);
    control.answer(1);
    await settle();
    // The five events asked for one read after the first.
    expect(control.waiting).toBe(1);
    control.answer(4);
    await settle();
    expect(control.waiting).toBe(0);
    expect(counts).toEqual([1, 4]);
  });

  it('keeps its number when a read fails (a profile being switched)', async () => {
    const events = new EventBus();
    let fail = false;
    const counts: number[] = [];
    stop = watchReceivedToday({
      summary: () => {
        if (fail) throw new Error('no cache open');
        return summaryWith(5);
      },
      events,
      onCount: (n) => counts.push(n),
    });
    await settle();
    fail = true;
    events.emit('data:changed', { resource: 'profiles' });
    await settle();
    expect(counts).toEqual([5]);
  });

  it('is read again on its own as time passes (the day turns at midnight)', async () => {
    vi.useFakeTimers();
    const events = new EventBus();
    let count = 7;
    const counts: number[] = [];
    stop = watchReceivedToday({
      summary: () => summaryWith(count),
      events,
      onCount: (n) => counts.push(n),
      everyMs: 60_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    count = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(counts).toEqual([7, 0]);
  });

  it('reports nothing once stopped', async () => {
    const events = new EventBus();
    let count = 1;
    const counts: number[] = [];
    stop = watchReceivedToday({
      summary: () => summaryWith(count),
      events,
      onCount: (n) => counts.push(n),
    });
    await settle();
    stop();
    count = 2;
    events.emit('data:changed', { resource: 'boletos' });
    await settle();
    expect(counts).toEqual([1]);
  });
});

describe('the Windows overlay', () => {
  it('has a picture for 1 to 9, then 9+, and none for nothing received', () => {
    expect([0, 1, 9, 10, 250].map(badgeImageName)).toEqual([null, '1', '9', '9+', '9+']);
  });

  it('says the count in the owner’s language', () => {
    expect(badgeDescription(1, 'pt-BR')).toBe('1 pagamento recebido hoje');
    expect(badgeDescription(1234, 'pt-BR')).toBe('1.234 pagamentos recebidos hoje');
    expect(badgeDescription(1, 'en')).toBe('1 payment received today');
    expect(badgeDescription(3, 'en')).toBe('3 payments received today');
  });
});
