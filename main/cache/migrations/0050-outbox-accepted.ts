import type { Migration } from './migration.ts';

/**
 * The outbox keeps the bank's answer to a write it accepted but the cache could not store
 * (`accepted_json`): finishing such an entry stores that answer, with no second request.
 *
 * The summary stops assuming a due date: `{ amountCents, label, dueDate }` becomes
 * `{ amountCents, label, dated: { meaning, date } | null }`, the meaning named by the kind (an
 * immediate code's date was the last day it is valid; the others', a due date).
 */
export const migration0050OutboxAccepted: Migration = {
  version: 50,
  name: 'outbox-accepted',
  up(db) {
    db.exec(`
      ALTER TABLE outbox ADD COLUMN accepted_json TEXT;

      UPDATE outbox SET summary_json = json_object(
        'amountCents', json_extract(summary_json, '$.amountCents'),
        'label', json_extract(summary_json, '$.label'),
        'dated', CASE
          WHEN json_extract(summary_json, '$.dueDate') GLOB
               '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
          THEN json_object(
            'meaning', CASE kind WHEN 'pix:create-immediate' THEN 'valid-until' ELSE 'due-date' END,
            'date', json_extract(summary_json, '$.dueDate'))
          ELSE NULL
        END)
      WHERE json_type(summary_json, '$.dated') IS NULL;
    `);
  },
};
