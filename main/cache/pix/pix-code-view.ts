import type {
  PixCodeView,
  PixSplitInstruction,
  PixTaxes,
} from '../../../preload/contract/schemas/pix.ts';
import { MAX_CENTS } from '../../../preload/contract/validators/money.ts';
import type { Taxes, TaxValueType } from '../../domain/due-date-charge.ts';
import { reaisToCents } from '../../domain/money.ts';
import { taxesFromWire } from '../../domain/wire/pix-taxes.ts';
import type { DueDateQrCode } from '../../domain/wire/pix.ts';
import { paymentOf, type PixCode } from './pix-columns.ts';

/** What the cache knows beside the record: the latest status, and when it was read. */
export interface PixCodeState {
  /** The latest status: the record's, or a later one learned from the Pix charge view. */
  status: string;
  syncedAt: string;
}

/**
 * A Pix QR code as the app shows it, from the service's record: amounts in cents
 * (`reaisToCents`), taxes in cents and percents, the payment when the record carries one.
 * `imageDataUrl` is null: the PNG is not cached, the renderer draws the QR from the payload.
 */
export function pixCodeViewOf(code: PixCode, state: PixCodeState): PixCodeView {
  const view = viewOf(code, state);
  // A record of the bank above what the app can create (a payment with its fine and
  // interest) is shown as it is, flagged, never refused with the page around it.
  const amounts = [view.amountCents, view.originalAmountCents, view.payment?.amountCents ?? 0];
  return amounts.some((cents) => cents > MAX_CENTS) ? { ...view, outOfRange: true } : view;
}

function viewOf(code: PixCode, state: PixCodeState): PixCodeView {
  const { record } = code;
  const amountCents = reaisToCents(record.amount);
  const base = {
    correlationId: record.correlationId,
    transactionId: record.transactionId,
    status: state.status,
    amountCents,
    description: record.description ?? null,
    expiresAt: record.expiresAt,
    payloadPix: record.payloadPix,
    imageDataUrl: null,
    additionalInfos: (record.additionalInfos ?? []).map(({ name, value }) => ({ name, value })),
    payment: paymentOf(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    syncedAt: state.syncedAt,
  };
  if (code.kind === 'immediate') {
    const { payer } = code.record;
    return {
      ...base,
      kind: 'immediate',
      originalAmountCents: amountCents,
      dueDate: null,
      maxDaysOverdue: null,
      payer:
        payer?.name !== undefined && payer.document !== undefined
          ? { name: payer.name, document: payer.document }
          : null,
      taxes: null,
      splitInstructions: (code.record.splitInstructions ?? []).flatMap(splitOf),
    };
  }
  const due = code.record;
  return {
    ...base,
    kind: 'due-date',
    originalAmountCents: reaisToCents(due.originalAmount),
    dueDate: due.dueDate.slice(0, 10),
    maxDaysOverdue: due.maxDaysOverdue,
    payer: { name: due.payer.name, document: due.payer.document },
    taxes: viewTaxes(due),
    splitInstructions: [],
  };
}

/** A split as the form writes it; a type this code does not know is left out. */
function splitOf(split: {
  accountNumber: string;
  type: string;
  amount: number;
}): PixSplitInstruction[] {
  if (split.type === 'FIXED')
    return [
      {
        type: 'FIXED',
        accountNumber: split.accountNumber,
        amountCents: reaisToCents(split.amount),
      },
    ];
  if (split.type === 'PERCENTAGE')
    return [{ type: 'PERCENTAGE', accountNumber: split.accountNumber, percent: split.amount }];
  return [];
}

/**
 * The contract's taxes of a record, through the domain's reading of the wire `taxes`. Items
 * that cannot be read (a type this code does not know) are left out; null when none is left.
 */
function viewTaxes(record: DueDateQrCode): PixTaxes | null {
  const wire = record.taxes;
  if (wire === undefined) return null;
  const known = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const valueTypes = ['FIXED_AMOUNT', 'PERCENTAGE'] as const;
  const { taxes } = taxesFromWire({
    rebateType: known(wire.rebateType, valueTypes),
    rebateAmount: wire.rebateAmount,
    discountType: known(wire.discountType, valueTypes),
    discountAmount: wire.discountAmount,
    discountsDueDate: wire.discountsDueDate?.map((band) => ({
      dueDate: band.dueDate,
      amount: band.amount,
    })),
    interestType: known(wire.interestType, [
      'FIXED_AMOUNT_CALENDAR_DAY',
      'PERCENTAGE_PER_DAY_CALENDAR_DAY',
      'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
      'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
    ] as const),
    interestAmount: wire.interestAmount,
    fineType: known(wire.fineType, valueTypes),
    fineAmount: wire.fineAmount,
  });
  return taxes === undefined ? null : contractTaxes(taxes);
}

function adjustment(type: TaxValueType, value: number) {
  return type === 'PERCENTAGE'
    ? { type: 'PERCENTAGE' as const, percent: value }
    : { type: 'FIXED_AMOUNT' as const, cents: value };
}

/**
 * Domain taxes (one value per item) in the contract's shape (cents or percent by type); null
 * when there is none. The inverse of the service mapping's `taxesFromForm`.
 */
export function contractTaxes(taxes: Taxes): PixTaxes | null {
  const view: PixTaxes = {};
  if (taxes.rebate) view.rebate = taxes.rebate;
  const { discount } = taxes;
  if (discount?.mode === 'single')
    view.discount = { mode: 'single', value: adjustment(discount.type, discount.value) };
  if (discount?.mode === 'bands')
    view.discount = {
      mode: 'bands',
      type: discount.type,
      bands: discount.bands.map((band) => ({ date: band.date, value: band.value })),
    };
  if (taxes.interest) view.interest = { type: taxes.interest.type, value: taxes.interest.value };
  if (taxes.fine) view.fine = adjustment(taxes.fine.type, taxes.fine.value);
  return Object.keys(view).length === 0 ? null : view;
}
