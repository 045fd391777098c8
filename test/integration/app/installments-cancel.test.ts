import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped } from '../../../preload/contract/schemas/customers.ts';
import { todayInSaoPauloIso } from '../../../preload/contract/validators/date.ts';
import type { InstallmentsInput } from '../../../preload/contract/index.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Cancelling a carnê from one installment on: each installment's cancel is the ordinary cancel
// through the write pipeline, paid ones are left alone, and a bank that goes away midway
// stops the rest and tells which were cancelled, so trying again sends only those left. What
// matters is what the bank holds at the end.

let running: AppOnFaultyBank;

beforeAll(async () => {
  running = await startAppOnFaultyBank();
}, 60_000);
afterAll(async () => running?.close());
afterEach(() => running.network.heal());

function plan(prefix: string, kind: InstallmentsInput['kind'] = 'boleto'): InstallmentsInput {
  return {
    kind,
    count: 4,
    totalCents: 40_000,
    firstDueDate: addMonthsClamped(todayInSaoPauloIso(), 1),
    yourNumber: prefix,
    payer: {
      name: 'Ana Souza Lima',
      document: '529.982.247-25',
      address: {
        zipCode: '01310-100',
        publicPlace: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
  };
}

/** Each boleto of this carnê at the bank: its your number and status. */
function boletosAtTheBank(prefix: string): [string, string][] {
  const rows = running.bankDb
    .prepare(`SELECT record FROM boletos WHERE record LIKE ?`)
    .pluck()
    .all(`%"${prefix}-%`) as string[];
  return rows
    .map((r) => JSON.parse(r) as { yourNumber: string; status: string })
    .map((b): [string, string] => [b.yourNumber, b.status])
    .sort(([a], [b]) => a.localeCompare(b));
}

async function issue(prefix: string, kind: InstallmentsInput['kind'] = 'boleto') {
  const result = await running.app.value('installments:create', plan(prefix, kind));
  expect(result.items.map((i) => i.outcome)).toEqual(['created', 'created', 'created', 'created']);
  return result.items.map((i) => i.correlationId!);
}

describe('cancelling a carnê from one installment on', () => {
  it('cancels the installment and the later open ones, leaving the paid one and the earlier ones', async () => {
    const { app } = running;
    const ids = await issue('CANC1');
    // The third was paid before the owner gave up on the carnê.
    await app.value('boletos:simulate-payment', { correlationId: ids[2]!, method: 'BANKSLIP' });

    const carne = await app.value('installments:of-charge', {
      kind: 'boleto',
      correlationId: ids[1]!,
    });
    expect(carne).toMatchObject({ label: 'CANC1', count: 4, number: 2 });
    expect(carne?.installments.map((i) => [i.number, i.state])).toEqual([
      [1, 'open'],
      [2, 'open'],
      [3, 'paid'],
      [4, 'open'],
    ]);

    const done = await app.value('installments:cancel-from', {
      kind: 'boleto',
      correlationId: ids[1]!,
    });
    expect(done.cancelled).toEqual([2, 4]);
    expect(boletosAtTheBank('CANC1')).toEqual([
      ['CANC1-1/4', 'Pending'],
      ['CANC1-2/4', 'Cancelled'],
      ['CANC1-3/4', 'Paid'],
      ['CANC1-4/4', 'Cancelled'],
    ]);
    // Asked again: nothing left to cancel, nothing sent.
    const again = await app.value('installments:cancel-from', {
      kind: 'boleto',
      correlationId: ids[1]!,
    });
    expect(again.cancelled).toEqual([]);
    // A charge that is no installment is not a carnê.
    const single = await app.value('installments:of-charge', {
      kind: 'boleto',
      correlationId: '00000000-0000-4000-8000-00000000dead',
    });
    expect(single).toBeNull();
  });

  it('stops when the bank goes away midway, says which were cancelled, and the retry sends only the rest', async () => {
    const { app, network } = running;
    const ids = await issue('CANC2');
    // The network drops as soon as the first cancel is stored.
    let seen = false;
    const stop = app.core.events.subscribe((name, payload) => {
      if (seen || name !== 'data:changed') return;
      if ((payload as { resource: string }).resource !== 'boletos') return;
      seen = true;
      void network.goOffline();
    });
    const failed = await app.call('installments:cancel-from', {
      kind: 'boleto',
      correlationId: ids[0]!,
    });
    stop();
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.error.key).toBe('error.carne.cancel_stopped');
    expect(failed.error.params).toMatchObject({ number: 2, count: 4, done: '1' });
    expect(boletosAtTheBank('CANC2').map(([, status]) => status)).toEqual([
      'Cancelled',
      'Pending',
      'Pending',
      'Pending',
    ]);

    await network.heal();
    const sentBefore = network.requests.filter((r) => r.path.endsWith('/void')).length;
    const retried = await app.value('installments:cancel-from', {
      kind: 'boleto',
      correlationId: ids[0]!,
    });
    expect(retried.cancelled).toEqual([2, 3, 4]);
    // The first, already cancelled, is not sent again.
    expect(network.requests.filter((r) => r.path.endsWith('/void')).length - sentBefore).toBe(3);
    expect(boletosAtTheBank('CANC2').map(([, status]) => status)).toEqual([
      'Cancelled',
      'Cancelled',
      'Cancelled',
      'Cancelled',
    ]);
  });

  it('cancels a carnê of due-date Pix the same way', async () => {
    const { app } = running;
    const ids = await issue('CANC3', 'pix-due-date');
    const done = await app.value('installments:cancel-from', {
      kind: 'pix-due-date',
      correlationId: ids[2]!,
    });
    expect(done.cancelled).toEqual([3, 4]);
    const states = (await app.value('installments:of-charge', {
      kind: 'pix-due-date',
      correlationId: ids[0]!,
    }))!.installments.map((i) => i.state);
    expect(states).toEqual(['open', 'open', 'cancelled', 'cancelled']);
  });
});
