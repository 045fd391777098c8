import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import { newBoletoRecord } from '../../../main/sandbox/boletos/boleto-record.ts';
import { expireOverdueBoletos } from '../../../main/sandbox/boletos/expiry.ts';
import { seedBoletos } from '../../../main/sandbox/boletos/seed.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';

const ACCOUNT = '1234567';
let dir: string;
let store: SandboxStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-store-'));
  store = SandboxStore.open(dir);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function record(n: number, overrides: Partial<BoletoRecord> = {}): BoletoRecord {
  return {
    ...newBoletoRecord({
      type: 'BANKSLIP',
      correlationId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      amountCents: 10_010 + n,
      walletNumber: '112',
      yourNumber: `Y${n}`,
      ourNumber: String(n + 1),
      dueDate: '2026-04-01',
      payer: { name: 'Ana', document: '52998224725' },
      createdAt: '2026-03-10T12:00:00.000Z',
      accountId: ACCOUNT,
    }),
    ...overrides,
  };
}

describe('SandboxStore', () => {
  it('inserts, refuses a duplicate correlationId per account, and finds by every key', () => {
    const boleto = record(1);
    expect(store.insertBoleto(ACCOUNT, boleto)).toBe(true);
    expect(store.insertBoleto(ACCOUNT, { ...boleto, yourNumber: 'other' })).toBe(false);
    expect(store.insertBoleto('7654321', boleto)).toBe(true);
    expect(store.findByCorrelationId(ACCOUNT, boleto.correlationId)?.record).toEqual(boleto);
    expect(store.findByDigitableLine(ACCOUNT, boleto.digitableLine)?.record.correlationId).toBe(
      boleto.correlationId,
    );
    expect(store.findByBarCode(ACCOUNT, boleto.barCode)?.record.correlationId).toBe(
      boleto.correlationId,
    );
    expect(store.findByCorrelationId('0000000', boleto.correlationId)).toBeUndefined();
    expect(store.countBoletos(ACCOUNT)).toBe(1);
  });

  it('lists stored JSON text in (createdAt, id) order within [from, to)', () => {
    store.insertBoletos(ACCOUNT, [
      record(1, { createdAt: '2026-03-10T12:00:00.000Z' }),
      record(2, { createdAt: '2026-03-10T11:00:00.000Z' }),
      record(3, { createdAt: '2026-03-10T12:00:00.000Z' }),
      record(4, { createdAt: '2026-03-11T12:00:00.000Z' }),
    ]);
    const page = store.listRecordJsonCreatedBetween(
      ACCOUNT,
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
      10,
      0,
    );
    expect(page.map((json) => (JSON.parse(json) as BoletoRecord).yourNumber)).toEqual([
      'Y2',
      'Y1',
      'Y3',
    ]);
    expect(
      store.countCreatedBetween(ACCOUNT, '2026-03-10T00:00:00.000Z', '2026-03-12T00:00:00.000Z'),
    ).toBe(4);
  });

  it('edits records in SQL without disturbing amounts or other fields', () => {
    const boleto = record(1, { amount: 100.1 });
    store.insertBoleto(ACCOUNT, boleto);
    const { rowId } = store.findByCorrelationId(ACCOUNT, boleto.correlationId)!;
    store.updateDueDate(rowId, '2026-05-01', '2026-03-11T00:00:00.000Z');
    store.recordPayment(
      rowId,
      { id: 'p1', amount: 100.1, paidAt: '2026-03-12T00:00:00.000Z', source: 'BANKSLIP' },
      '2026-03-12T00:00:00.000Z',
    );
    const after = store.findByCorrelationId(ACCOUNT, boleto.correlationId)!.record;
    expect(after).toEqual({
      ...boleto,
      dueDate: '2026-05-01',
      status: 'Paid',
      payments: [
        { id: 'p1', amount: 100.1, paidAt: '2026-03-12T00:00:00.000Z', source: 'BANKSLIP' },
      ],
      updatedAt: '2026-03-12T00:00:00.000Z',
    });
  });

  it('expires only pending boletos due before today − 30 (São Paulo)', () => {
    store.insertBoletos(ACCOUNT, [
      record(1, { dueDate: '2026-02-08' }),
      record(2, { dueDate: '2026-02-07' }),
      record(3, { dueDate: '2026-02-01', status: 'Cancelled' }),
    ]);
    // 2026-03-10 in São Paulo: cutoff 2026-02-08.
    expect(expireOverdueBoletos(store, ACCOUNT, new Date('2026-03-10T15:00:00.000Z'))).toBe(1);
    const status = (n: number) =>
      store.findByCorrelationId(ACCOUNT, record(n).correlationId)!.record.status;
    expect([status(1), status(2), status(3)]).toEqual(['Pending', 'Expired', 'Cancelled']);
  });

  it('allocates consecutive our numbers and detects a reused wallet-121 number', () => {
    expect(store.allocateOurNumbers(ACCOUNT, 5)).toBe(1);
    expect(store.allocateOurNumbers(ACCOUNT)).toBe(6);
    store.insertBoleto(ACCOUNT, record(1, { walletNumber: '121', ourNumber: '42' }));
    expect(store.hasOurNumber(ACCOUNT, '121', '00000000042')).toBe(true);
    expect(store.hasOurNumber(ACCOUNT, '112', '42')).toBe(false);
  });

  it('survives reopening (schema version kept)', () => {
    store.insertBoleto(ACCOUNT, record(1));
    store.setSetting('api-key', 'k');
    store.close();
    store = SandboxStore.open(dir);
    expect(store.countBoletos(ACCOUNT)).toBe(1);
    expect(store.getSetting('api-key')).toBe('k');
  });

  it('bulk-seeds in one transaction', () => {
    expect(
      seedBoletos(store, {
        accountId: ACCOUNT,
        count: 2_000,
        now: new Date('2026-03-10T15:00:00.000Z'),
      }),
    ).toBe(2_000);
    expect(store.countBoletos(ACCOUNT)).toBe(2_000);
    expect(
      store.countCreatedBetween(ACCOUNT, '2025-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z'),
    ).toBe(2_000);
  });
});
