import {
  REPLACE_LINE,
  changed,
  deleteLine,
  instant,
  jsonCents,
  jsonText,
  upsertLines,
} from './line-sql.ts';
import type { StatementSource } from './statement-source.ts';

/**
 * The sources kept in the cache's own tables: received Pix, boletos paid by bar code, the
 * refunds this app sent and the payments it made. Each SELECT reads one row (`NEW` in a
 * trigger, an alias in the backfill) and, for boletos, its payments.
 */

/** The end-to-end id a `PIX_RECEIVED` event names (the expression of its journal index). */
export const EVENT_END_TO_END_ID = `(CASE WHEN json_valid(raw_json)
  THEN json_extract(raw_json, '$.data.endToEndId') END)`;

const received = (r: string, from: string) => `
  SELECT 'pix:' || ${r}.end_to_end_id, ${instant(`${r}.paid_at`)}, 'in', ${r}.amount_cents,
    'pix-received', 'completed',
    CASE WHEN EXISTS (SELECT 1 FROM event_journal
                       WHERE event_type = 'PIX_RECEIVED'
                         AND ${EVENT_END_TO_END_ID} = ${r}.end_to_end_id)
      THEN 'event' ELSE 'bank' END,
    ${r}.payer_name, ${r}.payer_document, ${r}.description, ${r}.reference, ${r}.end_to_end_id
  ${from}
  WHERE ${r}.amount_cents > 0 AND ${instant(`${r}.paid_at`)} IS NOT NULL`;

/** A refund sent names who is paid back: the payer of the Pix it refunds, once known. */
const payerOfRefunds = (endToEndId: string) => `
  UPDATE statement_lines
     SET counterparty_name = (SELECT payer_name FROM received_pix WHERE end_to_end_id = ${endToEndId}),
         counterparty_document =
           (SELECT payer_document FROM received_pix WHERE end_to_end_id = ${endToEndId})
   WHERE id IN (SELECT 'refund:' || id FROM refunds WHERE original_end_to_end_id = ${endToEndId});`;

/** The columns of `received_pix` a line shows: a write of the others (`synced_at`) is no news. */
const RECEIVED_SHOWN = [
  'amount_cents',
  'paid_at',
  'payer_name',
  'payer_document',
  'description',
  'reference',
  'end_to_end_id',
];

export const receivedPixSource: StatementSource = {
  name: 'received-pix',
  table: 'received_pix',
  kinds: ['pix-received'],
  // A pasted id (amount or instant unknown) makes no line until a source tells them.
  triggers: `
    CREATE TRIGGER statement_of_received_insert AFTER INSERT ON received_pix BEGIN
      ${upsertLines(received('NEW', ''), REPLACE_LINE)}
      ${payerOfRefunds('NEW.end_to_end_id')}
    END;
    CREATE TRIGGER statement_of_received_update AFTER UPDATE ON received_pix
    WHEN ${changed(RECEIVED_SHOWN)} BEGIN
      ${upsertLines(received('NEW', ''), REPLACE_LINE)}
    END;
    CREATE TRIGGER statement_of_received_payer AFTER UPDATE OF payer_name, payer_document
    ON received_pix
    WHEN (OLD.payer_name IS NOT NEW.payer_name OR OLD.payer_document IS NOT NEW.payer_document)
      AND EXISTS (SELECT 1 FROM refunds WHERE original_end_to_end_id = NEW.end_to_end_id) BEGIN
      ${payerOfRefunds('NEW.end_to_end_id')}
    END;
    CREATE TRIGGER statement_of_received_delete AFTER DELETE ON received_pix BEGIN
      ${deleteLine(`'pix:' || OLD.end_to_end_id`)}
    END;`,
  backfill: upsertLines(received('r', 'FROM received_pix AS r'), REPLACE_LINE),
};

/**
 * A boleto's payments that carry no end-to-end id: paid by bar code. One paid by Pix names its
 * end-to-end id and is a received Pix already (`received_pix`, source 'boleto'): never twice.
 * A payment whose id is an event's id was told by `CHARGE_PAID` (the event's id stands for the
 * payment's until a sync brings the bank's record).
 */
export const boletoPayments = (b: string, from: string) => {
  const payments = `CASE WHEN json_valid(${b}.record_json)
      AND json_type(${b}.record_json, '$.payments') = 'array'
    THEN json_extract(${b}.record_json, '$.payments') ELSE '[]' END`;
  return `
  SELECT 'boleto:' || p.correlation_id || ':' || p.n AS id, p.at, 'in', p.cents, 'boleto-paid',
    'completed',
    CASE WHEN EXISTS (SELECT 1 FROM event_journal WHERE event_id = p.payment_id)
      THEN 'event' ELSE 'bank' END,
    p.payer_name, p.payer_document, NULL, p.your_number, NULL
  FROM (SELECT ${b}.correlation_id AS correlation_id, ${b}.payer_name AS payer_name,
          ${b}.payer_document AS payer_document, ${b}.your_number AS your_number, j.key AS n,
          ${instant(jsonText('j.value', '$.paidAt'))} AS at,
          ${jsonCents('j.value', '$.amount')} AS cents,
          ${jsonText('j.value', '$.id')} AS payment_id,
          coalesce(${jsonText('j.value', '$.endToEndId')}, '') AS end_to_end_id
        FROM ${from} json_each(${payments}) AS j
        WHERE j.type = 'object') AS p
  WHERE p.end_to_end_id = '' AND p.cents IS NOT NULL AND p.at IS NOT NULL`;
};

