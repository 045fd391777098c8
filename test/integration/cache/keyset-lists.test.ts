import { afterAll, describe, expect, it } from 'vitest';
import { activityPageSql, activityRepo } from '../../../main/cache/activity/activity-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { journalPageSql, journalRepo } from '../../../main/cache/events/journal-repo.ts';
import { SENT_PAGE_SQL, sentPager } from '../../../main/cache/payments/sent-page.ts';
import { sentPaymentsRepo } from '../../../main/cache/payments/sent-payments-repo.ts';
import type { ActivityAfter, SentAfter } from '../../../preload/contract/index.ts';
import { tempFolder } from './fixtures.ts';

/**
 * Sent, the money-out log and the journal read a page at a time after the last row shown
 * (keyset): walked page by page with a write between pages, the pages are the list as it is
 * read whole afterwards from the first page's last row on — no row twice, none missed, the
 * newer row written meanwhile not pushed into them — and each page is an index read in the
 * list's order (no sort of its own).
 */

const folder = tempFolder();
afterAll(() => folder.cleanup());

const PAGE = 7;

/** Instants a minute apart, three rows on each (ties broken by the list's second key). */
const instant = (n: number) =>
  new Date(Date.UTC(2026, 0, 5, 12) + Math.floor(n / 3) * 60_000).toISOString();

/** Walks every page; `between` runs once, after the first page. */
function walk<Row, After>(
  page: (after: After | null) => Row[],
  afterOf: (row: Row) => After,
  between: () => void,
): Row[] {
  const rows: Row[] = [];
  let after: After | null = null;
  for (let n = 0; n < 100; n++) {
    const next = page(after);
    rows.push(...next);
    if (n === 0) between();
    if (next.length < PAGE) return rows;
    after = afterOf(next.at(-1)!);
  }
  throw new Error('more pages than rows');
}

/** The pages agree with the whole list read afterwards, from the first page's last row on. */
function expectNoGapsOrRepeats(walked: string[], whole: string[], firstPage: number): void {
  expect(new Set(walked).size).toBe(walked.length);
  const cut = whole.indexOf(walked[firstPage - 1]!);
  expect(cut).toBeGreaterThanOrEqual(0);
  expect(walked).toEqual([...walked.slice(0, firstPage), ...whole.slice(cut + 1)]);
}

function planOf(db: CacheDb, sql: string, params: Record<string, unknown>): string {
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[];
  return rows.map((r) => r.detail).join(' | ');
}

describe('Sent: pages by keyset', () => {
  function sent(db: CacheDb, n: number, receiver = `Loja ${n}`, createdAt = instant(n)): void {
    sentPaymentsRepo(db).upsert({
      id: `pay-${String(n).padStart(4, '0')}`,
      clientIdentity: `client-${n}`,
      kind: n % 2 === 0 ? 'qr-code' : 'key-transfer',
      endToEndId: `E${String(n).padStart(31, '0')}`,
      status: 'COMPLETED',
      amountCents: 100 + n,
      receiverName: receiver,
      receiverDocument: '52998224725',
      receiverBank: 'Banco',
      receiverKey: `loja${n}@example.com`,
      description: null,
      failureReason: null,
      createdAt,
      syncedAt: createdAt,
    });
  }

  it('walks every payment once, newest first, across a write between pages', () => {
    const db = openCache(folder.file());
    try {
      for (let n = 10; n < 60; n++) sent(db, n);
      const page = sentPager(db);
      const walked = walk(
        (after: SentAfter | null) => page({ after, limit: PAGE }),
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        () => {
          sent(db, 99); // newer than any: before the first page, not in the next ones
          sent(db, 0); // older than any: at the end
          sent(db, 1031, 'Loja 1031', instant(31)); // a tie of a row still to come
        },
      ).map((r) => r.id);
      const whole = page({ limit: 500 }).map((r) => r.id);
      expect(whole[0]).toBe('pay-0099');
      expect(walked).not.toContain('pay-0099');
      expect(walked).toContain('pay-0000');
      expect(walked).toContain('pay-1031');
      expectNoGapsOrRepeats(walked, whole, PAGE);
      expect(walked).toHaveLength(52);
    } finally {
      db.close();
    }
  });

  it('pages a search the same way', () => {
    const db = openCache(folder.file());
    try {
      for (let n = 10; n < 60; n++) sent(db, n, n % 3 === 0 ? `Mercado ${n}` : `Loja ${n}`);
      const page = sentPager(db);
      const walked = walk(
        (after: SentAfter | null) => page({ search: 'mercado', after, limit: PAGE }),
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        () => sent(db, 99, 'Mercado 99'),
      );
      expect(walked.every((r) => r.receiverName.startsWith('Mercado'))).toBe(true);
      expect(walked).toHaveLength(16);
      const createdAt = walked.map((r) => r.createdAt);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
    } finally {
      db.close();
    }
  });

  it('reads each page from the list index, in its order', () => {
    const db = openCache(folder.file());
    try {
      const params = { limit: PAGE, createdAt: instant(1), id: 'pay-0001', like: '%a%' };
      for (const sql of SENT_PAGE_SQL) {
        const plan = planOf(db, sql, params);
        expect(plan).toContain('sent_payments_by_created');
        expect(plan).not.toContain('TEMP B-TREE');
      }
      expect(planOf(db, SENT_PAGE_SQL[2]!, params)).toContain('(created_at<?)');
    } finally {
      db.close();
    }
  });
});

