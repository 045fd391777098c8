import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargeMoneyReader } from '../../../main/cache/charges/charge-money-read.ts';
import { chargesRepo } from '../../../main/cache/charges/charges-repo.ts';
import { homeSummaryReader } from '../../../main/cache/charges/home-summary.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../main/cache/migrations/index.ts';
import { migration0190ChargeRefunds } from '../../../main/cache/migrations/0190-charge-refunds.ts';
import { receivedRepo } from '../../../main/cache/received/received-repo.ts';
import type { RefundView } from '../../../preload/contract/index.ts';
import { keepEvent, paymentUpdate, splitOf } from '../statement/statement-fixtures.ts';
import { guid, tempFolder, wireBoleto } from './fixtures.ts';

// One money state per charge: what was paid, less the refunds of the Pix that paid it, kept
// on the charge's row by the cache's triggers whoever writes and in whatever order, and read
// the same way by the list, its totals, the detail page and Home.

const folder = tempFolder();
afterAll(() => folder.cleanup());

// Wednesday 2026-11-25, 10:00 in São Paulo.
const NOW = new Date('2026-11-25T13:00:00.000Z');
const SYNCED = NOW.toISOString();
const e2e = (n: number) => `E${String(n).padStart(31, '0')}`;

/** A boleto of R$ 460,00 paid by Pix today, written by the sync's writer. */
function paidBoleto(db: CacheDb, n: number): void {
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(n, {
        amount: 460,
        status: 'Paid',
        payments: [
          {
            id: `pay-${n}`,
            amount: 460,
            paidAt: '2026-11-25T09:00:00-03:00',
            source: 'PIX',
            endToEndId: e2e(n),
          },
        ],
      }),
    ],
    SYNCED,
  );
}

let refundSeq = 0;
function refund(
  db: CacheDb,
  n: number,
  cents: number,
  status: RefundView['status'] = 'completed',
): string {
  refundSeq += 1;
  const id = `D${refundSeq}`;
  receivedRepo(db).upsertRefund({
    id,
    idempotencyKey: `key-${refundSeq}`,
    originalEndToEndId: e2e(n),
    amountCents: cents,
    status,
    failureReason: null,
    description: null,
    createdAt: `2026-11-25T1${refundSeq % 10}:00:00.000Z`,
    syncedAt: SYNCED,
  });
  return id;
}

function rowOf(db: CacheDb, n: number) {
  const row = chargesRepo(db)
    .listCharges({ limit: 500 })
    .items.find((r) => r.id === guid(n));
  if (!row) throw new Error(`charge ${n} not listed`);
  return row;
}

