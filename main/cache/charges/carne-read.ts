import type { Carne, CarneChargeInput } from '../../../preload/contract/schemas/carne.ts';
import type { ChargeState } from '../../../preload/contract/schemas/charges.ts';
import type { CacheDb } from '../db/database.ts';

/**
 * An installment's reference ends in `-n/count` (`installmentYourNumber`): a boleto's "your
 * number" is the label itself, a due-date Pix's description ends with it. Its siblings have the
 * same reference but for `n`.
 */
const INSTALLMENT = /^(.*-)(\d{1,3})\/(\d{1,3})$/;

const CHARGE_KIND = { boleto: 'boleto', 'pix-due-date': 'pix-due-date' } as const;

interface Row {
  correlationId: string;
  state: ChargeState;
  amountCents: number;
  dueDate: string | null;
  reference: string | null;
  payerDocument: string | null;
}

export interface CarneReader {
  /** The carnê `charge` is an installment of, from the cache; null when it is none. */
  carneOf(charge: CarneChargeInput): Carne | null;
}

const readers = new WeakMap<CacheDb, CarneReader>();

/** The reader over `db`; one per connection, so its statements are prepared once. */
export function carneReader(db: CacheDb): CarneReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createReader(db);
    readers.set(db, reader);
  }
  return reader;
}

const COLUMNS = `correlation_id AS correlationId, state, amount_cents AS amountCents,
  due_date AS dueDate, reference, payer_document AS payerDocument`;

function createReader(db: CacheDb): CarneReader {
  const one = db.prepare<[string, string], Row>(
    `SELECT ${COLUMNS} FROM charges WHERE kind = ? AND correlation_id = ?`,
  );
  // A customer's charges by `charges_by_payer`, narrowed by the reference's start.
  const siblings = db.prepare<[string, string, string], Row>(
    `SELECT ${COLUMNS} FROM charges
      WHERE payer_document = ? AND kind = ? AND reference LIKE ? ESCAPE '\\'`,
  );
  return {
    carneOf({ kind, correlationId }) {
      const charge = one.get(CHARGE_KIND[kind], correlationId);
      const label = charge?.reference?.match(INSTALLMENT);
      if (!charge || !label || charge.payerDocument === null) return null;
      const [, stem, number, count] = label as unknown as [string, string, string, string];
      const pattern = `${stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%/${count}`;
      const installments = siblings
        .all(charge.payerDocument, CHARGE_KIND[kind], pattern)
        .flatMap((row) => {
          const match = row.reference?.match(INSTALLMENT);
          if (!match || match[1] !== stem || match[3] !== count) return [];
          return [
            {
              number: Number(match[2]),
              correlationId: row.correlationId,
              state: row.state,
              amountCents: row.amountCents,
              dueDate: row.dueDate,
            },
          ];
        })
        .sort((a, b) => a.number - b.number);
      return {
        kind,
        label: stem.slice(0, -1),
        count: Number(count),
        number: Number(number),
        installments,
      };
    },
  };
}
