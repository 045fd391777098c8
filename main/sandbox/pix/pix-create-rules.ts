import {
  deadlineOf,
  DEFAULT_MAX_DAYS_OVERDUE,
  maxAmountDueCents,
  rebateCentsOf,
  validateTaxes,
  type Taxes,
  type TaxIssue,
} from '../../domain/due-date-charge.ts';
import { reaisToCents } from '../../domain/money.ts';
import { taxesFromWire, taxIssueJsonPath } from '../../domain/wire/pix-taxes.ts';
import {
  MAX_SPLIT_SHARE_PERCENT,
  MIN_SPLIT_CHARGE_EXCLUSIVE_CENTS,
  type CreateDueDateQrCodeRequest,
  type CreateImmediateQrCodeRequest,
} from '../../domain/wire/pix.ts';
import { isValidCnpj, isValidCpf } from '../../../preload/contract/validators/document.ts';
import { MAX_CENTS } from '../../../preload/contract/validators/money.ts';
import type { FieldErrors } from '../http/validation.ts';
import { endOfDayInSaoPaulo } from './pix-codes.ts';

/** Last instant of 9999-12-31 (UTC): ISO dates and the domain's calendar end there. */
const CALENDAR_END_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function isWithinCalendar(ms: number): boolean {
  return Number.isFinite(ms) && ms <= CALENDAR_END_MS;
}

/**
 * The service's rules on QR code create requests beyond their shape (service-spec 4.6, 4.8):
 * check digits, splits, the due date, taxes. Each broken rule adds a message at its path.
 */

/** A CPF or CNPJ (numeric or alphanumeric) whose check digits are right. */
export function isValidPixDocument(document: string): boolean {
  return isValidCpf(document) || isValidCnpj(document);
}

const CHECK_DIGITS = 'must be a CPF or CNPJ with valid check digits.';

/** A payer, when the request names one, must have a document with valid check digits. */
export function checkPayerDocument(
  request: { payer?: { document: string } | undefined },
  errors: FieldErrors,
): void {
  if (request.payer && !isValidPixDocument(request.payer.document)) {
    errors.add('$.payer.document', CHECK_DIGITS);
  }
}

/**
 * Immediate code (4.8): documents, splits of at most 50 % of a charge above R$ 1,00, and an
 * expiry the calendar can hold.
 */
export function checkImmediateQrCodeRules(
  request: CreateImmediateQrCodeRequest,
  now: Date,
  errors: FieldErrors,
): void {
  if (
    request.expiresIn !== undefined &&
    !isWithinCalendar(now.getTime() + request.expiresIn * 1000)
  ) {
    errors.add('$.expiresIn', 'puts the expiry past the year 9999.');
  }
  checkPayerDocument(request, errors);
  if (request.finalBeneficiary && !isValidPixDocument(request.finalBeneficiary.document)) {
    errors.add('$.finalBeneficiary.document', CHECK_DIGITS);
  }
  checkSplits(request, errors);
}

/**
 * Splits: each FIXED in reais, each PERCENTAGE a share of the charge (at most 100); together
 * at most 50 % of the charge, which must be greater than R$ 1,00. Compared exactly on
 * integers: Σfixed/charge + Σpercent/100 ≤ 50/100 ⇔ 10⁴·Σfixed + Σpercent·100·charge ≤
 * 5000·charge, with percents in hundredths.
 */
function checkSplits(request: CreateImmediateQrCodeRequest, errors: FieldErrors): void {
  const splits = request.splitInstructions ?? [];
  if (splits.length === 0) return;
  const chargeCents = reaisToCents(request.amount);
  if (chargeCents <= MIN_SPLIT_CHARGE_EXCLUSIVE_CENTS) {
    errors.add('$.amount', 'must be greater than 1.00 when splitInstructions are sent.');
  }
  let fixedCents = 0n;
  let percentHundredths = 0n;
  splits.forEach((split, i) => {
    const hundredths = BigInt(reaisToCents(split.amount));
    if (split.type === 'FIXED') fixedCents += hundredths;
    else if (hundredths > 10_000n) {
      errors.add(`$.splitInstructions[${i}].amount`, 'must be a percentage of at most 100.');
    } else percentHundredths += hundredths;
  });
  const charge = BigInt(chargeCents);
  if (
    10_000n * fixedCents + percentHundredths * charge >
    BigInt(MAX_SPLIT_SHARE_PERCENT) * 100n * charge
  ) {
    errors.addSentence(
      '$.splitInstructions',
      `The splits together must not exceed ${MAX_SPLIT_SHARE_PERCENT}% of the amount.`,
    );
  }
}

