import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { RECEIVED_PAGE_SQL } from '../../../main/cache/received/received-page.ts';
import {
  receivedRepo,
  REFUNDS_OF_PAGE_SQL,
  type ReceivedRecord,
} from '../../../main/cache/received/received-repo.ts';
import type { ReceivedAfter, ReceivedPixView } from '../../../preload/contract/index.ts';
import { guid, tempFolder, wireBoleto, wireDueDateQr, wireImmediateQr } from './fixtures.ts';

// The received list read a page at a time from `received_pix` alone, kept by the charge
// writers as boletos and Pix codes are stored: every row once across pages, in the list's
// order, ties and unknown instants included; every page a few index seeks.

const folder = tempFolder();
afterAll(() => folder.cleanup());

const SYNCED = '2026-11-25T12:00:00.000Z';
const e2e = (n: number) => `E${String(n).padStart(31, '0')}`;

const received = (n: number, overrides: Partial<ReceivedRecord> = {}): ReceivedRecord => ({
  endToEndId: e2e(n),
  source: 'transfer',
  amountCents: 1_000 + n,
  payerName: `Pagador ${n}`,
  payerDocument: '52998224725',
  // Five instants for 40 Pix: ties on paid_at are the rule here, not the exception.
  paidAt: `2026-11-2${n % 5}T1${n % 3}:00:00.000Z`,
  reference: null,
  description: n % 4 === 0 ? `Pedido ${n}` : null,
  ...overrides,
});

/** Every page of the list, `limit` rows at a time, each starting after the last row read. */
function allPages(db: CacheDb, limit: number, search = ''): ReceivedPixView[][] {
  const repo = receivedRepo(db);
  const pages: ReceivedPixView[][] = [];
  let after: ReceivedAfter | null = null;
  for (;;) {
    const page = repo.page({ search, after, limit });
    if (page.length > 0) pages.push(page);
    if (page.length < limit) return pages;
    const last = page.at(-1)!;
    after = { paidAt: last.paidAt, endToEndId: last.endToEndId };
  }
}

/** The order the list had when it was one statement of at most 500 rows. */
function listOrder(db: CacheDb, where = '', params: unknown[] = []): string[] {
  return db
    .prepare(
      `SELECT end_to_end_id FROM received_pix ${where}
       ORDER BY paid_at IS NULL, paid_at DESC, end_to_end_id`,
    )
    .pluck()
    .all(...params) as string[];
}

function seeded(): CacheDb {
  const db = openCache(folder.file());
  const repo = receivedRepo(db);
  repo.upsertReceived(
    Array.from({ length: 40 }, (_, i) => received(i + 1)),
    SYNCED,
  );
  // Pasted ids: their instant is unknown, so they come last, by id.
  for (const n of [91, 95, 93, 92, 94, 96]) repo.addPasted(e2e(n), SYNCED);
  // Boletos paid by Pix, written by the sync's writer, their instants with an offset.
  boletosRepo(db).upsertBoletos(
    [61, 62, 63].map((n) =>
      wireBoleto(n, {
        status: 'Paid',
        payments: [
          {
            id: `pay-${n}`,
            amount: 100.5,
            paidAt: '2026-11-22T08:00:00-03:00',
            source: 'PIX',
            endToEndId: e2e(n),
          },
        ],
      }),
    ),
    SYNCED,
  );
  return db;
}

