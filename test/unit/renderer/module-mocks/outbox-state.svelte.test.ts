import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, Result } from '../../../../preload/contract/index.ts';

interface Call {
  channel: string;
  input: unknown;
  resolve: (result: Result<unknown>) => void;
}
const calls: Call[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: unknown) =>
    new Promise((resolve) => calls.push({ channel, input, resolve })),
  on: () => () => {},
}));

const { OutboxState } = await import('../../../../renderer/src/features/outbox/outbox.svelte.ts');
const { app } = await import('../../../../renderer/src/lib/state/app.svelte.ts');

const now = Date.parse('2026-03-05T15:00:00Z');

function entry(id: string, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    kind: 'boleto:create',
    identity: `cid-${id}`,
    state: 'unknown',
    summary: {
      amountCents: 12_345,
      label: 'Ana',
      dated: { meaning: 'due-date', date: '2026-04-01' },
    },
    actions: { check: true, discard: false },
    presentation: { words: 'boleto', opens: { screen: 'boleto', id: `cid-${id}` } },
    lastError: null,
    createdAt: '2026-03-05T14:50:00Z',
    updatedAt: '2026-03-05T14:50:00Z',
    ...extra,
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const last = (channel: string) => calls.filter((c) => c.channel === channel).at(-1)!;

describe('the outbox state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    calls.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the newest list when an older load answers last', async () => {
    const outbox = new OutboxState();
    void outbox.load();
    void outbox.load();
    calls[1]!.resolve({ ok: true, value: [entry('new')] });
    await flush();
    calls[0]!.resolve({ ok: true, value: [entry('old')] });
    await flush();
    expect(outbox.loaded).toBe(true);
    expect(outbox.toCheck.map((e) => e.id)).toEqual(['new']);
  });

  it('keeps the entries it had when a load fails, and says why', async () => {
    const outbox = new OutboxState();
    void outbox.load();
    calls[0]!.resolve({ ok: true, value: [entry('a')] });
    await flush();
    void outbox.load();
    calls[1]!.resolve({ ok: false, error: { code: 'internal', message: 'no' } });
    await flush();
    expect(outbox.error?.code).toBe('internal');
    expect(outbox.toCheck.map((e) => e.id)).toEqual(['a']);
  });

  it('moves a settled entry to the resolved ones and reads the outbox again', async () => {
    const outbox = new OutboxState();
    const notify = vi.spyOn(app, 'notify');
    void outbox.load();
    calls[0]!.resolve({ ok: true, value: [entry('a'), entry('b')] });
    await flush();
    const resolving = outbox.resolve('a');
    expect(outbox.isResolving('a')).toBe(true);
    // A second press while the first is on its way does nothing.
    expect(await outbox.resolve('a')).toBe(false);
    last('outbox:resolve').resolve({ ok: true, value: entry('a', { state: 'done' }) });
    await flush();
    expect(outbox.isResolving('a')).toBe(false);
    expect(outbox.resolved.map((e) => e.id)).toEqual(['a']);
    expect(outbox.toCheck.map((e) => e.id)).toEqual(['b']);
    expect(notify).toHaveBeenCalledWith(expect.any(String), 'success');
    last('outbox:list').resolve({ ok: true, value: [entry('b')] });
    expect(await resolving).toBe(true);
  });

  it('remembers which action failed on an entry until it is tried again', async () => {
    const outbox = new OutboxState();
    void outbox.load();
    calls[0]!.resolve({ ok: true, value: [entry('a', { state: 'failed' })] });
    await flush();
    const discarding = outbox.discard('a');
    last('outbox:discard').resolve({ ok: false, error: { code: 'offline', message: 'no' } });
    await flush();
    last('outbox:list').resolve({ ok: true, value: [entry('a', { state: 'failed' })] });
    expect(await discarding).toBe(false);
    expect(outbox.failureOf('a')?.code).toBe('offline');
    expect(outbox.failedAction('a')).toBe('discard');

    const resolving = outbox.resolve('a');
    expect(outbox.failureOf('a')).toBeNull();
    last('outbox:resolve').resolve({ ok: false, error: { code: 'timeout', message: 'no' } });
    await flush();
    last('outbox:list').resolve({ ok: true, value: [entry('a', { state: 'failed' })] });
    await resolving;
    expect(outbox.failedAction('a')).toBe('resolve');

    outbox.forgetResolved();
    expect(outbox.failureOf('a')).toBeNull();
  });
});
