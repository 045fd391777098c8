import { ADVANCE_EVENT_LINE, instant, jsonCents, jsonText, upsertLines } from './line-sql.ts';
import type { StatementSource } from './statement-source.ts';

/**
 * The movements only the bank's events tell (`domain/wire/webhook-events.ts`): split shares,
 * transfers between accounts and TEDs, Pix the account sent that this app has no record of,
 * and refunds of the account's payments. Each is read from the journal's raw JSON as it is
 * kept (`NEW` in a trigger, each kept event in the backfill, in arrival order).
 */

/** The event's status, when it is one of the three. */
const status = (raw: string) => `CASE WHEN ${jsonText(raw, '$.data.status')}
  IN ('processing', 'completed', 'failed') THEN json_extract(${raw}, '$.data.status') END`;

/** Which payment of the account a split share was taken from. */
const splitOf = (raw: string) => `coalesce(${jsonText(raw, '$.data.split.correlationId')},
  ${jsonText(raw, '$.data.split.endToEndId')})`;

const counterparty = (raw: string) => `
  ${jsonText(raw, '$.data.counterparty.name')} AS name,
  ${jsonText(raw, '$.data.counterparty.document')} AS document`;

/** The statement's events in arrival order (backfill), or the one being kept (trigger). */
const events = (types: string, inner: string, row: string) =>
  row === 'NEW'
    ? `FROM (SELECT ${inner.replaceAll('RAW', 'NEW.raw_json')},
          NEW.event_type AS type, 0 AS seq
        WHERE NEW.event_type IN (${types}) AND json_valid(NEW.raw_json)) AS e`
    : `FROM (SELECT ${inner.replaceAll('RAW', 'j.raw_json')}, j.event_type AS type, j.seq AS seq
        FROM event_journal AS j
        WHERE j.event_type IN (${types}) AND json_valid(j.raw_json)) AS e`;

/** What every movement an event tells is read by: its id, when, how much and its status. */
const movement = (
  id: string,
  idPath: string,
  atPath: string,
) => `${jsonText('RAW', idPath)} AS ${id},
     ${instant(jsonText('RAW', atPath))} AS at,
     ${jsonCents('RAW', '$.data.amount')} AS cents,
     ${status('RAW')} AS status`;

/** Whether a split instruction moved it, and which payment of the account it shared. */
const SPLIT = `coalesce(json_type(RAW, '$.data.split') = 'object', 0) AS split,
     ${splitOf('RAW')} AS shared`;

/** A movement makes a line only when all of `movement` was read. */
const readWhole = (id: string) => `e.${id} IS NOT NULL AND e.at IS NOT NULL AND e.cents IS NOT NULL
    AND e.status IS NOT NULL`;

/** A source kept from the journal: a trigger on each event kept, a backfill of those kept. */
function eventSource(
  source: Omit<StatementSource, 'table' | 'triggers' | 'backfill'>,
  trigger: string,
  when: string,
  lines: (row: string) => string,
): StatementSource {
  return {
    ...source,
    table: 'event_journal',
    triggers: `
    CREATE TRIGGER ${trigger} AFTER INSERT ON event_journal
    WHEN ${when} BEGIN
      ${upsertLines(lines('NEW'), ADVANCE_EVENT_LINE)}
    END;`,
    backfill: upsertLines(lines('j'), ADVANCE_EVENT_LINE),
  };
}

// ---------------------------------------------------------------------------------------------
// PIX_PAYMENT_UPDATED of a payment not in the Sent list

const PAYMENT_TYPES = `'PIX_PAYMENT_UPDATED'`;

/**
 * A status update of a payment this app did not record: a split share (`split` names the
 * payment shared, `appliers.ts` keeps it in the journal only), or a Pix sent some other way.
 * One this app sent is the Sent list's line, never a second one.
 */
const paymentUpdates = (row: string) => `
  SELECT 'payment:' || e.payment_id, e.at, 'out', e.cents,
    CASE WHEN e.split THEN 'split-share' ELSE 'pix-sent' END, e.status, 'event',
    e.name, e.document, e.reason, e.shared, e.end_to_end_id
  ${events(
    PAYMENT_TYPES,
    `${movement('payment_id', '$.data.paymentId', '$.occurredAt')},
     ${SPLIT},
     ${jsonText('RAW', '$.data.reason')} AS reason,
     ${jsonText('RAW', '$.data.endToEndId')} AS end_to_end_id,
     ${counterparty('RAW')}`,
    row,
  )}
  WHERE ${readWhole('payment_id')}
    AND NOT EXISTS (SELECT 1 FROM sent_payments WHERE id = e.payment_id)
  ORDER BY e.seq`;

