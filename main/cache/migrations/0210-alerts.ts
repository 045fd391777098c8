import type { Migration } from './migration.ts';

/**
 * `alerts`: what needs the owner, kept until the owner marks it seen (`seen_at`) — a disputed
 * received Pix (the bank's infraction notification), a refund or a sent payment that failed,
 * money that left by a transfer this app did not send. One row per thing (`id` is the kind and
 * the bank's id of it), so an event delivered twice, or told again under another event id,
 * raises one alert.
 *
 * Kept, not derived from the event journal plus a "seen" table: a failed payment or refund is
 * learned from an event, a sync's read-back or a record opened by the owner alike, and a dispute
 * or a debit has no other home in the cache; one table holds them all with the moment each was
 * raised, and Home reads it with one indexed scan of the unseen rows. What a row does not need
 * to copy — who paid the disputed Pix — is read beside it, so a Pix learned later still names
 * its payer.
 *
 * A payment or refund turning failed raises its alert here, by trigger, whoever writes the
 * status — the bank's event, the sync's read-back, the receipt's refresh — in the same
 * transaction, so none of those paths can forget it (the pattern of 0190). Only the turn to
 * failed raises one: rows already failed when this migration runs were seen by the owner
 * where they happened, and Home does not fill with the past. The bank's reason, when it comes
 * later than the failure, follows into the alert.
 *
 * Disputes and debits are raised by their events' appliers (`app/alerts/alert-appliers.ts`).
 */
export const migration0210Alerts: Migration = {
  version: 210,
  name: 'alerts',
  up(db) {
    db.exec(`
      CREATE TABLE alerts (
        id               TEXT    PRIMARY KEY,
        kind             TEXT    NOT NULL
                         CHECK (kind IN ('infraction', 'refund-failed', 'sent-failed',
                                         'outside-debit')),
        subject_id       TEXT    NOT NULL,
        end_to_end_id    TEXT,
        amount_cents     INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
        counterpart_name TEXT,
        payment_kind     TEXT,
        reason           TEXT,
        undone           INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
        occurred_at      TEXT    NOT NULL,
        raised_at        TEXT    NOT NULL,
        seen_at          TEXT
      ) STRICT;
      CREATE INDEX alerts_unseen ON alerts (occurred_at DESC, id) WHERE seen_at IS NULL;

      ${failedAlert('sent', 'sent_payments', 'FAILED', SENT_FAILED_ALERT)}

      ${failedAlert('refund', 'refunds', 'failed', REFUND_FAILED_ALERT)}
    `);
  },
};

/**
 * The triggers of one kind of failure (`sent`, `refund`): the alert raised on a row's turn to
 * `failed` (its status as the table spells it) by `insert`, a SELECT of the alert's columns
 * from `NEW`, and the bank's reason following into it when it comes later.
 */
function failedAlert(name: string, table: string, failed: string, insert: string): string {
  return `CREATE TRIGGER alerts_on_${name}_failed
      AFTER UPDATE OF status ON ${table}
      WHEN NEW.status = '${failed}' AND OLD.status IS NOT '${failed}'
      BEGIN
        ${insert}
        WHERE NOT EXISTS (SELECT 1 FROM alerts WHERE id = '${name}-failed:' || NEW.id);
      END;

      CREATE TRIGGER alerts_follow_${name}_reason
      AFTER UPDATE OF failure_reason ON ${table}
      WHEN NEW.status = '${failed}'
      BEGIN
        UPDATE alerts SET reason = NEW.failure_reason WHERE id = '${name}-failed:' || NEW.id;
      END;`;
}

const SENT_FAILED_ALERT = `INSERT INTO alerts (id, kind, subject_id, amount_cents, counterpart_name, payment_kind,
          reason, occurred_at, raised_at)
        SELECT 'sent-failed:' || NEW.id, 'sent-failed', NEW.id, NEW.amount_cents,
          nullif(NEW.receiver_name, ''), NEW.kind, NEW.failure_reason, NEW.synced_at,
          NEW.synced_at`;

const REFUND_FAILED_ALERT = `INSERT INTO alerts (id, kind, subject_id, end_to_end_id, amount_cents, reason,
          occurred_at, raised_at)
        SELECT 'refund-failed:' || NEW.id, 'refund-failed', NEW.id, NEW.original_end_to_end_id,
          NEW.amount_cents, NEW.failure_reason, NEW.synced_at, NEW.synced_at`;
