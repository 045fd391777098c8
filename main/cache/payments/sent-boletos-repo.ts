import type { BoletoCharge } from '../../../preload/contract/schemas/bill-payments.ts';
import type { CacheDb } from '../db/database.ts';

/** What a boleto payment's receipt shows of the boleto paid, beside its Sent list row. */
export interface SentBoletoRecord {
  paymentId: string;
  digitableLine: string;
  barCode: string;
  beneficiaryTradeName: string | null;
  payerName: string | null;
  issuer: string | null;
  /** What the bank calculated the boleto asked when it was read, moments before it was paid. */
  charge: BoletoCharge;
}

/** What `sent_boletos` is written with: the record, its charge's parts in columns of their own. */
type Row = Omit<SentBoletoRecord, 'charge'> & BoletoCharge;

/** The boletos paid, by the payment's bank id (`sent_boletos`, migration 0230). */
export interface SentBoletosRepo {
  /** Keeps the boleto of a payment; kept once (the bank's answer sent again changes nothing of it). */
  keep(record: SentBoletoRecord): void;
  get(paymentId: string): SentBoletoRecord | undefined;
}

export function sentBoletosRepo(db: CacheDb): SentBoletosRepo {
  const insert = db.prepare<[Row]>(`
    INSERT INTO sent_boletos (payment_id, digitable_line, bar_code, due_date, original_cents,
      rebate_cents, discount_cents, fine_cents, interest_cents, total_cents,
      beneficiary_trade_name, payer_name, issuer)
    VALUES (@paymentId, @digitableLine, @barCode, @dueDate, @originalAmountCents, @rebateCents,
      @discountCents, @fineCents, @interestCents, @totalCents, @beneficiaryTradeName, @payerName,
      @issuer)
    ON CONFLICT (payment_id) DO NOTHING
  `);
  // The charge's parts read as the one object the record holds.
  const byId = db.prepare<[string], Omit<SentBoletoRecord, 'charge'> & { charge: string }>(`
    SELECT payment_id AS paymentId, digitable_line AS digitableLine, bar_code AS barCode,
      beneficiary_trade_name AS beneficiaryTradeName, payer_name AS payerName, issuer,
      json_object('dueDate', due_date, 'originalAmountCents', original_cents,
        'rebateCents', rebate_cents, 'discountCents', discount_cents, 'fineCents', fine_cents,
        'interestCents', interest_cents, 'totalCents', total_cents) AS charge
    FROM sent_boletos WHERE payment_id = ?
  `);
  return {
    keep({ charge, ...record }) {
      insert.run({ ...record, ...charge });
    },
    get(paymentId) {
      const row = byId.get(paymentId);
      return row && { ...row, charge: JSON.parse(row.charge) as BoletoCharge };
    },
  };
}