describe('the received list, a page at a time', () => {
  it('lists every Pix exactly once across pages, in the list’s order, ties on paid_at and unknown instants last', () => {
    const db = seeded();
    try {
      const expected = listOrder(db);
      expect(expected).toHaveLength(49);
      for (const limit of [1, 4, 7, 48, 49, 50, 500]) {
        const pages = allPages(db, limit);
        const ids = pages.flat().map((r) => r.endToEndId);
        expect(ids, `pages of ${limit}`).toEqual(expected);
        expect(new Set(ids).size).toBe(ids.length);
        expect(pages.every((p) => p.length <= limit)).toBe(true);
      }
      // The ties of one instant are split across pages and still each come once.
      const tied = db
        .prepare('SELECT paid_at, count(*) AS n FROM received_pix GROUP BY paid_at HAVING n > 3')
        .all();
      expect(tied.length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('pages a search the same way: what matches, each once, in the list’s order', () => {
    const db = seeded();
    try {
      const expected = listOrder(
        db,
        `WHERE payer_name LIKE '%Pagador 1%' OR description LIKE '%Pagador 1%'`,
      );
      expect(expected.length).toBeGreaterThan(5);
      expect(
        allPages(db, 3, 'Pagador 1')
          .flat()
          .map((r) => r.endToEndId),
      ).toEqual(expected);
      // LIKE's wildcards are text to find.
      expect(allPages(db, 3, '%').flat()).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('does not shift a page when Pix arrive meanwhile: the next page starts after the last row read', () => {
    const db = seeded();
    try {
      const repo = receivedRepo(db);
      const first = repo.page({ limit: 5 });
      const before = listOrder(db);
      const last = first.at(-1)!;
      // A newer Pix, and one tied with the last row read that sorts before it.
      repo.upsertReceived(
        [
          received(70, { paidAt: '2026-12-01T10:00:00.000Z' }),
          received(0, { paidAt: last.paidAt }),
        ],
        SYNCED,
      );
      const rest = allPages(db, 5).flat();
      const next = repo.page({ after: { paidAt: last.paidAt, endToEndId: last.endToEndId } });
      expect([...first, ...next].map((r) => r.endToEndId)).toEqual(before);
      expect(rest.map((r) => r.endToEndId)).toEqual(listOrder(db));
    } finally {
      db.close();
    }
  });

  it('reads a page by seeks on received_pix_by_paid_at alone, the charge on its row: no sort, no scan, no join', () => {
    const db = seeded();
    try {
      const params = { paidAt: SYNCED, endToEndId: e2e(1), like: '%a%', limit: 100 };
      for (const sql of RECEIVED_PAGE_SQL) {
        const plan = (
          db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]
        ).map((p) => p.detail);
        expect(plan, sql).toHaveLength(1);
        expect(plan[0], sql).toMatch(/ r USING INDEX received_pix_by_paid_at/);
        expect(plan.join(' '), sql).not.toMatch(/TEMP B-TREE|boletos|pix_codes|charges/);
      }
      const refunds = (
        db.prepare(`EXPLAIN QUERY PLAN ${REFUNDS_OF_PAGE_SQL}`).all('[]') as { detail: string }[]
      ).map((p) => p.detail);
      expect(refunds.join(' ')).toContain('refunds USING INDEX refunds_by_original');
    } finally {
      db.close();
    }
  });
});

describe('the charge writers keep the received list', () => {
  it('lists a Pix as its charge tells it the moment the charge is stored, whatever another source says later', () => {
    const db = openCache(folder.file());
    try {
      const repo = receivedRepo(db);
      const paidByPix = {
        id: 'pay-1',
        amount: 250.75,
        paidAt: '2026-11-24T09:30:00-03:00',
        source: 'PIX' as const,
        endToEndId: e2e(1),
      };
      boletosRepo(db).upsertBoletos(
        [wireBoleto(1, { status: 'Paid', payments: [paidByPix] })],
        SYNCED,
      );
      expect(repo.getReceived(e2e(1))).toMatchObject({
        source: 'boleto',
        amountCents: 25_075,
        payerName: 'Payer 1',
        payerDocument: '12345678909',
        paidAt: '2026-11-24T12:30:00.000Z',
        reference: guid(1),
        description: null,
      });

      // The bank's list names the Pix's own payer and a description: the boleto's fields
      // stay; the description, which the boleto does not tell, is taken.
      repo.upsertReceived(
        [
          received(1, {
            source: 'qr-code',
            payerName: 'Banco do Pagador',
            payerDocument: '11222333000181',
            amountCents: 99,
            paidAt: '2026-11-24T12:31:00.000Z',
            description: 'Mensalidade',
          }),
        ],
        SYNCED,
      );
      // A pasted id changes nothing either.
      repo.addPasted(e2e(1), SYNCED);
      expect(repo.getReceived(e2e(1))).toMatchObject({
        source: 'boleto',
        amountCents: 25_075,
        payerName: 'Payer 1',
        payerDocument: '12345678909',
        paidAt: '2026-11-24T12:30:00.000Z',
        reference: guid(1),
        description: 'Mensalidade',
      });

      // A due-date code read back paid: its payment (payer as the payment names it).
      pixCodesRepo(db).upsertPixCodes(
        [
          wireDueDateQr(2, {
            status: 'CONCLUDED',
            payment: {
              endToEndId: e2e(2),
              amount: 200,
              paidAt: '2026-11-23T10:00:00.000Z',
              payer: { name: 'Quem Pagou', document: '52998224725' },
            },
          }),
        ],
        'due-date',
        SYNCED,
      );
      expect(repo.getReceived(e2e(2))).toMatchObject({
        source: 'due-date',
        amountCents: 20_000,
        payerName: 'Quem Pagou',
        reference: guid(2),
        description: 'Mensalidade 2',
      });
      expect(repo.page().map((r) => r.endToEndId)).toEqual([e2e(1), e2e(2)]);
    } finally {
      db.close();
    }
  });
});

describe('the charge a received Pix paid, kept on its row', () => {
  /** Every Pix's charge as the list shows it, against the join the rule states. */
  function expectKeptAsJoined(db: CacheDb): void {
    const joined = db
      .prepare(
        `SELECT r.end_to_end_id AS id, c.kind, c.reference AS label, c.created_at AS createdAt
           FROM received_pix AS r LEFT JOIN charges AS c
             ON c.kind = CASE r.source WHEN 'boleto' THEN 'boleto'
                  WHEN 'immediate' THEN 'pix-immediate' WHEN 'due-date' THEN 'pix-due-date' END
            AND c.correlation_id = r.reference`,
      )
      .all() as { id: string; kind: string | null; label: string | null; createdAt: string }[];
    const repo = receivedRepo(db);
    for (const row of joined) {
      const charge =
        row.kind === null ? null : { kind: row.kind, label: row.label, createdAt: row.createdAt };
      expect(repo.getReceived(row.id)?.charge, row.id).toEqual(charge);
    }
    const shown = new Map(repo.page().map((r) => [r.endToEndId, r.charge]));
    for (const row of joined)
      expect(shown.get(row.id), row.id).toEqual(repo.getReceived(row.id)?.charge);
  }

  it('names the charge whichever comes first, follows its label, and forgets it when it goes', () => {
    const db = openCache(folder.file());
    try {
      const repo = receivedRepo(db);
      // A Pix from the bank's list, its code not cached yet: no charge.
      repo.upsertReceived([received(1, { source: 'immediate', reference: guid(1) })], SYNCED);
      expect(repo.getReceived(e2e(1))?.charge).toBeNull();
      // The code is stored: the Pix names it.
      pixCodesRepo(db).upsertPixCodes([wireImmediateQr(1)], 'immediate', SYNCED);
      expect(repo.getReceived(e2e(1))?.charge).toEqual({
        kind: 'pix-immediate',
        label: 'Pedido 1',
        createdAt: '2025-01-20T12:00:00.000Z',
      });
      expectKeptAsJoined(db);

      // A boleto stored first, then a Pix of the bank's list that names it.
      boletosRepo(db).upsertBoletos([wireBoleto(2)], SYNCED);
      repo.upsertReceived([received(2, { source: 'boleto', reference: guid(2) })], SYNCED);
      expect(repo.getReceived(e2e(2))?.charge).toMatchObject({ kind: 'boleto', label: 'NF-1002' });

      // A transfer learnt without a reference, later named by the bank's list.
      boletosRepo(db).upsertBoletos([wireBoleto(3)], SYNCED);
      repo.upsertReceived([received(3)], SYNCED);
      expect(repo.getReceived(e2e(3))?.charge).toBeNull();
      repo.upsertReceived([received(3, { source: 'boleto', reference: guid(3) })], SYNCED);
      expect(repo.getReceived(e2e(3))?.charge).toMatchObject({ kind: 'boleto', label: 'NF-1003' });

      // The boleto's number changes at the bank: the Pix shows the new one.
      boletosRepo(db).upsertBoletos([wireBoleto(2, { yourNumber: 'NF-novo' })], SYNCED);
      expect(repo.getReceived(e2e(2))?.charge).toMatchObject({ label: 'NF-novo' });
      expectKeptAsJoined(db);

      // The same reference under another kind is not this Pix's charge.
      pixCodesRepo(db).upsertPixCodes([wireDueDateQr(2)], 'due-date', SYNCED);
      expect(repo.getReceived(e2e(2))?.charge).toMatchObject({ kind: 'boleto' });

      // The charge leaves the cache: the Pix no longer names it.
      db.prepare(`DELETE FROM charges WHERE kind = 'boleto' AND correlation_id = ?`).run(guid(2));
      expect(repo.getReceived(e2e(2))?.charge).toBeNull();
      expectKeptAsJoined(db);
    } finally {
      db.close();
    }
  });
});
