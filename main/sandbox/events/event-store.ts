import type Database from 'better-sqlite3';
import type { WebhookEvent } from '../../domain/wire/webhook-events.ts';
import type { SandboxStore } from '../store.ts';

/** A delivery's state: waiting for its next attempt, done, out of attempts, or its webhook gone. */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'dropped';

/** One delivery due for an attempt: the event's body and where it goes. */
export interface DueDelivery {
  id: number;
  eventId: string;
  webhookId: string;
  attempts: number;
  body: string;
}

/** One attempt as the delivery log shows it. */
export interface DeliveryAttempt {
  attempt: number;
  url: string;
  startedAt: string;
  durationMs: number;
  /** The receiver's HTTP status; null when no answer came (refused, timed out, garbage). */
  statusCode: number | null;
  error: string | null;
}

/** One delivery (an event to one webhook) with every attempt: an entry of the delivery log. */
export interface DeliveryLogEntry {
  deliveryId: number;
  eventId: string;
  eventType: string;
  occurredAt: string;
  webhookId: string;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
  event: WebhookEvent;
}

/** Events the bank emitted, their deliveries, and every attempt made. */
export class EventStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Keeps an event and one pending delivery per webhook, all due at `dueAtMs`. */
  insert(accountId: string, event: WebhookEvent, webhookIds: readonly string[], dueAtMs: number) {
    this.#db.transaction(() => {
      this.#db
        .prepare(
          'INSERT INTO webhook_events (id, account_id, event_type, occurred_at, body) VALUES (?, ?, ?, ?, ?)',
        )
        .run(event.id, accountId, event.eventType, event.occurredAt, JSON.stringify(event));
      const delivery = this.#db.prepare(
        `INSERT INTO webhook_deliveries (event_id, webhook_id, state, next_attempt_at)
         VALUES (?, ?, 'pending', ?)`,
      );
      for (const webhookId of webhookIds) delivery.run(event.id, webhookId, dueAtMs);
    })();
  }

  /** Pending deliveries due at `nowMs`, oldest first, skipping those in `busy`. */
  due(nowMs: number, limit: number, busy: ReadonlySet<number>): DueDelivery[] {
    const rows = this.#db
      .prepare(
        `SELECT d.id, d.event_id AS eventId, d.webhook_id AS webhookId, d.attempts, e.body
         FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
         WHERE d.state = 'pending' AND d.next_attempt_at <= ?
         ORDER BY d.next_attempt_at, d.id LIMIT ?`,
      )
      .all(nowMs, limit + busy.size) as DueDelivery[];
    return rows.filter((row) => !busy.has(row.id)).slice(0, limit);
  }

  /** When the earliest pending delivery is due (wall-clock ms), or undefined. */
  nextDueAt(): number | undefined {
    const at = this.#db
      .prepare(`SELECT min(next_attempt_at) FROM webhook_deliveries WHERE state = 'pending'`)
      .pluck()
      .get() as number | null;
    return at ?? undefined;
  }

  /** Records one attempt and moves the delivery on: done, failed, or due again at `retryAtMs`. */
  recordAttempt(
    deliveryId: number,
    attempt: DeliveryAttempt,
    next: { state: DeliveryState; retryAtMs?: number },
  ): void {
    this.#db.transaction(() => {
      this.#db
        .prepare(
          `INSERT INTO webhook_delivery_attempts
             (delivery_id, attempt, url, started_at, duration_ms, status_code, error)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          deliveryId,
          attempt.attempt,
          attempt.url,
          attempt.startedAt,
          attempt.durationMs,
          attempt.statusCode,
          attempt.error,
        );
      this.#db
        .prepare(
          `UPDATE webhook_deliveries SET attempts = ?, state = ?, next_attempt_at = coalesce(?, next_attempt_at)
           WHERE id = ?`,
        )
        .run(attempt.attempt, next.state, next.retryAtMs ?? null, deliveryId);
    })();
  }

  /** Ends a delivery without an attempt (its webhook was deleted before it was sent). */
  drop(deliveryId: number): void {
    this.#db
      .prepare(`UPDATE webhook_deliveries SET state = 'dropped' WHERE id = ?`)
      .run(deliveryId);
  }

  /** The delivery log of an account, newest event first; optionally for one event. */
  log(accountId: string, filter: { eventId?: string; limit?: number } = {}): DeliveryLogEntry[] {
    const rows = this.#db
      .prepare(
        `SELECT d.id, d.webhook_id AS webhookId, d.state, e.id AS eventId, e.event_type AS eventType,
                e.occurred_at AS occurredAt, e.body
         FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
         WHERE e.account_id = ? AND (? IS NULL OR e.id = ?)
         ORDER BY d.id DESC LIMIT ?`,
      )
      .all(accountId, filter.eventId ?? null, filter.eventId ?? null, filter.limit ?? 500) as {
      id: number;
      webhookId: string;
      state: DeliveryState;
      eventId: string;
      eventType: string;
      occurredAt: string;
      body: string;
    }[];
    const attempts = this.#db.prepare(
      `SELECT attempt, url, started_at AS startedAt, duration_ms AS durationMs,
              status_code AS statusCode, error
       FROM webhook_delivery_attempts WHERE delivery_id = ? ORDER BY attempt`,
    );
    return rows.map((row) => ({
      deliveryId: row.id,
      eventId: row.eventId,
      eventType: row.eventType,
      occurredAt: row.occurredAt,
      webhookId: row.webhookId,
      state: row.state,
      attempts: attempts.all(row.id) as DeliveryAttempt[],
      event: JSON.parse(row.body) as WebhookEvent,
    }));
  }

  /** Every event the account emitted, newest first (with or without webhooks listening). */
  events(accountId: string, limit = 500): WebhookEvent[] {
    const rows = this.#db
      .prepare('SELECT body FROM webhook_events WHERE account_id = ? ORDER BY rowid DESC LIMIT ?')
      .pluck()
      .all(accountId, limit) as string[];
    return rows.map((row) => JSON.parse(row) as WebhookEvent);
  }
}

const stores = new WeakMap<SandboxStore, EventStore>();

/** The event store on a sandbox store's connection. */
export function eventStore(store: SandboxStore): EventStore {
  let found = stores.get(store);
  if (!found) stores.set(store, (found = new EventStore(store.db)));
  return found;
}
