import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPauloIso } from '../../../preload/contract/validators/date.ts';
import { addMonthsClamped } from '../../../preload/contract/schemas/customers.ts';
import type { InstallmentsInput } from '../../../preload/contract/index.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Installments whose bank goes away in the middle of the carnê, within one call: the app on a
// remote-bank profile, the real sandbox behind a network that fails exactly when told
// (test/support/faulty-network.ts). What matters is what the bank really holds at the end.

const CHARGES = '/baas/v1/charges';

let running: AppOnFaultyBank;

beforeAll(async () => {
  running = await startAppOnFaultyBank();
}, 60_000);
afterAll(async () => running?.close());
afterEach(() => running.network.heal());

function plan(prefix: string): InstallmentsInput {
  return {
    count: 3,
    totalCents: 10_000,
    firstDueDate: addMonthsClamped(todayInSaoPauloIso(), 1),
    yourNumber: prefix,
    payer: { name: 'Ana Souza Lima', document: '529.982.247-25' },
  };
}

/** The boletos at the bank of this carnê, by your number. */
function atTheBank(prefix: string): string[] {
  const rows = running.bankDb
    .prepare(`SELECT record FROM boletos WHERE record LIKE ?`)
    .pluck()
    .all(`%"${prefix}-%`) as string[];
  return rows.map((r) => (JSON.parse(r) as { yourNumber: string }).yourNumber).sort();
}

/** Runs `then` as soon as the first installment is created (its cache write announced). */
function afterFirstCreated(then: () => void): () => void {
  let seen = false;
  return running.app.core.events.subscribe((name, payload) => {
    if (seen || name !== 'data:changed') return;
    if ((payload as { resource: string }).resource !== 'boletos') return;
    seen = true;
    then();
  });
}

describe('installments when the bank goes away midway', () => {
  it('keeps the first, reports the second not created and the third not tried; the retry creates only those', async () => {
    const { app, network } = running;
    // The network drops as soon as the first is created: the next connection is refused.
    const stop = afterFirstCreated(() => void network.goOffline());
    const result = await app.value('installments:create', plan('MID1'));
    stop();
    expect(result.items.map((i) => i.outcome)).toEqual(['created', 'failed', 'skipped']);
    expect(result.items[1]?.error?.code).toBe('offline');
    expect(atTheBank('MID1')).toEqual(['MID1-1/3']);
    expect(await app.value('outbox:list')).toEqual([]);

    await network.heal();
    const retried = await app.value('installments:create', { ...plan('MID1'), only: [2, 3] });
    expect(retried.items.map((i) => i.outcome)).toEqual(['not_requested', 'created', 'created']);
    expect(atTheBank('MID1')).toEqual(['MID1-1/3', 'MID1-2/3', 'MID1-3/3']);
  });

  it('settles an installment whose answer was lost by its own correlationId: never a second boleto', async () => {
    const { app, network } = running;
    // The second reaches the bank, its answer is lost, and the network stays down.
    const stop = afterFirstCreated(() =>
      network.failNext({
        method: 'POST',
        path: CHARGES,
        fault: 'lose-response',
        thenOffline: true,
      }),
    );
    const result = await app.value('installments:create', plan('MID2'));
    stop();
    expect(result.items.map((i) => i.outcome)).toEqual(['created', 'unknown', 'skipped']);
    const second = result.items[1]!;
    expect(second.correlationId).toBeTruthy();
    // The bank has it; the app does not know yet, and keeps it by its id.
    expect(atTheBank('MID2')).toEqual(['MID2-1/3', 'MID2-2/3']);
    expect((await app.value('outbox:list')).map((e) => e.identity)).toEqual([second.correlationId]);

    await network.heal();
    const retried = await app.value('installments:create', {
      ...plan('MID2'),
      only: [3],
      unknown: [{ number: 2, correlationId: second.correlationId! }],
    });
    expect(retried.items.map((i) => i.outcome)).toEqual(['not_requested', 'created', 'created']);
    expect(retried.items[1]?.correlationId).toBe(second.correlationId);
    expect(atTheBank('MID2')).toEqual(['MID2-1/3', 'MID2-2/3', 'MID2-3/3']);
    expect(await app.value('outbox:list')).toEqual([]);
  });
});
