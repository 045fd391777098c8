import type Database from 'better-sqlite3';
import { centsToReais } from '../../domain/money.ts';
import { qrPaymentSchema } from '../../domain/wire/payments.ts';
import type { Counterparty } from '../../domain/wire/webhook-events.ts';
import { emitEvent, type EventSink } from '../events/emit.ts';
import type { SandboxStore } from '../store.ts';
import { qrPaymentFails } from './routes/pay-decoded.ts';
import { runDueScheduledTransfers } from './scheduled-transfers.ts';
import { QR_PAYMENT_FAILURE_REASON, settleDelayOf } from './settlement.ts';

/**
 * The sandbox bank tells of money it sent once it settles: a payment of a decoded code and a
 * transfer to a key each emit `PIX_PAYMENT_UPDATED` (`completed`, or `failed` with the reason)
 * when their delay on the sandbox clock is over — once each, kept in a table of its own so a
 * restart neither repeats nor forgets one. Assumption: the spec names the event ("status
 * update of a Pix payment") but not which operations emit it; a bank that names it for
 * payments emits it for the payments its client makes.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sent_settlements (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL,
  kind        TEXT NOT NULL,
  status      TEXT NOT NULL,
  announced_at TEXT NOT NULL
);
`;

/** How many settlements one sweep announces; the rest wait for the next one. */
const SWEEP_LIMIT = 100;

interface Due {
  kind: 'qr-payment' | 'key-transfer';
  id: string;
  createdAt: string;
}

const prepared = new WeakMap<SandboxStore, Database.Database>();

function dbOf(store: SandboxStore): Database.Database {
  let db = prepared.get(store);
  if (!db) {
    db = store.db;
    db.exec(SCHEMA);
    prepared.set(store, db);
  }
  return db;
}

/**
 * Announces every payment and transfer of the account settled by `now` and not announced yet,
 * oldest first, after running the scheduled transfers whose day has come (a scheduled one not
 * run, or cancelled, moved nothing and is not announced). Returns how many it announced.
 */
export function settleSentPayments(sink: EventSink, now: Date): number {
  // Scheduled transfers whose day came leave first, so they settle like the rest.
  runDueScheduledTransfers(sink, now);
  const db = dbOf(sink.store);
  const cutoff = new Date(now.getTime() - settleDelayOf(sink.store)).toISOString();
  const due = db
    .prepare(
      `SELECT kind, id, createdAt FROM (
         SELECT 'qr-payment' AS kind, id, created_at AS createdAt FROM qr_payments
          WHERE account_id = @account AND created_at <= @cutoff
            AND coalesce(json_extract(record, '$.status'), '') NOT IN ('SCHEDULED', 'CANCELLED')
         UNION ALL
         SELECT 'key-transfer', id, created_at FROM key_transfers
          WHERE account_id = @account AND created_at <= @cutoff)
       WHERE id NOT IN (SELECT id FROM sent_settlements WHERE account_id = @account)
       ORDER BY createdAt, id LIMIT @limit`,
    )
    .all({ account: sink.accountId, cutoff, limit: SWEEP_LIMIT }) as Due[];
  const mark = db.prepare(
    `INSERT INTO sent_settlements (id, account_id, kind, status, announced_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  let announced = 0;
  for (const item of due) {
    const settledAt = new Date(Date.parse(item.createdAt) + settleDelayOf(sink.store));
    const data =
      item.kind === 'qr-payment'
        ? qrPaymentUpdate(sink, item.id)
        : keyTransferUpdate(sink, item.id);
    if (!data) continue;
    const emitted = sink.store.moneyOut.transaction(() => {
      if (
        mark.run(item.id, sink.accountId, item.kind, data.status, now.toISOString()).changes === 0
      )
        return false;
      emitEvent(sink, 'PIX_PAYMENT_UPDATED', data, settledAt.toISOString());
      return true;
    });
    if (emitted) announced++;
  }
  return announced;
}

const NO_COUNTERPARTY: Counterparty = {
  name: null,
  document: null,
  participantIspb: null,
  branch: null,
  number: null,
};

function qrPaymentUpdate(sink: EventSink, id: string) {
  const parsed = qrPaymentSchema.safeParse(sink.store.moneyOut.findQrPayment(sink.accountId, id));
  if (!parsed.success) return null;
  const payment = parsed.data;
  const fails = qrPaymentFails(payment);
  const beneficiary = (payment.beneficiary ?? {}) as {
    holder?: { name?: string; document?: string };
    participant?: { ispb?: string };
    branch?: string;
    number?: string;
  };
  return {
    paymentId: payment.id,
    endToEndId: payment.endToEndId,
    amount: payment.amount,
    status: fails ? ('failed' as const) : ('completed' as const),
    reason: fails ? QR_PAYMENT_FAILURE_REASON : null,
    counterparty: {
      name: beneficiary.holder?.name ?? null,
      document: beneficiary.holder?.document ?? null,
      participantIspb: beneficiary.participant?.ispb ?? null,
      branch: beneficiary.branch ?? null,
      number: beneficiary.number ?? null,
    },
    split: null,
  };
}

function keyTransferUpdate(sink: EventSink, id: string) {
  const transfer = sink.store.moneyOut.findKeyTransfer(sink.accountId, id);
  if (!transfer) return null;
  const failed = transfer.failureReason !== null;
  return {
    paymentId: transfer.id,
    endToEndId: transfer.endToEndId,
    amount: centsToReais(transfer.amountCents),
    status: failed ? ('failed' as const) : ('completed' as const),
    reason: transfer.failureReason,
    // The sandbox knows a key, not who holds it.
    counterparty: NO_COUNTERPARTY,
    split: null,
  };
}

/** How often a running sandbox looks for settled payments when no request comes. */
export const SETTLE_SWEEP_MS = 250;

/**
 * Sweeps on a timer as well as before each request, so the event leaves when the payment
 * settles even while nobody calls the bank. Returns the stop function.
 */
export function startSettlementSweeps(
  sink: EventSink,
  now: () => Date,
  log?: (line: string) => void,
): () => void {
  const timer = setInterval(() => {
    try {
      settleSentPayments(sink, now());
    } catch (error) {
      log?.(`settlement sweep: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, SETTLE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
