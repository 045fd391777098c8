import type Database from 'better-sqlite3';
import type { Webhook, WebhookEventType } from '../../domain/wire/webhooks.ts';
import type { SandboxStore } from '../store.ts';

/** The webhook registrations of the sandbox bank, kept as their API records. */
export class WebhookStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  insert(accountId: string, webhook: Webhook): void {
    this.#db
      .prepare(
        'INSERT INTO webhooks (id, account_id, event_type, created_at, record) VALUES (?, ?, ?, ?, ?)',
      )
      .run(webhook.id, accountId, webhook.eventType, webhook.createdAt, JSON.stringify(webhook));
  }

  /** Every registration of the account, oldest first. */
  list(accountId: string): Webhook[] {
    return this.#records('account_id = ?', accountId);
  }

  /** The registrations of the account that listen to one event type. */
  listening(accountId: string, eventType: WebhookEventType): Webhook[] {
    return this.#records('account_id = ? AND event_type = ?', accountId, eventType);
  }

  get(accountId: string, id: string): Webhook | undefined {
    return this.#records('account_id = ? AND id = ?', accountId, id)[0];
  }

  /** A registration by id alone (deliveries read the current url and authorization). */
  byId(id: string): Webhook | undefined {
    return this.#records('id = ?', id)[0];
  }

  update(accountId: string, webhook: Webhook): void {
    this.#db
      .prepare('UPDATE webhooks SET event_type = ?, record = ? WHERE account_id = ? AND id = ?')
      .run(webhook.eventType, JSON.stringify(webhook), accountId, webhook.id);
  }

  /** Removes one; false when the account has no such registration. */
  delete(accountId: string, id: string): boolean {
    return (
      this.#db.prepare('DELETE FROM webhooks WHERE account_id = ? AND id = ?').run(accountId, id)
        .changes > 0
    );
  }

  #records(where: string, ...params: string[]): Webhook[] {
    const rows = this.#db
      .prepare(`SELECT record FROM webhooks WHERE ${where} ORDER BY created_at, rowid`)
      .pluck()
      .all(...params) as string[];
    return rows.map((row) => JSON.parse(row) as Webhook);
  }
}

const stores = new WeakMap<SandboxStore, WebhookStore>();

/** The webhook store on a sandbox store's connection. */
export function webhookStore(store: SandboxStore): WebhookStore {
  let found = stores.get(store);
  if (!found) stores.set(store, (found = new WebhookStore(store.db)));
  return found;
}
