import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../main/cache/charges/charges-repo.ts';
import { chargeSearchSet } from '../../../main/cache/charges/charge-query.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { tempFolder, wireBoleto, wireImmediateQr } from './fixtures.ts';

const folder = tempFolder();
let db: CacheDb;

// A document that starts like none of the numbers searched below.
const payer = { name: 'Maria Souza', document: '98765432100' };

beforeAll(() => {
  db = openCache(folder.file());
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(1, { payer, amount: 1234.56, yourNumber: 'NF-1', ourNumber: '00012345678' }),
      wireBoleto(2, { payer, amount: 1234.56, yourNumber: 'NF-2', ourNumber: '12345679' }),
      wireBoleto(3, { payer, amount: 99.9, yourNumber: 'NF-2024', ourNumber: '77' }),
      wireBoleto(4, { payer, amount: 2024, yourNumber: 'PED 5', ourNumber: '2024' }),
      wireBoleto(5, { payer, amount: 10, yourNumber: 'X', ourNumber: '555', status: 'Paid' }),
    ],
    '2025-02-01T00:00:00Z',
  );
  pixCodesRepo(db).upsertPixCodes(
    [wireImmediateQr(6, { amount: 1234.56 }), wireImmediateQr(7, { amount: 1234.5 })],
    'immediate',
    '2025-02-01T00:00:00Z',
  );
});
afterAll(() => {
  db.close();
  folder.cleanup();
});

const ids = (rows: { id: string }[]) =>
  rows.map((r) => Number.parseInt(r.id.slice(-4), 16)).sort((a, b) => a - b);

const search = (text: string, extra: object = {}) =>
  ids(chargesRepo(db).listCharges({ filters: { search: text, ...extra } }).items);

describe('searching the charges list by amount and by nosso número', () => {
  it('finds the charges of exactly the amount, however it is typed', () => {
    for (const text of ['1234,56', '1.234,56', 'R$ 1.234,56', 'R$1.234,56', '1,234.56']) {
      expect(search(text), text).toEqual([1, 2, 6]);
    }
    expect(search('1234,50')).toEqual([7]);
    expect(search('99,90')).toEqual([3]);
  });

  it('finds a boleto by its nosso número, with or without leading zeros', () => {
    expect(search('12345678')).toEqual([1]);
    expect(search('00012345678')).toEqual([1]);
    expect(search('0012345679')).toEqual([2]);
    expect(search('555')).toEqual([5]);
  });

  it('finds everything a plain number may be: the reference, the amount and the nosso número', () => {
    // 3: reference NF-2024; 4: R$ 2.024,00 and nosso número 2024.
    expect(search('2024')).toEqual([3, 4]);
    expect(search('77')).toEqual([3]);
  });

  it('keeps the other filters and the totals on the same rows', () => {
    expect(search('1.234,56', { kinds: ['boleto'] })).toEqual([1, 2]);
    expect(search('555', { states: ['open'] })).toEqual([]);
    const totals = chargesRepo(db).chargeTotals({ search: '1.234,56' });
    expect(totals.count).toBe(3);
    expect(totals.amountCents).toBe(3 * 123_456);
  });

  it('pages through an amount search sorted by any column', () => {
    for (const key of ['createdAt', 'dueDate', 'amount'] as const) {
      const first = chargesRepo(db).listCharges({
        filters: { search: '1234,56' },
        sort: { key, direction: 'asc' },
        limit: 2,
      });
      expect(first.nextCursor).not.toBeNull();
      const second = chargesRepo(db).listCharges({
        filters: { search: '1234,56' },
        sort: { key, direction: 'asc' },
        cursor: first.nextCursor,
        limit: 2,
      });
      expect(ids([...first.items, ...second.items])).toEqual([1, 2, 6]);
    }
  });

  it('seeks the indexes: the amount index and the nosso número index, never a scan', () => {
    const plan = (text: string) => {
      const set = chargeSearchSet({ search: text })!;
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${set.sql}`).all(...set.params) as {
        detail: string;
      }[];
      return rows.map((r) => r.detail).join('\n');
    };
    expect(plan('1.234,56')).toContain('charges_by_amount');
    expect(plan('00012345678')).toContain('boletos_by_our_number');
    expect(plan('00012345678')).not.toMatch(/\bSCAN (b|s)\b/);
    expect(plan('1.234,56')).not.toMatch(/\bSCAN (b|s)\b/);
  });
});
