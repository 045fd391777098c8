import {
  REPLACE_LINE,
  changed,
  deleteLine,
  instant,
  upsertLines,
} from './0200-statement/line-sql.ts';
import type { Migration } from './migration.ts';

/**
 * Scheduled transfers join the payments made (`sent_payments`): `scheduled_for` is the São
 * Paulo day a transfer asked for a later day runs on (NULL for one sent at once); its status is
 * `SCHEDULED` until it runs, `CANCELLED` when the owner cancelled it first.
 *
 * The statement shows money that moved, so the payments' statement triggers are made again: a
 * row `SCHEDULED` or `CANCELLED` makes no line (and removes one, should it have had one), and a
 * scheduled transfer that ran is dated at the start of its day — when the bank paid it — not
 * when it was asked for. São Paulo has kept UTC−3 all year since 2019, and a scheduled day is
 * always a later one, so a day starts at 03:00 UTC. Every other row makes the line it made.
 */

/** When a payment's money moved: its day's start for a scheduled transfer, else when made. */
const movedAt = (s: string) =>
  `CASE WHEN ${s}.scheduled_for IS NOT NULL
     THEN ${instant(`${s}.scheduled_for || 'T03:00:00.000Z'`)}
     ELSE ${instant(`${s}.created_at`)} END`;

/** The payment's line, as migration 0200 writes it, for a payment whose money moved. */
const payment = (s: string) => `
  SELECT 'payment:' || ${s}.id, ${movedAt(s)}, 'out', ${s}.amount_cents,
    CASE ${s}.kind WHEN 'qr-code' THEN 'qr-payment' WHEN 'boleto' THEN 'boleto-payment'
      ELSE 'key-transfer' END,
    CASE ${s}.status WHEN 'FAILED' THEN 'failed' WHEN 'COMPLETED' THEN 'completed'
      ELSE 'processing' END,
    'app', ${s}.receiver_name, ${s}.receiver_document,
    coalesce(${s}.description, ${s}.failure_reason), ${s}.receiver_key,
    nullif(${s}.end_to_end_id, '')
  WHERE ${s}.amount_cents > 0 AND ${movedAt(s)} IS NOT NULL
    AND ${s}.status NOT IN ('SCHEDULED', 'CANCELLED')`;

const SHOWN = ['status', 'failure_reason', 'amount_cents', 'created_at', 'description'];

export const migration0240ScheduledTransfers: Migration = {
  version: 240,
  name: 'scheduled-transfers',
  up(db) {
    db.exec(`
      ALTER TABLE sent_payments ADD COLUMN scheduled_for TEXT;
      CREATE INDEX sent_payments_scheduled ON sent_payments (scheduled_for)
        WHERE status = 'SCHEDULED';

      DROP TRIGGER statement_of_payment_insert;
      DROP TRIGGER statement_of_payment_update;

      CREATE TRIGGER statement_of_payment_insert AFTER INSERT ON sent_payments BEGIN
        ${upsertLines(payment('NEW'), REPLACE_LINE)}
      END;
      CREATE TRIGGER statement_of_payment_update AFTER UPDATE ON sent_payments
      WHEN ${changed(SHOWN)}
      BEGIN
        ${deleteLine(`'payment:' || NEW.id`).replace(';', ` AND NEW.status IN ('SCHEDULED', 'CANCELLED');`)}
        ${upsertLines(payment('NEW'), REPLACE_LINE)}
      END;
    `);
  },
};
