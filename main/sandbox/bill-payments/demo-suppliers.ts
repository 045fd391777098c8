import { buildBarCode, digitableLineFromBarCode } from '../../domain/boleto.ts';
import { addDays, todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import type { Taxes } from '../../domain/due-date-charge.ts';
import { centsToReais } from '../../domain/money.ts';
import type { DemoSupplierBoleto } from '../../domain/wire/bill-payments.ts';
import { SANDBOX_BANK_CODE } from '../bank.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import type { RequestContext } from '../http/router.ts';
import { FAILING_BILL_PAYMENT_CENTS } from '../payments/settlement.ts';
import { billPaymentStore } from './bill-payment-store.ts';

/**
 * Demo suppliers: fictional businesses whose boletos the sandbox account can pay without paying
 * itself. Their boletos are issued by the sandbox bank (COMPE 999, assigned to no institution)
 * with every FEBRABAN check digit right, and told apart from the account's own boletos by their
 * free field: `700`, the supplier's two digits, a 9-digit serial, then zeros. Nothing about
 * them is stored: a line says its due date and amount, the supplier says its charges; the only
 * state is which were paid (`bill_payments`).
 */
export interface DemoSupplier {
  id: string;
  /** Two digits in the free field. */
  code: string;
  name: string;
  tradeName: string;
  document: string;
  amountCents: number;
  /** Days from today to the due date of the boleto listed (negative: already overdue). */
  dueInDays: number;
  /** Early discount, fine and interest, as the due-date arithmetic reads them. */
  taxes: Taxes;
  /** The least another amount may be (a boleto that takes a payment between it and the total). */
  partialMinCents: number | null;
  trait: DemoSupplierBoleto['trait'];
}

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    id: 'atacado-bom-preco',
    code: '01',
    name: 'Atacado Bom Preco Ltda',
    tradeName: 'Bom Preco Atacado',
    document: '33445566000186',
    amountCents: 125_000,
    dueInDays: 7,
    // R$ 25,00 off when paid up to two days before the due date.
    taxes: { discount: { type: 'FIXED_AMOUNT', mode: 'bands', bands: [] } },
    partialMinCents: null,
    trait: 'discount',
  },
  {
    id: 'grafica-ponto-final',
    code: '02',
    name: 'Grafica Ponto Final Ltda',
    tradeName: 'Ponto Final Grafica',
    document: '55667788000186',
    amountCents: 48_000,
    dueInDays: -3,
    taxes: {
      fine: { type: 'PERCENTAGE', value: 2 },
      interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
    },
    partialMinCents: null,
    trait: 'overdue',
  },
  {
    id: 'distribuidora-agua-viva',
    code: '03',
    name: 'Distribuidora Agua Viva S.A.',
    tradeName: 'Agua Viva',
    document: '77889900000166',
    amountCents: 200_000,
    dueInDays: 12,
    taxes: {},
    partialMinCents: 5_000,
    trait: 'partial',
  },
  {
    id: 'transportes-rapido',
    code: '04',
    name: 'Transportes Rapido Ltda',
    tradeName: 'Rapido Fretes',
    document: '22334455000186',
    amountCents: FAILING_BILL_PAYMENT_CENTS,
    dueInDays: 3,
    taxes: {},
    partialMinCents: null,
    trait: 'fails',
  },
];

/** The first supplier's discount: R$ 25,00 up to two days before the due date. */
const EARLY_DISCOUNT_CENTS = 2_500;
const EARLY_DISCOUNT_DAYS = 2;

/** What marks a demo supplier's boleto in the free field, before the supplier's two digits. */
const DEMO_FREE_FIELD_MARK = '700';

/** The supplier whose boleto has this free field, if any. */
export function demoSupplierOf(freeField: string): DemoSupplier | undefined {
  if (!freeField.startsWith(DEMO_FREE_FIELD_MARK)) return undefined;
  const code = freeField.slice(3, 5);
  return DEMO_SUPPLIERS.find((supplier) => supplier.code === code);
}

/**
 * The supplier's charges for one of its boletos: the taxes as listed, the first supplier's
 * discount band dated from the boleto's own due date.
 */
export function supplierTaxes(supplier: DemoSupplier, dueDate: IsoDate): Taxes {
  const discount = supplier.taxes.discount;
  if (discount?.mode !== 'bands') return supplier.taxes;
  return {
    ...supplier.taxes,
    discount: {
      type: 'FIXED_AMOUNT',
      mode: 'bands',
      bands: [{ date: addDays(dueDate, -EARLY_DISCOUNT_DAYS), value: EARLY_DISCOUNT_CENTS }],
    },
  };
}

/** The bar code of a supplier's boleto number `serial`, due and worth as the supplier lists it. */
export function demoSupplierBarCode(supplier: DemoSupplier, serial: number, now: Date): string {
  const freeField =
    DEMO_FREE_FIELD_MARK + supplier.code + String(serial).padStart(9, '0') + '0'.repeat(11);
  return buildBarCode({
    bankCode: SANDBOX_BANK_CODE,
    dueDate: addDays(todayInSaoPaulo(now), supplier.dueInDays),
    amountCents: supplier.amountCents,
    freeField,
  });
}

/**
 * `GET /_sandbox/bill-payments/demo-suppliers` — the local sandbox only: one open boleto of each
 * demo supplier to try paying. Once one is paid the next serial is listed, so there is always
 * one to pay.
 */
export function listDemoSupplierBoletos(ctx: RequestContext): Reply {
  const paid = billPaymentStore(ctx.store.db);
  const items: DemoSupplierBoleto[] = DEMO_SUPPLIERS.map((supplier) => {
    const serial =
      paid.countPaidWithFreeField(ctx.accountId, DEMO_FREE_FIELD_MARK + supplier.code) + 1;
    const barCode = demoSupplierBarCode(supplier, serial, ctx.now);
    return {
      supplierId: supplier.id,
      name: supplier.name,
      digitableLine: digitableLineFromBarCode(barCode),
      amount: centsToReais(supplier.amountCents),
      dueDate: addDays(todayInSaoPaulo(ctx.now), supplier.dueInDays),
      trait: supplier.trait,
    };
  });
  return jsonReply(200, { items });
}
