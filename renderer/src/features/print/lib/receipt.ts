import type {
  BoletoView,
  ChargeMoneyDetail,
  PixCodeView,
} from '../../../../../preload/contract/index.ts';

/** One payment as a receipt prints it. */
export interface ReceiptPayment {
  amountCents: number;
  /** Null where the bank confirms the payment without its details (immediate Pix). */
  paidAt: string | null;
  /** `PIX`, `BANKSLIP`; null where the charge has one way of being paid. */
  source: string | null;
  payerName: string | null;
  payerDocument: string | null;
  endToEndId: string | null;
}

/** What a payment receipt says, whichever kind of charge was paid. */
export interface Receipt {
  kindLabel: string;
  /** What was paid, in words: "Boleto nº PRT-1 (nosso número 00000000033)". */
  reference: string;
  dueDate: string | null;
  originalCents: number;
  beneficiary: string;
  chargeId: string;
  syncedAt: string;
  /** Empty while nothing is paid: there is no receipt to print. */
  payments: ReceiptPayment[];
  /** What was refunded of the payment and what stayed, when the page read it. */
  money: ChargeMoneyDetail | null;
}

export function receiptOf(
  record: { kind: 'boleto'; boleto: BoletoView } | { kind: 'pix'; code: PixCodeView },
  beneficiary: string,
): Receipt {
  if (record.kind === 'boleto') {
    const b = record.boleto;
    return {
      kindLabel: b.type === 'BANKSLIP_PIX' ? 'Boleto com Pix' : 'Boleto',
      reference: `Boleto nº ${b.yourNumber} (nosso número ${b.ourNumber})`,
      dueDate: b.dueDate,
      originalCents: b.amountCents,
      beneficiary,
      chargeId: b.correlationId,
      syncedAt: b.syncedAt,
      money: b.money ?? null,
      // A boleto's payments do not say who paid: the receipt names whom it was issued to.
      payments: b.payments.map((p) => ({
        amountCents: p.amountCents,
        paidAt: p.paidAt,
        source: p.source,
        payerName: b.payer.name,
        payerDocument: b.payer.document,
        endToEndId: p.endToEndId,
      })),
    };
  }
  const c = record.code;
  return {
    kindLabel: c.kind === 'due-date' ? 'Pix com vencimento' : 'Pix',
    reference: c.description ? `Pix: ${c.description}` : `Pix ${c.transactionId}`,
    dueDate: c.dueDate,
    originalCents: c.originalAmountCents,
    beneficiary,
    chargeId: c.transactionId,
    syncedAt: c.syncedAt,
    money: c.money ?? null,
    payments: pixPayments(c),
  };
}

function pixPayments(c: PixCodeView): ReceiptPayment[] {
  const payment = c.payment;
  if (payment) {
    return [
      {
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
        source: null,
        payerName: payment.payerName ?? c.payer?.name ?? null,
        // The document is known only when the code named its payer and that payer paid.
        payerDocument:
          c.payer && (payment.payerName === null || payment.payerName === c.payer.name)
            ? c.payer.document
            : null,
        endToEndId: payment.endToEndId,
      },
    ];
  }
  // The bank reads an immediate code back as concluded without the payment's details: it was
  // paid, in full (its amount is fixed), but when and by whom are not known.
  if (c.status === 'CONCLUDED') {
    return [
      {
        amountCents: c.amountCents,
        paidAt: null,
        source: null,
        payerName: c.payer?.name ?? null,
        payerDocument: c.payer?.document ?? null,
        endToEndId: null,
      },
    ];
  }
  return [];
}
