import type Database from 'better-sqlite3';
import type { PixKeyEntryType } from '../../domain/wire/pix-keys.ts';
import type { SandboxStore } from '../store.ts';

/** A key the account holds, as the bank keeps it. */
export interface StoredPixKey {
  key: string;
  entryType: PixKeyEntryType;
  /** ISO instant of the registration. */
  createdAt: string;
}

const COLUMNS = 'pix_key AS key, entry_type AS entryType, created_at AS createdAt';

/** The account's Pix keys at the sandbox bank: listing, deleting, and the deletions made. */
export class PixKeyStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Every key of the account, oldest first. */
  list(accountId: string): StoredPixKey[] {
    return this.#db
      .prepare(`SELECT ${COLUMNS} FROM pix_keys WHERE account_id = ? ORDER BY created_at, rowid`)
      .all(accountId) as StoredPixKey[];
  }

  get(accountId: string, key: string): StoredPixKey | undefined {
    return this.#db
      .prepare(`SELECT ${COLUMNS} FROM pix_keys WHERE account_id = ? AND pix_key = ?`)
      .get(accountId, key) as StoredPixKey | undefined;
  }

  /** Registers a key of any type, as the bank's own app would (demo data). */
  add(accountId: string, entry: StoredPixKey): void {
    this.#db
      .prepare(
        'INSERT INTO pix_keys (pix_key, account_id, entry_type, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(entry.key, accountId, entry.entryType, entry.createdAt);
  }

  /** Removes the key and writes the deletion down, in one transaction. */
  delete(accountId: string, key: StoredPixKey, idempotencyKey: string, at: string): void {
    this.#db.transaction(() => {
      this.#db
        .prepare('DELETE FROM pix_keys WHERE account_id = ? AND pix_key = ?')
        .run(accountId, key.key);
      this.#db
        .prepare(
          `INSERT INTO pix_key_deletions (account_id, pix_key, entry_type, idempotency_key, deleted_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(accountId, key.key, key.entryType, idempotencyKey, at);
    })();
  }

  /** Whether the account ever held a key here (one now, or one deleted). */
  hasHistory(accountId: string): boolean {
    return (
      this.#db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM pix_keys WHERE account_id = ?)
               OR EXISTS (SELECT 1 FROM pix_key_deletions WHERE account_id = ?)`,
        )
        .pluck()
        .get(accountId, accountId) === 1
    );
  }
}

const stores = new WeakMap<SandboxStore, PixKeyStore>();

/** The Pix key store on a sandbox store's connection. */
export function pixKeyStore(store: SandboxStore): PixKeyStore {
  let found = stores.get(store);
  if (!found) stores.set(store, (found = new PixKeyStore(store.db)));
  return found;
}
