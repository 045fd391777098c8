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

interface Row {
  paymentId: string;
  digitableLine: string;
  barCode: string;
  dueDate: string | null;
  originalCents: number;
  rebateCents: number;
  discountCents: number;
  fineCents: number;
  interestCents: number;
  totalCents: number;
  beneficiaryTradeName: string | null;
  payerName: string | null;
  issuer: string | null;
}

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
    VALUES (@paymentId, @digitableLine, @barCode, @dueDate, @originalCents, @rebateCents,
      @discountCents, @fineCents, @interestCents, @totalCents, @beneficiaryTradeName, @payerName,
      @issuer)
    ON CONFLICT (payment_id) DO NOTHING
  `);
  const byId = db.prepare<[string], Row>(`
    SELECT payment_id AS paymentId, digitable_line AS digitableLine, bar_code AS barCode,
      due_date AS dueDate, original_cents AS originalCents, rebate_cents AS rebateCents,
      discount_cents AS discountCents, fine_cents AS fineCents, interest_cents AS interestCents,
      total_cents AS totalCents, beneficiary_trade_name AS beneficiaryTradeName,
      payer_name AS payerName, issuer
    FROM sent_boletos WHERE payment_id = ?
  `);
  return {
    keep({ charge, ...record }) {
      insert.run({
        ...record,
        dueDate: charge.dueDate,
        originalCents: charge.originalAmountCents,
        rebateCents: charge.rebateCents,
        discountCents: charge.discountCents,
        fineCents: charge.fineCents,
        interestCents: charge.interestCents,
        totalCents: charge.totalCents,
      });
    },
    get(paymentId) {
      const row = byId.get(paymentId);
      if (!row) return undefined;
      const {
        dueDate,
        originalCents,
        rebateCents,
        discountCents,
        fineCents,
        interestCents,
        totalCents,
        ...rest
      } = row;
      return {
        ...rest,
        charge: {
          dueDate,
          originalAmountCents: originalCents,
          rebateCents,
          discountCents,
          fineCents,
          interestCents,
          totalCents,
        },
      };
    },
  };
}