export const paymentEventSource = eventSource(
  { name: 'payment-event', kinds: ['split-share', 'pix-sent'] },
  'statement_of_payment_event',
  `NEW.event_type = ${PAYMENT_TYPES}`,
  paymentUpdates,
);

// ---------------------------------------------------------------------------------------------
// TRANSFER_INTERNAL_… and TRANSFER_EXTERNAL_…

const TRANSFER_TYPES = `'TRANSFER_INTERNAL_CREDITED', 'TRANSFER_INTERNAL_DEBITED',
  'TRANSFER_EXTERNAL_CREDITED', 'TRANSFER_EXTERNAL_DEBITED'`;

/** A transfer in or out; one out made by a split instruction is a split share. */
const transfers = (row: string) => `
  SELECT 'transfer-' || e.direction || ':' || e.transfer_id, e.at, e.direction, e.cents,
    CASE WHEN e.split AND e.direction = 'out' THEN 'split-share'
         WHEN e.type LIKE 'TRANSFER_INTERNAL_%' THEN 'internal-transfer'
         ELSE 'external-transfer' END,
    e.status, 'event', e.name, e.document, NULL, e.shared, NULL
  FROM (SELECT *, CASE WHEN type LIKE '%_CREDITED' THEN 'in' ELSE 'out' END AS direction
  ${events(
    TRANSFER_TYPES,
    `${movement('transfer_id', '$.data.transferId', '$.data.transferredAt')},
     ${SPLIT},
     ${counterparty('RAW')}`,
    row,
  )}) AS e
  WHERE ${readWhole('transfer_id')}
  ORDER BY e.seq`;

export const transferEventSource = eventSource(
  { name: 'transfer-event', kinds: ['internal-transfer', 'external-transfer', 'split-share'] },
  'statement_of_transfer_event',
  `NEW.event_type IN (${TRANSFER_TYPES})`,
  transfers,
);

// ---------------------------------------------------------------------------------------------
// PIX_REFUNDED of a payment the account made

const REFUND_TYPES = `'PIX_REFUNDED'`;

/** The line of the account's payment with this end-to-end id, as a subquery's WHERE. */
const paymentOut = (endToEndId: string) => `end_to_end_id = ${endToEndId} AND direction = 'out'
  AND kind IN ('qr-payment', 'key-transfer', 'pix-sent')`;

/**
 * "Refund received" (spec 6): a payee gave back a Pix the account paid. The app reads
 * `PIX_REFUNDED` of its own refunds as their status (`appliers.ts`); one whose refund is not
 * the app's and whose end-to-end id is a payment of the account on this statement is money
 * coming back. Known only once the payment is (a refund comes after it).
 */
const refundsReceived = (row: string) => `
  SELECT 'refund-in:' || e.refund_id, e.at, 'in', e.cents, 'refund-received', e.status, 'event',
    (SELECT counterparty_name FROM statement_lines WHERE ${paymentOut('e.end_to_end_id')}),
    (SELECT counterparty_document FROM statement_lines WHERE ${paymentOut('e.end_to_end_id')}),
    NULL, e.end_to_end_id, NULL
  ${events(
    REFUND_TYPES,
    `${movement('refund_id', '$.data.refundId', '$.data.refundedAt')},
     ${jsonText('RAW', '$.data.endToEndId')} AS end_to_end_id`,
    row,
  )}
  WHERE ${readWhole('refund_id')}
    AND NOT EXISTS (SELECT 1 FROM refunds WHERE id = e.refund_id)
    AND EXISTS (SELECT 1 FROM statement_lines WHERE ${paymentOut('e.end_to_end_id')})
  ORDER BY e.seq`;

export const refundEventSource = eventSource(
  { name: 'refund-event', kinds: ['refund-received'] },
  'statement_of_refund_event',
  `NEW.event_type = ${REFUND_TYPES}`,
  refundsReceived,
);
