import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0270ReceivedCharge } from '../../../../main/cache/migrations/0270-received-charge.ts';
import { receivedRepo } from '../../../../main/cache/received/received-repo.ts';
import { guid, tempFolder, wireBoleto } from '../fixtures.ts';

// The charge a received Pix paid, moved onto its row: a cache written before keeps showing
// every Pix's charge, and the list no longer joins `charges`.

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0270ReceivedCharge.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0270ReceivedCharge.version);
const SYNCED = '2026-11-25T12:00:00.000Z';
const e2e = (n: number) => `E${String(n).padStart(31, '0')}`;

describe('migration 0270-received-charge', () => {
  it('names the charge of every Pix a cache already held, and none where no charge is cached', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    const paid = (n: number) =>
      wireBoleto(n, {
        status: 'Paid',
        payments: [
          { id: `p${n}`, amount: 100.5, paidAt: SYNCED, source: 'PIX', endToEndId: e2e(n) },
        ],
      });
    boletosRepo(old).upsertBoletos([paid(1), paid(2)], SYNCED);
    receivedRepo(old).addPasted(e2e(3), SYNCED);
    old.close();

    const db = openCache(file, { migrations: AFTER });
    try {
      const repo = receivedRepo(db);
      expect(repo.getReceived(e2e(1))?.charge).toEqual({
        kind: 'boleto',
        label: 'NF-1001',
        createdAt: '2025-01-15T12:00:00.000Z',
      });
      expect(repo.getReceived(e2e(2))?.charge).toMatchObject({ kind: 'boleto', label: 'NF-1002' });
      expect(repo.getReceived(e2e(3))?.charge).toBeNull();
      expect(repo.page().map((r) => r.charge?.label ?? null)).toEqual(['NF-1001', 'NF-1002', null]);
      expect(guid(1)).toBe(repo.getReceived(e2e(1))?.reference);
    } finally {
      db.close();
    }
  });
});