/** The lines of one boleto: `boleto:<correlationId>:<n>`, a range of ids. */
const deleteBoletoLines = (row: string) => `
  DELETE FROM statement_lines
   WHERE id >= 'boleto:' || ${row}.correlation_id || ':'
     AND id < 'boleto:' || ${row}.correlation_id || ';';`;

export const boletoPaymentSource: StatementSource = {
  name: 'boleto-payment',
  table: 'boletos',
  kinds: ['boleto-paid'],
  triggers: `
    CREATE TRIGGER statement_of_boleto_insert AFTER INSERT ON boletos
    WHEN NEW.paid_at IS NOT NULL BEGIN
      ${upsertLines(boletoPayments('NEW', ''), REPLACE_LINE)}
    END;
    CREATE TRIGGER statement_of_boleto_update AFTER UPDATE OF record_json ON boletos
    WHEN OLD.paid_at IS NOT NULL OR NEW.paid_at IS NOT NULL BEGIN
      ${deleteBoletoLines('OLD')}
      ${upsertLines(boletoPayments('NEW', ''), REPLACE_LINE)}
    END;
    CREATE TRIGGER statement_of_boleto_delete AFTER DELETE ON boletos
    WHEN OLD.paid_at IS NOT NULL BEGIN
      ${deleteBoletoLines('OLD')}
    END;`,
  backfill: upsertLines(boletoPayments('b', 'boletos AS b,'), REPLACE_LINE),
};

/**
 * A source of one line per row, kept by a trigger on each insert, update of a column the line
 * shows (`shown`) and delete; its lines' ids are `<prefix>:<row id>`.
 */
function rowSource(
  source: Pick<StatementSource, 'name' | 'table' | 'kinds'>,
  trigger: string,
  prefix: string,
  shown: readonly string[],
  lines: (row: string, from: string) => string,
  alias: string,
): StatementSource {
  const { table } = source;
  return {
    ...source,
    triggers: `
    CREATE TRIGGER ${trigger}_insert AFTER INSERT ON ${table} BEGIN
      ${upsertLines(lines('NEW', ''), REPLACE_LINE)}
    END;
    CREATE TRIGGER ${trigger}_update AFTER UPDATE ON ${table}
    WHEN ${changed(shown)}
    BEGIN
      ${upsertLines(lines('NEW', ''), REPLACE_LINE)}
    END;
    CREATE TRIGGER ${trigger}_delete AFTER DELETE ON ${table} BEGIN
      ${deleteLine(`'${prefix}:' || OLD.id`)}
    END;`,
    backfill: upsertLines(lines(alias, `FROM ${table} AS ${alias}`), REPLACE_LINE),
  };
}

const refund = (r: string, from: string) => `
  SELECT 'refund:' || ${r}.id, ${instant(`${r}.created_at`)}, 'out', ${r}.amount_cents,
    'refund-sent',
    CASE ${r}.status WHEN 'failed' THEN 'failed' WHEN 'completed' THEN 'completed'
      ELSE 'processing' END,
    'app',
    (SELECT payer_name FROM received_pix WHERE end_to_end_id = ${r}.original_end_to_end_id),
    (SELECT payer_document FROM received_pix WHERE end_to_end_id = ${r}.original_end_to_end_id),
    ${r}.description, ${r}.original_end_to_end_id, ${r}.id
  ${from}
  WHERE ${r}.amount_cents > 0 AND ${instant(`${r}.created_at`)} IS NOT NULL`;

export const refundSentSource = rowSource(
  { name: 'refund-sent', table: 'refunds', kinds: ['refund-sent'] },
  'statement_of_refund',
  'refund',
  ['status', 'amount_cents', 'created_at', 'description', 'original_end_to_end_id'],
  refund,
  'r',
);

/**
 * A payment this app made: `payment:<bank id>`, the id the bank's `PIX_PAYMENT_UPDATED` names
 * too, so a payment first told by an event (its answer lost, then read back) is one line. A
 * supplier's boleto paid (kind `boleto`, from cache version 230) names its digitable line as the
 * reference and has no end-to-end id (kept empty).
 */
const payment = (s: string, from: string) => `
  SELECT 'payment:' || ${s}.id, ${instant(`${s}.created_at`)}, 'out', ${s}.amount_cents,
    CASE ${s}.kind WHEN 'qr-code' THEN 'qr-payment' WHEN 'boleto' THEN 'boleto-payment'
      ELSE 'key-transfer' END,
    CASE ${s}.status WHEN 'FAILED' THEN 'failed' WHEN 'COMPLETED' THEN 'completed'
      ELSE 'processing' END,
    'app', ${s}.receiver_name, ${s}.receiver_document,
    coalesce(${s}.description, ${s}.failure_reason), ${s}.receiver_key,
    nullif(${s}.end_to_end_id, '')
  ${from}
  WHERE ${s}.amount_cents > 0 AND ${instant(`${s}.created_at`)} IS NOT NULL`;

export const sentPaymentSource = rowSource(
  {
    name: 'sent-payment',
    table: 'sent_payments',
    kinds: ['qr-payment', 'key-transfer', 'boleto-payment'],
  },
  'statement_of_payment',
  'payment',
  ['status', 'failure_reason', 'amount_cents', 'created_at', 'description'],
  payment,
  's',
);
