import type Database from 'better-sqlite3';
import { isIsoDate, todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import { reaisToCents } from '../../domain/money.ts';
import { qrPaymentSchema, type QrPayment } from '../../domain/wire/payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../bank.ts';
import type { EventSink } from '../events/emit.ts';
import { paymentReceived } from '../events/payment-received.ts';
import type { SandboxStore } from '../store.ts';

/**
 * Transfers the sandbox bank was asked to make on a later day (`transferAt` of the v2
 * transfer). Assumption (the SDK shows the field, not what the bank does with it): a transfer
 * whose `transferAt` falls on a later São Paulo day than the bank's today is answered
 * `SCHEDULED` and moves nothing; it runs when the bank's day reaches it — it becomes
 * `PROCESSING` and settles like any transfer (`PIX_PAYMENT_UPDATED`, ./settle-sent.ts) — and
 * until then `DELETE /baas/api/v2/transfers/{id}` cancels it (`CANCELLED`).
 *
 * The bank's today is its clock's São Paulo day, or `BALCAO_SANDBOX_TODAY` (`YYYY-MM-DD`) when
 * set: the same setting that moves the app's scheduler on a sandbox profile, so an owner trying
 * the app (or a test) sees a scheduled transfer run without waiting for its day.
 *
 * The transfer's record lives with the other v2 transfers (`qr_payments`); this table says only
 * when it runs and what became of it, so a restart neither runs one twice nor forgets one.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS scheduled_transfers (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL,
  run_day     TEXT NOT NULL,
  state       TEXT NOT NULL CHECK (state IN ('scheduled', 'ran', 'cancelled')),
  -- The account pays one of its own keys: the money comes back as a received Pix when it runs.
  own         INTEGER NOT NULL CHECK (own IN (0, 1)),
  ran_at      TEXT
);
CREATE INDEX IF NOT EXISTS scheduled_transfers_due
  ON scheduled_transfers (account_id, run_day) WHERE state = 'scheduled';
`;

const ready = new WeakMap<SandboxStore, Database.Database>();

function dbOf(store: SandboxStore): Database.Database {
  let db = ready.get(store);
  if (!db) {
    db = store.db;
    db.exec(SCHEMA);
    ready.set(store, db);
  }
  return db;
}

/** The setting that moves the bank's today (also read by the app's scheduler). */
export const SANDBOX_TODAY_ENV = 'BALCAO_SANDBOX_TODAY';

/** The bank's today at `now`: `BALCAO_SANDBOX_TODAY` when it names a day, else its clock's. */
export function sandboxToday(now: Date, env: NodeJS.ProcessEnv = process.env): IsoDate {
  const given = env[SANDBOX_TODAY_ENV];
  return given !== undefined && isIsoDate(given) ? given : todayInSaoPaulo(now);
}

/** Keeps a scheduled transfer (its record is already in `qr_payments`, `SCHEDULED`). */
export function addScheduledTransfer(
  store: SandboxStore,
  accountId: string,
  id: string,
  runDay: IsoDate,
  own: boolean,
): void {
  dbOf(store)
    .prepare(
      `INSERT INTO scheduled_transfers (id, account_id, run_day, state, own)
       VALUES (?, ?, ?, 'scheduled', ?)`,
    )
    .run(id, accountId, runDay, own ? 1 : 0);
}

/** A transfer's schedule, or undefined for one paid at once. */
export function scheduleOf(
  store: SandboxStore,
  accountId: string,
  id: string,
): { runDay: IsoDate; state: 'scheduled' | 'ran' | 'cancelled' } | undefined {
  return dbOf(store)
    .prepare(
      `SELECT run_day AS runDay, state FROM scheduled_transfers WHERE account_id = ? AND id = ?`,
    )
    .get(accountId, id) as
    { runDay: IsoDate; state: 'scheduled' | 'ran' | 'cancelled' } | undefined;
}

/** Cancels a scheduled transfer not run yet; false when it ran or was never scheduled. */
export function cancelScheduled(
  store: SandboxStore,
  accountId: string,
  id: string,
  now: Date,
): boolean {
  return store.moneyOut.transaction(() => {
    const changed = dbOf(store)
      .prepare(
        `UPDATE scheduled_transfers SET state = 'cancelled'
         WHERE account_id = ? AND id = ? AND state = 'scheduled'`,
      )
      .run(accountId, id).changes;
    if (changed === 0) return false;
    const record = readRecord(store, accountId, id);
    if (record) {
      const at = now.toISOString();
      store.moneyOut.replaceQrPayment(accountId, id, record.createdAt, {
        ...record,
        status: 'CANCELLED',
        updatedAt: at,
      });
    }
    return true;
  });
}

function readRecord(store: SandboxStore, accountId: string, id: string): QrPayment | undefined {
  const parsed = qrPaymentSchema.safeParse(store.moneyOut.findQrPayment(accountId, id));
  return parsed.success ? parsed.data : undefined;
}

/** How many scheduled transfers one sweep runs; the rest wait for the next one. */
const RUN_LIMIT = 100;

/**
 * Runs every scheduled transfer of the account whose day the bank's today has reached, oldest
 * day first: its record becomes `PROCESSING` as of `now` (its settlement counts from then), and
 * one to the account's own key comes back as a received Pix. Once each: the state moves in the
 * same transaction. Returns how many ran.
 */
export function runDueScheduledTransfers(sink: EventSink, now: Date): number {
  const db = dbOf(sink.store);
  const due = db
    .prepare(
      `SELECT id, own FROM scheduled_transfers
       WHERE account_id = ? AND state = 'scheduled' AND run_day <= ?
       ORDER BY run_day, id LIMIT ?`,
    )
    .all(sink.accountId, sandboxToday(now), RUN_LIMIT) as { id: string; own: number }[];
  const mark = db.prepare(
    `UPDATE scheduled_transfers SET state = 'ran', ran_at = ?
     WHERE account_id = ? AND id = ? AND state = 'scheduled'`,
  );
  let ran = 0;
  for (const item of due) {
    const at = now.toISOString();
    const done = sink.store.moneyOut.transaction(() => {
      if (mark.run(at, sink.accountId, item.id).changes === 0) return false;
      const record = readRecord(sink.store, sink.accountId, item.id);
      if (!record) return true;
      // `ranAt` is when it left: what its settlement counts from (./routes/pay-decoded.ts).
      sink.store.moneyOut.replaceQrPayment(sink.accountId, item.id, at, {
        ...record,
        status: 'PROCESSING',
        updatedAt: at,
        ranAt: at,
      });
      if (item.own === 1) {
        paymentReceived(sink, {
          source: { kind: 'PIX_TRANSFER' },
          amountCents: reaisToCents(record.amount),
          endToEndId: record.endToEndId,
          payer: { name: SANDBOX_ACCOUNT_HOLDER.name, document: SANDBOX_ACCOUNT_HOLDER.document },
          paidAt: at,
          description: record.description,
        });
      }
      return true;
    });
    if (done) ran++;
  }
  return ran;
}
