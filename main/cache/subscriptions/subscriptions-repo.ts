import type { AppError } from '../../../preload/contract/errors.ts';
import type { Customer } from '../../../preload/contract/schemas/customers.ts';
import type {
  SubscriptionKind,
  SubscriptionMonthState,
  SubscriptionStatus,
} from '../../../preload/contract/schemas/subscriptions.ts';
import type { CacheDb } from '../db/database.ts';
import { parseNullableJson, rowFields } from '../db/row-fields.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** A subscription as set up by the owner. */
export interface SubscriptionRecord {
  id: string;
  number: number;
  customerDocument: string;
  customerName: string;
  /** The customer as saved when it was set up (used when they are no longer saved). */
  customer: Customer;
  kind: SubscriptionKind;
  amountCents: number;
  description: string | null;
  dayOfMonth: number;
  leadDays: number;
  startMonth: string;
  count: number | null;
  status: SubscriptionStatus;
  pausedOn: string | null;
  createdAt: string;
  updatedAt: string;
  /** Months whose charge exists. */
  issuedCount: number;
  /** Months refused, or whose outcome is still open. */
  attentionCount: number;
}

export type NewSubscription = Omit<
  SubscriptionRecord,
  'number' | 'status' | 'pausedOn' | 'updatedAt' | 'issuedCount' | 'attentionCount'
>;

/** One month the app has dealt with. */
export interface MonthRecord {
  subscriptionId: string;
  month: string;
  /** The charge's correlationId, fixed for the month before anything is sent. */
  identity: string;
  state: SubscriptionMonthState;
  dueDate: string;
  issueDate: string;
  chargeId: string | null;
  issuedAt: string | null;
  /** The São Paulo day the scheduler issued it on. */
  issuedOn: string | null;
  onStart: boolean;
  lastError: AppError | null;
  updatedAt: string;
}

/** A month about to be sent: its identity and dates, recorded before the charge leaves. */
export interface MonthIntent {
  subscriptionId: string;
  month: string;
  identity: string;
  dueDate: string;
  issueDate: string;
}

/** Subscriptions and their months. Get one with `subscriptionsRepo(db)`. */
export interface SubscriptionsRepo {
  /** Saves a new subscription, `active`, with the next free number. */
  create(subscription: NewSubscription): SubscriptionRecord;
  get(id: string): SubscriptionRecord | null;
  /** Every subscription: running ones first, then by customer. */
  list(): SubscriptionRecord[];
  setStatus(id: string, status: SubscriptionStatus, pausedOn: string | null, at: string): void;
  /** The months dealt with, newest first. */
  months(subscriptionId: string): MonthRecord[];
  month(subscriptionId: string, month: string): MonthRecord | null;
  /**
   * Records the month as `issuing` under its identity and commits, before the charge is sent;
   * a month already recorded is left as it is and returned.
   */
  reserve(intent: MonthIntent, at: string): MonthRecord;
  markIssued(
    subscriptionId: string,
    month: string,
    issued: { chargeId: string; issuedAt: string; issuedOn: string; onStart: boolean },
  ): void;
  /** `failed`: refused, nothing at the bank. `issuing`: kept, with what held it up. */
  markState(
    subscriptionId: string,
    month: string,
    state: 'issuing' | 'failed',
    error: AppError | null,
    at: string,
  ): void;
  /**
   * Moves the due date of a month recorded but never at the bank (nothing in the outbox or the
   * cache under its identity) whose due date passed before it could be sent.
   */
  redate(subscriptionId: string, month: string, dueDate: string, at: string): void;
  /** Records months whose issue date fell during a pause as skipped (in one transaction). */
  skip(intents: readonly MonthIntent[], at: string): void;
}

interface SubscriptionRow {
  id: string;
  number: number;
  customer_document: string;
  customer_name: string;
  customer_json: string;
  kind: SubscriptionKind;
  amount_cents: number;
  description: string | null;
  day_of_month: number;
  lead_days: number;
  start_month: string;
  month_count: number | null;
  status: SubscriptionStatus;
  paused_on: string | null;
  created_at: string;
  updated_at: string;
  issued_count: number;
  attention_count: number;
}

interface MonthRow {
  subscription_id: string;
  month: string;
  identity: string;
  state: SubscriptionMonthState;
  due_date: string;
  issue_date: string;
  charge_id: string | null;
  issued_at: string | null;
  issued_on: string | null;
  on_start: number;
  last_error_json: string | null;
  updated_at: string;
}

const repos = new WeakMap<CacheDb, SubscriptionsRepo>();

export function subscriptionsRepo(db: CacheDb): SubscriptionsRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createSubscriptionsRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

const SELECT_SUBSCRIPTION = `
  SELECT s.*,
    (SELECT count(*) FROM subscription_charges AS c
      WHERE c.subscription_id = s.id AND c.state = 'issued') AS issued_count,
    (SELECT count(*) FROM subscription_charges AS c
      WHERE c.subscription_id = s.id AND c.state IN ('issuing', 'failed')) AS attention_count
  FROM subscriptions AS s`;

