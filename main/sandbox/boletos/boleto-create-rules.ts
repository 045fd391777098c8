import { MAX_BOLETO_AMOUNT_CENTS } from '../../domain/boleto.ts';
import { reaisToCents } from '../../domain/money.ts';
import {
  DEFAULT_WALLET_NUMBER,
  MAX_OUR_NUMBER_DIGITS,
  type CreateBoletoRequest,
} from '../../domain/wire/boletos.ts';
import { isValidTaxDocument } from '../documents.ts';
import type { FieldErrors } from '../http/validation.ts';
import type { SandboxStore } from '../store.ts';

/**
 * The service's rules on a create-boleto request beyond its shape (service-spec 4.11):
 * dates, check digits, wallet and our number, discount bands, fine. Each broken rule adds a
 * message at its JSON path.
 */
export function checkCreateBoletoRules(
  request: CreateBoletoRequest,
  context: { today: string; accountId: string; store: SandboxStore },
  errors: FieldErrors,
): void {
  const amountCents = reaisToCents(request.Amount);
  if (amountCents > MAX_BOLETO_AMOUNT_CENTS) {
    errors.add('$.Amount', 'must be at most 99999999.99 (the bar code holds 10 digits).');
  }
  // Assumption: a boleto cannot be issued already overdue; today is allowed.
  if (request.dueDate < context.today) errors.add('$.dueDate', 'must not be in the past.');

  if (!isValidTaxDocument(request.payer.document)) {
    errors.add('$.payer.document', 'must be a CPF or CNPJ with valid check digits.');
  }
  if (request.beneficiary && !isValidTaxDocument(request.beneficiary.document)) {
    errors.add('$.beneficiary.document', 'must be a CPF or CNPJ with valid check digits.');
  }

  checkOurNumber(request, context, errors);
  checkDiscount(request, amountCents, errors);

  if (request.lateFine) checkAdjustment(request.lateFine, '$.lateFine.amount', amountCents, errors);
  if (request.latePayment?.type === 'PERCENTAGE_PER_MONTH') {
    checkAdjustment(
      { type: 'PERCENTAGE', amount: request.latePayment.amount },
      '$.latePayment.amount',
      amountCents,
      errors,
    );
  } else if (request.latePayment) {
    checkAdjustment(
      { type: 'FIXED', amount: request.latePayment.amount },
      '$.latePayment.amount',
      amountCents,
      errors,
    );
  }
}

/** Wallet 112: the bank numbers the boleto; wallet 121: the issuer does (digits, at most 11). */
function checkOurNumber(
  request: CreateBoletoRequest,
  context: { accountId: string; store: SandboxStore },
  errors: FieldErrors,
): void {
  const wallet = request.walletNumber ?? DEFAULT_WALLET_NUMBER;
  const ourNumber = request.ourNumber ?? '';
  if (wallet === '112') {
    if (ourNumber !== '')
      errors.add('$.ourNumber', 'must not be sent for wallet 112: the bank generates it.');
    return;
  }
  if (ourNumber === '') {
    errors.addSentence('$.ourNumber', 'The ourNumber field is required for wallet 121.');
  } else if (!new RegExp(`^\\d{1,${MAX_OUR_NUMBER_DIGITS}}$`).test(ourNumber)) {
    errors.add('$.ourNumber', `must be 1 to ${MAX_OUR_NUMBER_DIGITS} digits.`);
  } else if (context.store.hasOurNumber(context.accountId, wallet, ourNumber)) {
    errors.add('$.ourNumber', 'is already used by another boleto of wallet 121.');
  }
}

/**
 * Discount bands: dates strictly before dueDate and strictly increasing; a fixed band below
 * the amount, a percentage below 100; an earlier band gives at least as much as a later one
 * (otherwise paying earlier would cost more).
 */
function checkDiscount(
  request: CreateBoletoRequest,
  amountCents: number,
  errors: FieldErrors,
): void {
  const discount = request.discount;
  if (!discount) return;
  discount.items.forEach((band, i) => {
    const at = `$.discount.items[${i}]`;
    const previous = discount.items[i - 1];
    if (band.date >= request.dueDate) errors.add(`${at}.date`, 'must be before dueDate.');
    else if (previous && band.date <= previous.date) {
      errors.add(`${at}.date`, "must be after the previous band's date.");
    }
    checkAdjustment(
      { type: discount.type, amount: band.amount },
      `${at}.amount`,
      amountCents,
      errors,
    );
    if (previous && band.amount > previous.amount) {
      errors.add(`${at}.amount`, "must not be greater than the previous band's amount.");
    }
  });
}

/** A fixed value below the boleto amount, or a percentage up to 100. */
function checkAdjustment(
  adjustment: { type: string; amount: number },
  path: string,
  amountCents: number,
  errors: FieldErrors,
): void {
  if (adjustment.type === 'PERCENTAGE') {
    if (adjustment.amount > 100) errors.add(path, 'must be a percentage of at most 100.');
  } else if (reaisToCents(adjustment.amount) >= amountCents) {
    errors.add(path, 'must be less than the boleto Amount.');
  }
}
