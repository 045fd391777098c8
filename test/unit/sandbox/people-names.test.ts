import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedBoletos } from '../../../main/sandbox/boletos/seed.ts';
import { FIRST_NAMES, SURNAMES, personName } from '../../../main/sandbox/demo/people-names.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('people’s names for seeded payers', () => {
  const cycle = FIRST_NAMES.length * SURNAMES.length * SURNAMES.length;
  const names = Array.from({ length: cycle }, (_, n) => personName(n));

  it('walks every first name with every pair of surnames once, then again', () => {
    expect(new Set(names).size).toBe(cycle);
    const firsts = new Set(FIRST_NAMES);
    const surnames = new Set(SURNAMES);
    const odd = names.filter((name) => {
      const [first = '', surname = '', last = '', ...more] = name.split(' ');
      return more.length > 0 || !firsts.has(first) || !surnames.has(surname) || !surnames.has(last);
    });
    expect(odd).toEqual([]);
    expect(personName(cycle + 7)).toBe(personName(7));
  });

  it('has "mar" start a word of about one name in four, and "joão si" two in a thousand', () => {
    const words = names.map((name) => fold(name).split(' '));
    const mar = words.filter((w) => w.some((word) => word.startsWith('mar'))).length;
    const joaoSi = words.filter(
      (w) => w.includes('joao') && w.some((word) => word.startsWith('si')),
    ).length;
    expect(mar / cycle).toBeGreaterThan(0.2);
    expect(mar / cycle).toBeLessThan(0.3);
    expect(joaoSi / cycle).toBeGreaterThan(0.001);
    expect(joaoSi / cycle).toBeLessThan(0.003);
  });

  it('names the seeded boletos’ payers when asked, and numbers them by default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-seed-names-'));
    const store = SandboxStore.open(dir);
    try {
      const now = new Date('2026-03-10T15:00:00.000Z');
      seedBoletos(store, { accountId: 'people', count: 40, now, payerNames: 'people' });
      seedBoletos(store, { accountId: 'numbered', count: 40, now });
      const payers = (accountId: string) =>
        store
          .listRecordJsonCreatedBetween(
            accountId,
            '2025-01-01T00:00:00.000Z',
            now.toISOString(),
            100,
            0,
          )
          .map((json) => (JSON.parse(json) as { payer: { name: string } }).payer.name)
          .sort();
      expect(payers('people')).toEqual(names.slice(0, 40).sort());
      expect(payers('numbered')).toEqual(
        Array.from({ length: 40 }, (_, i) => `Cliente ${i}`).sort(),
      );
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
