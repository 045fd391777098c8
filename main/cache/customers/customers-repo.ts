import type { Customer, CustomerInputParsed } from '../../../preload/contract/schemas/customers.ts';
import type { ChargeRow } from '../../../preload/contract/schemas/charges.ts';
import { ROW_COLUMNS, toChargeRow, type ListedRow } from '../charges/charges-repo.ts';
import type Database from 'better-sqlite3';
import type { CacheDb } from '../db/database.ts';
import {
  CUSTOMER_FIELDS,
  customerSearchText,
  foldText,
  mergeCustomer,
  type CustomerData,
} from './customer-data.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/** Payers saved as they are used. Get one with `customersRepo(db)`. */
export interface CustomersRepo {
  /**
   * Saves what records say about their payers (inside the caller's transaction when there is
   * one): see `mergeCustomer` for which data wins.
   */
  remember(records: readonly CustomerData[]): void;
  /** Customers matching every word of `query` in name, document or e-mail, by name. */
  search(query: string, limit: number): Customer[];
  get(document: string): Customer | null;
  /** The owner's edit: replaces every field (an emptied optional field is emptied). */
  update(input: CustomerInputParsed, at: string): Customer;
  /** The customer's charges from the charges list, newest first. */
  charges(document: string, limit?: number): ChargeRow[];
}

interface CustomerRow extends CustomerData {
  search_text: string;
}

const repos = new WeakMap<CacheDb, CustomersRepo>();

export function customersRepo(db: CacheDb): CustomersRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createCustomersRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

const MAX_WORDS = 8;

function createCustomersRepo(db: CacheDb): CustomersRepo {
  const columns = ['document', ...CUSTOMER_FIELDS, 'as_of', 'search_text'];
  const upsertRow = db.prepare<[CustomerRow]>(
    `INSERT INTO customers (${columns.join(', ')})
     VALUES (${columns.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (document) DO UPDATE SET
       ${columns
         .filter((c) => c !== 'document')
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}`,
  );
  const selectOne = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE document = ?');
  // Prepared on first use: the charge writers make this repository to save payers, and
  // never read a customer's charges.
  let selectCharges: Database.Statement<[string, number], ListedRow> | undefined;
  const searches = new Map<number, ReturnType<typeof db.prepare<unknown[], CustomerRow>>>();
  const searchWith = (words: number) => {
    let statement = searches.get(words);
    if (!statement) {
      const where = Array.from({ length: words }, () => `search_text LIKE ? ESCAPE '\\'`);
      statement = db.prepare<unknown[], CustomerRow>(
        `SELECT * FROM customers ${words > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY name COLLATE NOCASE, document ${boundLimit()}`,
      );
      searches.set(words, statement);
    }
    return statement;
  };

  const rememberAll = writeTransaction(db, (records: readonly CustomerData[]) => {
    for (const record of records) {
      const kept = selectOne.get(record.document) ?? null;
      const merged = mergeCustomer(kept && dataOf(kept), record);
      if (merged !== null) upsertRow.run({ ...merged, search_text: customerSearchText(merged) });
    }
  });

  return {
    remember(records) {
      if (records.length > 0) rememberAll(records);
    },

    search(query, limit) {
      const words = foldText(query)
        .split(/\s+/)
        .filter((w) => w !== '')
        .slice(0, MAX_WORDS)
        // "123.456.789-09" is kept as digits; a name keeps its letters.
        .map((w) => (/^[\d.\-/]+$/.test(w) ? w.replace(/\D/g, '') : w))
        .filter((w) => w !== '')
        .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return searchWith(words.length)
        .all(...words, limit)
        .map(toCustomer);
    },

    get(document) {
      const row = selectOne.get(document);
      return row ? toCustomer(row) : null;
    },

    update(input, at) {
      const data: CustomerData = {
        document: input.document,
        as_of: at,
        name: input.name,
        email: input.email ?? null,
        phone_prefix: input.phone?.prefix ?? null,
        phone_number: input.phone?.number ?? null,
        zip_code: input.address?.zipCode ?? null,
        public_place: input.address?.publicPlace ?? null,
        address_number: input.address?.number ?? null,
        complement: input.address?.complement || null,
        neighborhood: input.address?.neighborhood ?? null,
        city: input.address?.city ?? null,
        state: input.address?.state ?? null,
      };
      upsertRow.run({ ...data, search_text: customerSearchText(data) });
      return toCustomer(selectOne.get(input.document)!);
    },

    charges(document, limit = 500) {
      selectCharges ??= db.prepare<[string, number], ListedRow>(
        `SELECT ${ROW_COLUMNS} FROM charges AS c WHERE c.payer_document = ?
         ORDER BY c.created_at DESC, c.id DESC ${boundLimit()}`,
      );
      return selectCharges.all(document, limit).map(toChargeRow);
    },
  };
}

function dataOf(row: CustomerRow): CustomerData {
  const { search_text: _search, ...data } = row;
  return data;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    document: row.document,
    name: row.name ?? '',
    email: row.email,
    phonePrefix: row.phone_prefix,
    phoneNumber: row.phone_number,
    zipCode: row.zip_code,
    publicPlace: row.public_place,
    number: row.address_number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    updatedAt: row.as_of,
  };
}