describe('Money-out log: pages by keyset', () => {
  function action(db: CacheDb, n: number): number {
    return activityRepo(db).record({
      at: instant(n),
      day: instant(n).slice(0, 10),
      kind: 'transfer:key',
      identity: `identity-${n}`,
      label: `loja${n}@example.com`,
      amountCents: 100 + n,
      result: 'sent',
    });
  }

  it('walks every action once, newest first, across a write between pages', () => {
    const db = openCache(folder.file());
    try {
      for (let n = 10; n < 60; n++) action(db, n);
      const repo = activityRepo(db);
      const walked = walk(
        (after: ActivityAfter | null) => repo.list(PAGE, after),
        (row) => ({ at: row.at, id: row.id }),
        () => {
          action(db, 99);
          action(db, 0);
          action(db, 31);
        },
      ).map((r) => String(r.id));
      const whole = repo.list(500).map((r) => String(r.id));
      expectNoGapsOrRepeats(walked, whole, PAGE);
      expect(walked).toHaveLength(52);
      // Ties on the instant come newest written first.
      const ties = repo.list(500).filter((r) => r.at === instant(31));
      expect(ties.map((r) => r.id)).toEqual([...ties.map((r) => r.id)].sort((a, b) => b - a));
    } finally {
      db.close();
    }
  });

  it('reads each page from the log index, in its order', () => {
    const db = openCache(folder.file());
    try {
      for (const after of [false, true]) {
        const plan = planOf(db, activityPageSql(after), { limit: PAGE, at: instant(1), id: 4 });
        expect(plan).toContain('money_out_activity_by_time');
        expect(plan).not.toContain('TEMP B-TREE');
      }
    } finally {
      db.close();
    }
  });
});

describe('Journal: pages by keyset', () => {
  function event(db: CacheDb, n: number): void {
    journalRepo(db).append({
      eventId: `evt-${String(n).padStart(4, '0')}`,
      eventType: n % 2 === 0 ? 'CHARGE_PAID' : 'PIX_RECEIVED',
      receivedAt: instant(n),
      headers: {},
      raw: JSON.stringify({ n, who: n % 5 === 0 ? 'Maria' : 'João' }),
    });
  }

  it('walks every entry once, newest first, across an event received between pages', () => {
    const db = openCache(folder.file());
    try {
      for (let n = 0; n < 120; n++) event(db, n);
      const repo = journalRepo(db);
      for (const filter of [
        { eventType: null, search: '' },
        { eventType: 'CHARGE_PAID', search: '' },
        { eventType: null, search: 'maria' },
        { eventType: 'CHARGE_PAID', search: 'maria' },
      ]) {
        let written = 1000 + filter.search.length + (filter.eventType ? 1 : 0) * 10;
        const walked = walk(
          (after: number | null) => repo.list({ ...filter, after, limit: PAGE }),
          (row) => row.seq,
          () => event(db, (written += 20)),
        ).map((r) => r.seq);
        const whole = repo.list({ ...filter, limit: 500 }).map((r) => r.seq);
        expect(walked.length).toBeGreaterThan(PAGE);
        expectNoGapsOrRepeats(walked.map(String), whole.map(String), PAGE);
      }
    } finally {
      db.close();
    }
  });

  it('reads each page by the row id or the type index, in its order', () => {
    const db = openCache(folder.file());
    try {
      for (const type of [false, true]) {
        for (const search of [false, true]) {
          for (const after of [false, true]) {
            const plan = planOf(db, journalPageSql({ type, search, after }), {
              limit: PAGE,
              type: 'CHARGE_PAID',
              like: '%a%',
              after: 10,
            });
            expect(plan).not.toContain('TEMP B-TREE');
            if (type) expect(plan).toContain('event_journal_by_type');
            if (after) expect(plan).toMatch(/seq<\?|rowid<\?/);
          }
        }
      }
    } finally {
      db.close();
    }
  });
});
