import type { ChargeMoneyDetail } from '../../../preload/contract/schemas/charge-money.ts';
import type { ChargeKind, ChargeState } from '../../../preload/contract/schemas/charges.ts';
import type { ReceivedSource } from '../../../preload/contract/schemas/refunds.ts';
import { chargeMoneyOf } from '../../domain/charge-money.ts';
import type { CacheDb } from '../db/database.ts';

/** The received Pix source that names a charge of each kind (`received_pix.source`). */
const SOURCE_OF_KIND: Record<ChargeKind, ReceivedSource> = {
  boleto: 'boleto',
  'pix-immediate': 'immediate',
  'pix-due-date': 'due-date',
};

export interface ChargeMoneyReader {
  /** A cached charge's money and its refunds, oldest first; null when it is not paid. */
  moneyOf(kind: ChargeKind, correlationId: string): ChargeMoneyDetail | null;
}

const readers = new WeakMap<CacheDb, ChargeMoneyReader>();

/** The reader over `db`; one per connection, so its statements are prepared once. */
export function chargeMoneyReader(db: CacheDb): ChargeMoneyReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createReader(db);
    readers.set(db, reader);
  }
  return reader;
}

function createReader(db: CacheDb): ChargeMoneyReader {
  const charge = db.prepare<
    [string, string],
    { state: ChargeState; paidCents: number; refundedCents: number }
  >(
    `SELECT state, coalesce(paid_amount_cents, amount_cents) AS paidCents,
            refunded_cents AS refundedCents
       FROM charges WHERE kind = ? AND correlation_id = ?`,
  );
  const refunds = db.prepare<[string, string], ChargeMoneyDetail['refunds'][number]>(
    `SELECT r.id AS id, r.amount_cents AS amountCents, r.status AS status,
            r.created_at AS createdAt
       FROM received_pix AS p JOIN refunds AS r ON r.original_end_to_end_id = p.end_to_end_id
      WHERE p.reference = ? AND p.source = ?
      ORDER BY r.created_at, r.id`,
  );
  return {
    moneyOf(kind, correlationId) {
      const row = charge.get(kind, correlationId);
      if (row === undefined) return null;
      const money = chargeMoneyOf(row.state, row.paidCents, row.refundedCents);
      if (money === null) return null;
      return { ...money, refunds: refunds.all(correlationId, SOURCE_OF_KIND[kind]) };
    },
  };
}
