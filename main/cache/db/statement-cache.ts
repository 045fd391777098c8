import type Database from 'better-sqlite3';

/**
 * Prepared statements keyed by their SQL text, for queries assembled from filters. Bounded,
 * oldest first out: the filter combinations are finite, but a bound keeps a long session
 * from holding statements it will never run again.
 */
export class StatementCache {
  readonly #db: Database.Database;
  readonly #max: number;
  readonly #statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database, max = 64) {
    this.#db = db;
    this.#max = max;
  }

  get(sql: string): Database.Statement {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Re-inserting moves it to the end: the first key is then the least recently used.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#db.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#max) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }
}