describe('a charge’s money once its refunds are counted', () => {
  it('goes paid → partly refunded → refunded in the list, the totals, the detail and Home', () => {
    const db = openCache(folder.file());
    try {
      paidBoleto(db, 1);
      const home = () => homeSummaryReader(db).summary(NOW).receivedToday;
      expect(rowOf(db, 1).money).toEqual({
        state: 'paid',
        receivedCents: 46_000,
        refundedCents: 0,
        netCents: 46_000,
      });
      expect(home()).toMatchObject({ amountCents: 46_000, refundedCents: 0, netCents: 46_000 });

      refund(db, 1, 10_000);
      expect(rowOf(db, 1).money).toMatchObject({ state: 'partly-refunded', netCents: 36_000 });
      expect(chargesRepo(db).chargeTotals().refundedCents).toBe(10_000);
      expect(home()).toMatchObject({
        amountCents: 46_000,
        refundedCents: 10_000,
        netCents: 36_000,
      });

      // A refund still processing has left (or is leaving); a failed one gave its amount back.
      const failed = refund(db, 1, 36_000, 'processing');
      expect(rowOf(db, 1).money).toMatchObject({ state: 'refunded', netCents: 0 });
      receivedRepo(db).setRefundStatus(failed, 'failed', 'recusada', SYNCED);
      expect(rowOf(db, 1).money).toMatchObject({ state: 'partly-refunded', netCents: 36_000 });
      expect(home()).toMatchObject({ refundedCents: 10_000, netCents: 36_000 });

      refund(db, 1, 36_000);
      const detail = chargeMoneyReader(db).moneyOf('boleto', guid(1));
      expect(detail).toMatchObject({ state: 'refunded', refundedCents: 46_000, netCents: 0 });
      expect(detail?.refunds.map((r) => [r.amountCents, r.status])).toEqual([
        [10_000, 'completed'],
        [36_000, 'failed'],
        [36_000, 'completed'],
      ]);
      expect(rowOf(db, 1).money?.state).toBe('refunded');
      expect(home()).toMatchObject({ amountCents: 46_000, refundedCents: 46_000, netCents: 0 });
      // The filtered totals count only the charges the filters keep.
      expect(chargesRepo(db).chargeTotals({ states: ['open'] }).refundedCents).toBe(0);
      expect(chargesRepo(db).chargeTotals({ states: ['paid'] }).refundedCents).toBe(46_000);
    } finally {
      db.close();
    }
  });

  it('nets Home’s figures of split shares paid out, as the statement counts them', () => {
    const db = openCache(folder.file());
    try {
      paidBoleto(db, 5);
      // The bank sent 5% of it on by the split rules (its event, kept in the journal).
      keepEvent(
        db,
        'PIX_PAYMENT_UPDATED',
        paymentUpdate('share-5', 2_300, 'completed', splitOf(guid(5), 46_000)),
        '2026-11-25T12:10:00.000Z',
      );
      const today = homeSummaryReader(db).summary(NOW).receivedToday;
      expect(today).toMatchObject({
        amountCents: 46_000,
        refundedCents: 0,
        sharedCents: 2_300,
        netCents: 43_700,
      });
    } finally {
      db.close();
    }
  });

  it('counts a refund learned before the charge it returns was cached', () => {
    const db = openCache(folder.file());
    try {
      // The owner refunded a Pix by its id pasted from the bank statement…
      receivedRepo(db).addPasted(e2e(2), SYNCED);
      refund(db, 2, 5_000);
      // …and the boleto it paid came with the next sync.
      paidBoleto(db, 2);
      expect(rowOf(db, 2).money).toMatchObject({ state: 'partly-refunded', refundedCents: 5_000 });
      // A charge that nothing paid has no money state.
      boletosRepo(db).upsertBoletos([wireBoleto(3)], SYNCED);
      expect(rowOf(db, 3).money).toBeNull();
    } finally {
      db.close();
    }
  });

  it('fills the refunded amounts of a cache written before the column existed', () => {
    const file = folder.file();
    const before = cacheMigrations.filter((m) => m.version < migration0190ChargeRefunds.version);
    const old = openCache(file, { migrations: before });
    // As that version's writers left them: the charge, the Pix that paid it, its refunds.
    old.exec(`
      INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
        paid_amount_cents, created_at, synced_at, paid_at)
      VALUES ('boleto', '${guid(4)}', 'paid', 'Paid', 46000, 46000, '${SYNCED}', '${SYNCED}',
        '${SYNCED}');
      INSERT INTO received_pix (end_to_end_id, source, amount_cents, reference, synced_at)
      VALUES ('${e2e(4)}', 'boleto', 46000, '${guid(4)}', '${SYNCED}');
      INSERT INTO refunds (id, idempotency_key, original_end_to_end_id, amount_cents, status,
        created_at, synced_at)
      VALUES ('R1', 'k1', '${e2e(4)}', 1000, 'completed', '${SYNCED}', '${SYNCED}'),
             ('R2', 'k2', '${e2e(4)}', 2000, 'failed', '${SYNCED}', '${SYNCED}');
    `);
    old.close();

    const db = openCache(file, { migrations: cacheMigrations });
    try {
      expect(rowOf(db, 4).money).toMatchObject({ state: 'partly-refunded', refundedCents: 1_000 });
    } finally {
      db.close();
    }
  });
});
