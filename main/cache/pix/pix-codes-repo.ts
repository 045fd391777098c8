import { AppFailure } from '../../../preload/contract/errors.ts';
import type { PixCodeView, PixKind } from '../../../preload/contract/schemas/pix.ts';
import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  type DueDateQrCode,
  type ImmediateQrCode,
  type PixCharge,
} from '../../domain/wire/pix.ts';
import type { UpsertCounts } from '../sql/upsert-counts.ts';
import { pixChargeState, type ChargeColumns } from '../charges/charge-columns.ts';
import { chargesWriter } from '../charges/charges-writer.ts';
import { customersRepo } from '../customers/customers-repo.ts';
import { customerOfPixCode, type CustomerData } from '../customers/customer-data.ts';
import { receivedOfPixCode } from '../received/received-of-charges.ts';
import type { ReceivedRecord } from '../received/received-record.ts';
import { receivedWriter } from '../received/received-writer.ts';
import type { CacheDb } from '../db/database.ts';
import { withKnownPayer } from './known-document.ts';
import { pixCodeViewOf } from './pix-code-view.ts';
import {
  pixChargeColumns,
  pixCodeColumns,
  type PixCode,
  type PixCodeRecord,
} from './pix-columns.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** A cached code still open (ACTIVE): what the app needs to read it again by id. */
export interface OpenPixCode {
  correlationId: string;
  kind: PixKind;
  transactionId: string;
}

/** What applying Pix charge views did. */
export interface PixChargeCounts {
  updated: number;
  unchanged: number;
  /** No cached code has that transactionId. */
  missing: number;
}

/** The Pix QR code part of the cache. Get one with `pixCodesRepo(db)`. */
export interface PixCodesRepo {
  /**
   * Writes service records of one kind in ONE transaction, with their rows of the charges
   * list: new ones inserted, changed ones (another hash of the record without its PNG)
   * rewritten, unchanged ones not written at all. `qrCodeImageBase64` is never stored.
   *
   * Statuses only move forward: a record saying ACTIVE does not reopen a code the cache
   * already knows as finished (a replayed create answer, read before the payment), and the
   * payment learned with it is kept. The payment a record carries is written in the received
   * list (`received_pix`) in the same transaction.
   */
  upsertPixCodes(
    records: readonly ImmediateQrCode[],
    kind: 'immediate',
    syncedAt: string,
  ): UpsertCounts;
  upsertPixCodes(
    records: readonly DueDateQrCode[],
    kind: 'due-date',
    syncedAt: string,
  ): UpsertCounts;
  /**
   * Applies the `/v1/pix` charge view of codes (service-spec 2.5, keyed by transactionId): how
   * an immediate code, which has no read endpoint of its own, learns it was paid or expired.
   * `pending` → ACTIVE, `paid` → CONCLUDED (with `paid_at`), `expired` → EXPIRED for
   * immediate codes and CANCELLED for due-date codes (their statuses, service-spec 3).
   * The stored record is kept as received; the status column and the charges row change.
   */
  applyPixCharges(charges: readonly PixCharge[], syncedAt: string): PixChargeCounts;
  /** The code as the app shows it, or null when it is not cached. */
  getPixCode(correlationId: string): PixCodeView | null;
  /** Codes whose charge is open, oldest first: those a refresh reads again by id. */
  listOpenPixCodes(): OpenPixCode[];
}

interface ExistingCode {
  id: number;
  kind: PixKind;
  record_hash: string;
  status: string;
  paid_at: string | null;
  paid_amount_cents: number | null;
}

interface CodeByTransaction {
  id: number;
  kind: PixKind;
  correlation_id: string;
  status: string;
  paid_at: string | null;
  paid_amount_cents: number | null;
  amount_cents: number;
  record_json: string;
}

const repos = new WeakMap<CacheDb, PixCodesRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
/**
 * The Pix that paid a code, as the bank's PIX_RECEIVED told it (an immediate code's record,
 * and the charge view, never carry the payment): the first, should there be more. One seek on
 * `received_pix_by_reference` (migration 0140).
 */
export const receivedPaymentOfCodeSql = `
  SELECT end_to_end_id AS endToEndId, amount_cents AS amountCents, paid_at AS paidAt,
         payer_name AS payerName
  FROM received_pix
  WHERE reference = ? AND source IN ('immediate', 'due-date')
    AND amount_cents IS NOT NULL AND paid_at IS NOT NULL
  ORDER BY paid_at, end_to_end_id LIMIT 1`;

