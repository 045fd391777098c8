import type { AlertKind } from '../../../preload/contract/schemas/alerts.ts';
import type { CacheDb } from '../db/database.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/**
 * An alert's id: its kind and the bank's id of what it is about, so the same thing told twice
 * is one alert. The triggers of `0210-alerts.ts` build the same text in SQL.
 */
export function alertIdOf(kind: AlertKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}

/** An alert as raised: what the row keeps (see `0210-alerts.ts`). */
export interface NewAlert {
  id: string;
  kind: AlertKind;
  subjectId: string;
  endToEndId: string | null;
  amountCents: number | null;
  counterpartName: string | null;
  paymentKind: string | null;
  /** The bank's reason: a dispute's code, a failure's words. */
  reason: string | null;
  occurredAt: string;
  raisedAt: string;
}

/** An alert as kept, with the received Pix it concerns as the cache knows it now. */
export interface AlertRecord extends NewAlert {
  undone: boolean;
  seenAt: string | null;
  /** The received Pix of `endToEndId`, when the cache knows it. */
  received: { payerName: string | null; paidAt: string | null } | null;
}

/** A row as `COLUMNS` reads it: SQLite's integers where the record has booleans. */
interface AlertRow extends NewAlert {
  undone: number;
  seenAt: string | null;
  receivedKnown: number;
  payerName: string | null;
  paidAt: string | null;
}

const COLUMNS = `a.id, a.kind, a.subject_id AS subjectId, a.end_to_end_id AS endToEndId,
  a.amount_cents AS amountCents, a.counterpart_name AS counterpartName,
  a.payment_kind AS paymentKind, a.reason, a.undone, a.occurred_at AS occurredAt,
  a.raised_at AS raisedAt, a.seen_at AS seenAt, p.end_to_end_id IS NOT NULL AS receivedKnown,
  p.payer_name AS payerName, p.paid_at AS paidAt`;

const FROM = `alerts AS a LEFT JOIN received_pix AS p ON p.end_to_end_id = a.end_to_end_id`;

function recordOf(row: AlertRow): AlertRecord {
  const { receivedKnown, payerName, paidAt, undone, ...rest } = row;
  return {
    ...rest,
    undone: undone === 1,
    received: receivedKnown ? { payerName, paidAt } : null,
  };
}

/** The alerts that need the owner. Get one with `alertsRepo(db)`. */
export interface AlertsRepo {
  /** Raises an alert; false when one with this id was raised already (it is left as it is). */
  raise(alert: NewAlert): boolean;
  /** The bank undid what an alert tells (a debit that did not go through); false if unknown. */
  markUndone(id: string): boolean;
  /** The owner read it: it leaves the list of unseen ones. False when no such alert. */
  markSeen(id: string, seenAt: string): boolean;
  get(id: string): AlertRecord | undefined;
  /** The alerts not seen yet, newest first. */
  unseen(limit?: number): AlertRecord[];
}

export function alertsRepo(db: CacheDb): AlertsRepo {
  const insert = db.prepare<[NewAlert]>(`
    INSERT INTO alerts (id, kind, subject_id, end_to_end_id, amount_cents, counterpart_name,
      payment_kind, reason, occurred_at, raised_at)
    VALUES (@id, @kind, @subjectId, @endToEndId, @amountCents, @counterpartName, @paymentKind,
      @reason, @occurredAt, @raisedAt)
    ON CONFLICT (id) DO NOTHING
  `);
  const undo = db.prepare<[string]>(`UPDATE alerts SET undone = 1 WHERE id = ? AND undone = 0`);
  // A second "seen" keeps the first moment: when the owner first read it.
  const seen = db.prepare<[string, string]>(
    `UPDATE alerts SET seen_at = coalesce(seen_at, ?) WHERE id = ?`,
  );
  const byId = db.prepare<[string], AlertRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = ?`);
  const unseen = db.prepare<[number], AlertRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.seen_at IS NULL
     ORDER BY a.occurred_at DESC, a.id ${boundLimit()}`,
  );
  return {
    raise(alert) {
      return insert.run(alert).changes > 0;
    },
    markUndone(id) {
      return undo.run(id).changes > 0;
    },
    markSeen(id, seenAt) {
      return seen.run(seenAt, id).changes > 0;
    },
    get(id) {
      const row = byId.get(id);
      return row && recordOf(row);
    },
    unseen(limit = 100) {
      return unseen.all(limit).map(recordOf);
    },
  };
}
