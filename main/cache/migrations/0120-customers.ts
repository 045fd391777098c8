import type { Migration } from './migration.ts';
import { boletoRecordSchema } from '../../domain/wire/boletos.ts';
import { dueDateQrCodeSchema, immediateQrCodeSchema } from '../../domain/wire/pix.ts';
import {
  customerOfBoleto,
  customerOfPixCode,
  customerSearchText,
  mergeCustomer,
  type CustomerData,
} from '../customers/customer-data.ts';

/**
 * `customers`: payers saved as they are used, keyed by the CPF/CNPJ as normalized. Each field
 * is its own column so that a record lacking one never blanks it (`mergeCustomer`);
 * `search_text` (name, document, e-mail, folded) is what the offline search compares — a
 * business has hundreds of customers, not millions, so a scan of this small table is enough.
 * `charges_by_payer` lists a customer's charges with a seek.
 *
 * The payers of the boletos and Pix codes already cached are backfilled here, oldest first,
 * with the same merge the repositories apply.
 */
export const migration0120Customers: Migration = {
  version: 120,
  name: 'customers',
  up(db) {
    db.exec(`
      CREATE TABLE customers (
        document       TEXT PRIMARY KEY,
        name           TEXT NOT NULL,
        email          TEXT,
        phone_prefix   TEXT,
        phone_number   TEXT,
        zip_code       TEXT,
        public_place   TEXT,
        address_number TEXT,
        complement     TEXT,
        neighborhood   TEXT,
        city           TEXT,
        state          TEXT,
        as_of          TEXT NOT NULL,
        search_text    TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;

      CREATE INDEX charges_by_payer ON charges (payer_document, created_at)
        WHERE payer_document IS NOT NULL;
    `);

    const customers = new Map<string, CustomerData>();
    const keep = (data: CustomerData | null) => {
      if (data === null) return;
      const merged = mergeCustomer(customers.get(data.document) ?? null, data);
      if (merged !== null) customers.set(data.document, merged);
    };
    for (const row of db
      .prepare<[], { record_json: string }>('SELECT record_json FROM boletos ORDER BY created_at')
      .iterate()) {
      const parsed = boletoRecordSchema.safeParse(JSON.parse(row.record_json));
      if (parsed.success) keep(customerOfBoleto(parsed.data));
    }
    for (const row of db
      .prepare<[], { kind: string; record_json: string }>(
        'SELECT kind, record_json FROM pix_codes ORDER BY created_at',
      )
      .iterate()) {
      const json: unknown = JSON.parse(row.record_json);
      if (row.kind === 'due-date') {
        const parsed = dueDateQrCodeSchema.safeParse(json);
        if (parsed.success) keep(customerOfPixCode(parsed.data, 'due-date'));
      } else {
        const parsed = immediateQrCodeSchema.safeParse(json);
        if (parsed.success) keep(customerOfPixCode(parsed.data, 'immediate'));
      }
    }
    const insert = db.prepare(
      `INSERT INTO customers (document, name, email, phone_prefix, phone_number, zip_code,
         public_place, address_number, complement, neighborhood, city, state, as_of, search_text)
       VALUES (@document, @name, @email, @phone_prefix, @phone_number, @zip_code, @public_place,
         @address_number, @complement, @neighborhood, @city, @state, @as_of, @search_text)`,
    );
    for (const data of customers.values()) {
      insert.run({ ...data, search_text: customerSearchText(data) });
    }
  },
};