export function pixCodesRepo(db: CacheDb): PixCodesRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createPixCodesRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function createPixCodesRepo(db: CacheDb): PixCodesRepo {
  const findExisting = db.prepare<[string], ExistingCode>(
    `SELECT id, kind, record_hash, status, paid_at, paid_amount_cents
     FROM pix_codes WHERE correlation_id = ?`,
  );
  const insertRow = db.prepare(
    `INSERT INTO pix_codes (correlation_id, kind, transaction_id, status, amount_cents,
       original_amount_cents, due_date, expires_at, payer_name, payer_document, paid_at,
       paid_amount_cents, record_json, record_hash, created_at, updated_at, synced_at)
     VALUES (@correlation_id, @kind, @transaction_id, @status, @amount_cents,
       @original_amount_cents, @due_date, @expires_at, @payer_name, @payer_document, @paid_at,
       @paid_amount_cents, @record_json, @record_hash, @created_at, @updated_at, @synced_at)`,
  );
  const updateRow = db.prepare(
    `UPDATE pix_codes SET transaction_id = @transaction_id, status = @status,
       amount_cents = @amount_cents, original_amount_cents = @original_amount_cents,
       due_date = @due_date, expires_at = @expires_at, payer_name = @payer_name,
       payer_document = @payer_document, paid_at = @paid_at,
       paid_amount_cents = @paid_amount_cents, record_json = @record_json,
       record_hash = @record_hash, created_at = @created_at, updated_at = @updated_at,
       synced_at = @synced_at
     WHERE id = @id`,
  );
  const findByTransaction = db.prepare<[string], CodeByTransaction>(
    `SELECT id, kind, correlation_id, status, paid_at, paid_amount_cents, amount_cents,
       record_json
     FROM pix_codes WHERE transaction_id = ?`,
  );
  const updateStatus = db.prepare(
    `UPDATE pix_codes SET status = @status, paid_at = @paid_at,
       paid_amount_cents = @paid_amount_cents, synced_at = @synced_at
     WHERE id = @id`,
  );
  const selectCode = db.prepare<
    [string],
    { kind: PixKind; status: string; record_json: string; synced_at: string }
  >('SELECT kind, status, record_json, synced_at FROM pix_codes WHERE correlation_id = ?');
  const selectReceivedPayment = db.prepare<
    [string],
    { endToEndId: string; amountCents: number; paidAt: string; payerName: string | null }
  >(receivedPaymentOfCodeSql);
  // The charges row's state is the normalized status: "open" covers unknown statuses too.
  const selectOpen = db.prepare<[], OpenPixCode>(
    `SELECT p.correlation_id AS correlationId, p.kind AS kind,
       p.transaction_id AS transactionId
     FROM charges AS c JOIN pix_codes AS p ON p.correlation_id = c.correlation_id
     WHERE c.state = 'open' AND c.kind IN ('pix-immediate', 'pix-due-date')
     ORDER BY c.created_at, c.id`,
  );
  const charges = chargesWriter(db);
  const customers = customersRepo(db);
  const receivedPix = receivedWriter(db);
  const receivedOf = (kind: PixKind, record: PixCodeRecord) => {
    const payment = receivedOfPixCode(kind, record.correlationId, record);
    return payment === null ? [] : [payment];
  };

  /**
   * The service masks a due-date payer's document; the whole one the cache already holds for
   * this code, or a saved customer's of that name that fits the mask, is shown instead.
   */
  function knownPayer(record: DueDateQrCode): DueDateQrCode {
    if (!record.payer.document.includes('*')) return record;
    const cached = selectCode.get(record.correlationId);
    const cachedDocument = cached
      ? (JSON.parse(cached.record_json) as { payer?: { document?: string } }).payer?.document
      : undefined;
    const saved = customers.search(record.payer.name, 10).map((c) => c.document);
    return withKnownPayer(record, [cachedDocument, ...saved]);
  }

  const upsertAll = writeTransaction(
    db,
    (records: readonly PixCodeRecord[], kind: PixKind, syncedAt: string) => {
      const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
      const newCharges: ChargeColumns[] = [];
      const changedCharges: ChargeColumns[] = [];
      const receivedPayments: ReceivedRecord[] = [];
      const payers: CustomerData[] = [];
      const remember = (record: PixCodeRecord) => {
        const payer = customerOfPixCode(record, kind);
        if (payer !== null) payers.push(payer);
      };
      for (const received of records) {
        const record = kind === 'due-date' ? knownPayer(received as DueDateQrCode) : received;
        const columns = checked(record, () => pixCodeColumns({ kind, record } as PixCode));
        const existing = findExisting.get(columns.correlation_id);
        if (existing === undefined) {
          insertRow.run({ ...columns, synced_at: syncedAt });
          newCharges.push(pixChargeColumns(columns, record.description ?? null));
          receivedPayments.push(...receivedOf(kind, record));
          remember(record);
          counts.inserted++;
          continue;
        }
        if (existing.kind !== kind) {
          throw badRecord(record, `cached as a ${existing.kind} code, received as ${kind}`);
        }
        if (existing.record_hash === columns.record_hash) {
          counts.unchanged++;
          continue;
        }
        if (
          pixChargeState(columns.status) === 'open' &&
          pixChargeState(existing.status) !== 'open'
        ) {
          columns.status = existing.status;
          columns.paid_at ??= existing.paid_at;
          columns.paid_amount_cents ??= existing.paid_amount_cents;
        }
        updateRow.run({ ...columns, synced_at: syncedAt, id: existing.id });
        changedCharges.push(pixChargeColumns(columns, record.description ?? null));
        receivedPayments.push(...receivedOf(kind, record));
        remember(record);
        counts.updated++;
      }
      // Rows that write search words last, a table at a time (`json-rows.ts` says why).
      customers.remember(payers);
      charges.write({ inserted: newCharges, changed: changedCharges }, syncedAt);
      receivedPix.fromCharge(receivedPayments, syncedAt);
      return counts;
    },
  );

  const applyAll = writeTransaction(db, (views: readonly PixCharge[], syncedAt: string) => {
    const counts: PixChargeCounts = { updated: 0, unchanged: 0, missing: 0 };
    for (const view of views) {
      const code = findByTransaction.get(view.id);
      if (code === undefined) {
        counts.missing++;
        continue;
      }
      const status = statusOfChargeView(view, code.kind);
      const paid = view.status === 'paid';
      // A payment already known (a due-date read's `payment`) is richer than the charge view.
      const change = {
        status,
        paid_at: paid ? (code.paid_at ?? view.paid_at ?? null) : null,
        paid_amount_cents: paid ? (code.paid_amount_cents ?? fixedAmountPaid(code)) : null,
      };
      const reopening = pixChargeState(status) === 'open' && pixChargeState(code.status) !== 'open';
      // The charge view tells a cancelled immediate code as `expired`: the cancel known here
      // (the owner's own) is the truer of the two.
      const cancelKnown = code.status === 'CANCELLED' && status === 'EXPIRED';
      const same =
        status === code.status &&
        change.paid_at === code.paid_at &&
        change.paid_amount_cents === code.paid_amount_cents;
      if (reopening || same || cancelKnown) {
        counts.unchanged++;
        continue;
      }
      updateStatus.run({ ...change, synced_at: syncedAt, id: code.id });
      charges.updateStatus(
        {
          kind: code.kind === 'immediate' ? 'pix-immediate' : 'pix-due-date',
          correlation_id: code.correlation_id,
          state: pixChargeState(status),
          service_status: status,
          paid_at: change.paid_at,
          paid_amount_cents: change.paid_amount_cents,
        },
        syncedAt,
      );
      counts.updated++;
    }
    return counts;
  });

  return {
    upsertPixCodes(records: readonly PixCodeRecord[], kind: PixKind, syncedAt: string) {
      return upsertAll(records, kind, syncedAt);
    },

    applyPixCharges(views, syncedAt) {
      return applyAll(views, syncedAt);
    },

    getPixCode(correlationId) {
      const row = selectCode.get(correlationId);
      if (row === undefined) return null;
      // Re-parsed so that a record cached by an older build is checked against today's shape.
      const json: unknown = JSON.parse(row.record_json);
      const state = { status: row.status, syncedAt: row.synced_at };
      const view =
        row.kind === 'immediate'
          ? pixCodeViewOf({ kind: 'immediate', record: immediateQrCodeSchema.parse(json) }, state)
          : pixCodeViewOf({ kind: 'due-date', record: dueDateQrCodeSchema.parse(json) }, state);
      if (view.payment !== null || pixChargeState(row.status) !== 'paid') return view;
      const received = selectReceivedPayment.get(correlationId);
      return received === undefined ? view : { ...view, payment: received };
    },

    listOpenPixCodes() {
      return selectOpen.all();
    },
  };
}

/** The QR code status a `/v1/pix` charge status stands for, by kind (service-spec 3). */
function statusOfChargeView(view: PixCharge, kind: PixKind): string {
  if (view.status === 'pending') return 'ACTIVE';
  if (view.status === 'paid') return 'CONCLUDED';
  return kind === 'immediate' ? 'EXPIRED' : 'CANCELLED';
}

/**
 * A paid immediate code whose amount the payer could not change was paid exactly its amount
 * (the Pix norm fixes it); otherwise the paid amount is not known from the charge view.
 */
function fixedAmountPaid(code: CodeByTransaction): number | null {
  if (code.kind !== 'immediate') return null;
  const record = JSON.parse(code.record_json) as { allowChangeAmount?: unknown };
  return record.allowChangeAmount === false ? code.amount_cents : null;
}

function checked<T>(record: PixCodeRecord, derive: () => T): T {
  try {
    return derive();
  } catch (error) {
    // One bad record aborts its batch: better a failed refresh than a wrong amount cached.
    throw badRecord(record, (error as Error).message);
  }
}

function badRecord(record: PixCodeRecord, message: string): AppFailure {
  return new AppFailure('internal', `Pix code ${record.correlationId}: ${message}`, {
    key: 'error.cache.bad_record',
  });
}
