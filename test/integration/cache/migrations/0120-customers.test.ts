import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { pixCodesRepo } from '../../../../main/cache/pix/pix-codes-repo.ts';
import { customersRepo } from '../../../../main/cache/customers/customers-repo.ts';
import { tempFolder, wireBoleto, wireDueDateQr, wireImmediateQr } from '../fixtures.ts';

const folder = tempFolder();
const VERSION_BEFORE = cacheMigrations.filter((m) => m.version < 120).at(-1)!.version;
/** The cache as of this migration: what later ones add is not this test's business. */
const UP_TO_0120 = cacheMigrations.filter((m) => m.version <= 120);
afterAll(() => folder.cleanup());

describe('migration 0120-customers', () => {
  it('saves the payers of the charges already cached, the latest data winning', () => {
    const file = folder.file();
    const db = openCache(file, { migrations: UP_TO_0120 });
    const at = '2026-11-01T12:00:00.000Z';
    boletosRepo(db).upsertBoletos(
      [
        wireBoleto(1, {
          payer: {
            name: 'Ana S.',
            document: '52998224725',
            email: 'ana@example.com',
            address: {
              zipCode: '01310100',
              publicPlace: 'Av. Paulista',
              city: 'São Paulo',
              state: 'SP',
            },
          },
          createdAt: '2025-01-10T12:00:00.000Z',
        }),
        wireBoleto(2, {
          payer: { name: 'Ana Souza', document: '52998224725' },
          createdAt: '2025-02-10T12:00:00.000Z',
        }),
        wireBoleto(3, { payer: { name: 'Padaria Pão Quente', document: '11222333000181' } }),
      ],
      at,
    );
    pixCodesRepo(db).upsertPixCodes([wireImmediateQr(4)], 'immediate', at);
    // A masked document names nobody.
    pixCodesRepo(db).upsertPixCodes([wireDueDateQr(5)], 'due-date', at);
    // As a cache written before this migration: no customers table, the version before it.
    db.exec('DROP TABLE customers; DROP INDEX charges_by_payer;');
    db.pragma(`user_version = ${VERSION_BEFORE}`);
    db.close();

    const migrated = openCache(file, { migrations: UP_TO_0120 });
    try {
      expect(migrated.pragma('user_version', { simple: true })).toBe(120);
      const customers = customersRepo(migrated);
      expect(customers.search('', 50).map((c) => c.name)).toEqual([
        'Ana Souza',
        'Padaria Pão Quente',
        'Pix Payer 4',
      ]);
      expect(customers.get('52998224725')).toMatchObject({
        name: 'Ana Souza',
        email: 'ana@example.com',
        zipCode: '01310100',
        city: 'São Paulo',
        updatedAt: '2025-02-10T12:00:00.000Z',
      });
      // Found by any word of the name (without accents), by the document however typed.
      expect(customers.search('pao', 50).map((c) => c.document)).toEqual(['11222333000181']);
      expect(customers.search('souza 529.982', 50).map((c) => c.document)).toEqual(['52998224725']);
      expect(customers.search('ana@ex', 50)).toHaveLength(1);
      expect(customers.search('nobody', 50)).toEqual([]);
      // Their charges, newest first, with a seek on the new index.
      expect(
        migrated
          .prepare(
            `SELECT reference FROM charges WHERE payer_document = ?
             ORDER BY created_at DESC, id DESC`,
          )
          .pluck()
          .all('52998224725'),
      ).toEqual(['NF-1002', 'NF-1001']);
      const plan = migrated
        .prepare(
          `EXPLAIN QUERY PLAN SELECT * FROM charges WHERE payer_document = ? ORDER BY created_at`,
        )
        .all('52998224725') as { detail: string }[];
      expect(plan.map((p) => p.detail).join(' ')).toContain('charges_by_payer');
    } finally {
      migrated.close();
    }
  });

  it('keeps payers seen later by a sync, and the owner’s edit until newer data comes', () => {
    const db = openCache(folder.file());
    try {
      const customers = customersRepo(db);
      const boletos = boletosRepo(db);
      boletos.upsertBoletos(
        [wireBoleto(1, { payer: { name: 'Ana', document: '52998224725', email: 'a@b.co' } })],
        '2026-11-01T12:00:00.000Z',
      );
      customers.update(
        {
          name: 'Ana Souza',
          document: '52998224725',
          phone: { prefix: '11', number: '912345678' },
        },
        '2026-11-02T12:00:00.000Z',
      );
      expect(customers.get('52998224725')).toMatchObject({ name: 'Ana Souza', email: null });
      // The same (older) boleto read again, now paid: only fills what is empty.
      boletos.upsertBoletos(
        [
          wireBoleto(1, {
            status: 'Paid',
            payer: { name: 'Ana', document: '52998224725', email: 'a@b.co' },
          }),
        ],
        '2026-11-03T12:00:00.000Z',
      );
      expect(customers.get('52998224725')).toMatchObject({
        name: 'Ana Souza',
        email: 'a@b.co',
        phonePrefix: '11',
      });
      // A newer boleto wins for what it has, and blanks nothing.
      boletos.upsertBoletos(
        [
          wireBoleto(2, {
            payer: { name: 'Ana Souza Lima', document: '52998224725' },
            createdAt: '2026-11-20T12:00:00.000Z',
          }),
        ],
        '2026-11-21T12:00:00.000Z',
      );
      expect(customers.get('52998224725')).toMatchObject({
        name: 'Ana Souza Lima',
        email: 'a@b.co',
        phoneNumber: '912345678',
      });
    } finally {
      db.close();
    }
  });
});