function createSubscriptionsRepo(db: CacheDb): SubscriptionsRepo {
  const nextNumber = db
    .prepare<[], number>('SELECT coalesce(max(number), 0) + 1 FROM subscriptions')
    .pluck();
  const insert = db.prepare(
    `INSERT INTO subscriptions (id, number, customer_document, customer_name, customer_json, kind,
       amount_cents, description, day_of_month, lead_days, start_month, month_count, status,
       paused_on, created_at, updated_at)
     VALUES (@id, @number, @customer_document, @customer_name, @customer_json, @kind, @amount_cents,
       @description, @day_of_month, @lead_days, @start_month, @month_count, 'active', NULL,
       @created_at, @created_at)`,
  );
  const byId = db.prepare<[string], SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE s.id = ?`);
  const all = db.prepare<[], SubscriptionRow>(
    `${SELECT_SUBSCRIPTION}
     ORDER BY CASE s.status WHEN 'active' THEN 0 WHEN 'paused' THEN 1 ELSE 2 END,
       s.customer_name, s.number`,
  );
  const updateStatus = db.prepare(
    `UPDATE subscriptions SET status = @status, paused_on = @paused_on, updated_at = @at
     WHERE id = @id`,
  );
  const monthsOf = db.prepare<[string], MonthRow>(
    'SELECT * FROM subscription_charges WHERE subscription_id = ? ORDER BY month DESC',
  );
  const oneMonth = db.prepare<[string, string], MonthRow>(
    'SELECT * FROM subscription_charges WHERE subscription_id = ? AND month = ?',
  );
  const insertMonth = db.prepare(
    `INSERT INTO subscription_charges (subscription_id, month, identity, state, due_date,
       issue_date, updated_at)
     VALUES (@subscriptionId, @month, @identity, @state, @dueDate, @issueDate, @at)
     ON CONFLICT (subscription_id, month) DO NOTHING`,
  );
  const issued = db.prepare(
    `UPDATE subscription_charges SET state = 'issued', charge_id = @chargeId,
       issued_at = @issuedAt, issued_on = @issuedOn, on_start = @onStart,
       last_error_json = NULL, updated_at = @issuedAt
     WHERE subscription_id = @subscriptionId AND month = @month`,
  );
  const setDueDate = db.prepare(
    `UPDATE subscription_charges SET due_date = @dueDate, updated_at = @at
     WHERE subscription_id = @subscriptionId AND month = @month AND state = 'issuing'`,
  );
  const setMonthState = db.prepare(
    `UPDATE subscription_charges SET state = @state, last_error_json = @error, updated_at = @at
     WHERE subscription_id = @subscriptionId AND month = @month AND state <> 'issued'`,
  );

  const get = (id: string) => {
    const row = byId.get(id);
    return row ? toSubscription(row) : null;
  };

  return {
    create: writeTransaction(db, (subscription: NewSubscription) => {
      insert.run({
        id: subscription.id,
        number: nextNumber.get()!,
        customer_document: subscription.customerDocument,
        customer_name: subscription.customerName,
        customer_json: JSON.stringify(subscription.customer),
        kind: subscription.kind,
        amount_cents: subscription.amountCents,
        description: subscription.description,
        day_of_month: subscription.dayOfMonth,
        lead_days: subscription.leadDays,
        start_month: subscription.startMonth,
        month_count: subscription.count,
        created_at: subscription.createdAt,
      });
      return get(subscription.id)!;
    }),
    get,
    list: () => all.all().map(toSubscription),
    setStatus(id, status, pausedOn, at) {
      updateStatus.run({ id, status, paused_on: pausedOn, at });
    },
    months: (subscriptionId) => monthsOf.all(subscriptionId).map(toMonth),
    month(subscriptionId, month) {
      const row = oneMonth.get(subscriptionId, month);
      return row ? toMonth(row) : null;
    },
    reserve(intent, at) {
      insertMonth.run({ ...intent, state: 'issuing', at });
      return toMonth(oneMonth.get(intent.subscriptionId, intent.month)!);
    },
    markIssued(subscriptionId, month, done) {
      issued.run({ subscriptionId, month, ...done, onStart: done.onStart ? 1 : 0 });
    },
    markState(subscriptionId, month, state, error, at) {
      setMonthState.run({
        subscriptionId,
        month,
        state,
        error: error ? JSON.stringify(error) : null,
        at,
      });
    },
    redate(subscriptionId, month, dueDate, at) {
      setDueDate.run({ subscriptionId, month, dueDate, at });
    },
    skip: writeTransaction(db, (intents: readonly MonthIntent[], at: string) => {
      for (const intent of intents) insertMonth.run({ ...intent, state: 'skipped', at });
    }),
  };
}

/** The columns a subscription shows as they are. */
const subscriptionFields = rowFields([
  'id',
  'number',
  'customer_document',
  'customer_name',
  'kind',
  'amount_cents',
  'description',
  'day_of_month',
  'lead_days',
  'start_month',
  'status',
  'paused_on',
  'created_at',
  'updated_at',
  'issued_count',
  'attention_count',
]);

function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  return {
    ...subscriptionFields(row),
    customer: JSON.parse(row.customer_json) as Customer,
    count: row.month_count,
  };
}

/** The columns a month shows as they are. */
const monthFields = rowFields([
  'subscription_id',
  'month',
  'identity',
  'state',
  'due_date',
  'issue_date',
  'charge_id',
  'issued_at',
  'issued_on',
  'updated_at',
]);

function toMonth(row: MonthRow): MonthRecord {
  return {
    ...monthFields(row),
    onStart: row.on_start === 1,
    lastError: parseNullableJson<AppError>(row.last_error_json),
  };
}