/** What `validateTaxes` and the wire mapping report, in the service's words. */
const TAX_MESSAGES: Readonly<Record<string, (params: TaxIssue['params']) => string>> = {
  'v.required': () => 'is required.',
  'v.choice': () => 'is not a valid choice.',
  'v.percent.range': () => 'must be a percentage greater than 0 and at most 100.',
  'v.percent.decimals': (p) => `must have at most ${String(p?.max ?? 4)} decimal places.`,
  'v.money.integer': () => 'must have at most two decimal places.',
  'v.money.decimals': () => 'must have at most two decimal places.',
  'v.money.positive': () => 'must be greater than zero.',
  'v.money.max': () => 'is too large.',
  'v.rebate.too_large': () => 'must be less than the amount: the charge must keep a value.',
  'v.discount.exclusive': () => 'must not be sent together with discountAmount.',
  'v.discount.empty': () => 'must have at least one band.',
  'v.discount.too_many': (p) => `must have at most ${String(p?.max ?? 3)} bands.`,
  'v.discount.after_due': () => 'must be earlier than the charge dueDate.',
  'v.discount.order': () => "must be after the previous band's dueDate.",
  'v.discount.too_large': () => 'must be less than the amount after the rebate.',
  'v.date.invalid': () => 'must be a valid date in the format YYYY-MM-DD.',
};

/**
 * Due-date code (4.6): dueDate not in the past (São Paulo), payer check digits, and the tax
 * rules of the domain (`validateTaxes`) on the taxes read from the wire. Returns the domain
 * taxes when they are valid.
 */
export function checkDueDateQrCodeRules(
  request: CreateDueDateQrCodeRequest,
  today: string,
  errors: FieldErrors,
): Taxes | undefined {
  if (request.dueDate < today) errors.add('$.dueDate', 'must not be in the past.');
  try {
    endOfDayInSaoPaulo(
      deadlineOf(request.dueDate, request.maxDaysOverdue ?? DEFAULT_MAX_DAYS_OVERDUE),
    );
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    errors.add('$.maxDaysOverdue', 'puts the deadline past the year 9999.');
  }
  checkPayerDocument(request, errors);

  const originalCents = reaisToCents(request.amount);
  const read = taxesFromWire(request.taxes);
  const issues = [
    ...read.issues,
    ...(read.issues.length === 0 ? validateTaxes(originalCents, request.dueDate, read.taxes) : []),
  ];
  if (issues.length === 0 && read.taxes)
    issues.push(...fixedDiscountIssues(originalCents, read.taxes));
  for (const issue of issues) {
    const message = TAX_MESSAGES[issue.key]?.(issue.params) ?? 'is not valid.';
    errors.add(taxIssueJsonPath(issue.path), message);
  }
  // Assumption: the amount due on the last payable day (with fine and interest) must fit what
  // an amount can hold, or the payment could not be told in any record.
  const maxDaysOverdue = request.maxDaysOverdue ?? DEFAULT_MAX_DAYS_OVERDUE;
  if (
    issues.length === 0 &&
    maxAmountDueCents({
      originalCents,
      dueDate: request.dueDate,
      maxDaysOverdue,
      ...(read.taxes ? { taxes: read.taxes } : {}),
    }) > MAX_CENTS
  ) {
    errors.add(
      '$.amount',
      'with the fine and interest up to the last day it can be paid, the amount due would exceed 99999999.99.',
    );
  }
  return issues.length === 0 ? read.taxes : undefined;
}

/**
 * Assumption (ours, like the boleto's): a fixed discount is less than the amount after the
 * rebate, so paying early never costs nothing.
 */
function fixedDiscountIssues(originalCents: number, taxes: Taxes): TaxIssue[] {
  const discount = taxes.discount;
  if (!discount || discount.type !== 'FIXED_AMOUNT') return [];
  const baseCents = originalCents - rebateCentsOf(originalCents, taxes.rebate);
  if (discount.mode === 'single') {
    return discount.value >= baseCents
      ? [{ path: 'taxes.discountAmount', key: 'v.discount.too_large' }]
      : [];
  }
  return discount.bands.flatMap((band, i) =>
    band.value >= baseCents
      ? [{ path: `taxes.discountsDueDate.${i}.amount`, key: 'v.discount.too_large' }]
      : [],
  );
}
