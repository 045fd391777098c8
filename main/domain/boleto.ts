import {
  barCodeDigitsOfLine,
  mod10,
  mod11BarCode,
  normalizeBoletoDigits,
  validateBarCode,
  validateDigitableLine,
} from '../../preload/contract/validators/boleto-code.ts';
import { addDays, daysBetween, type IsoDate } from './dates.ts';

// The checks live in the contract, where the form that takes a typed line reaches them too;
// everything built here rests on them.
export {
  mod10,
  mod11BarCode,
  normalizeBoletoDigits,
  validateBarCode,
  validateDigitableLine,
  type BarCodeCheck,
  type DigitableLineCheck,
} from '../../preload/contract/validators/boleto-code.ts';

/**
 * FEBRABAN "cobrança bancária" boleto: the 44-digit bar code and the 47-digit digitable
 * line (linha digitável) that represents it, as fixed by Carta-Circular BCB 2.926/2000.
 * Hand-written because it is small, pure arithmetic that both the app and the local sandbox
 * (which stands for the bank) must get exactly right. Arrecadação slips (convênios and
 * taxes, 48-digit lines starting with 8) are a different scheme and are not handled here.
 *
 * Bar code layout (0-based slices):
 *   [0,3) bank · [3] currency (9 = real) · [4] general check digit · [5,9) due-date factor ·
 *   [9,19) amount in cents · [19,44) free field (the bank's own 25 digits)
 */

/** Fields of a bar code, as `parseBarCode` reads them. */
export interface BarCodeFields {
  /** COMPE bank code, 3 digits. */
  bankCode: string;
  /** Currency code, 1 digit (`9` = real). */
  currency: string;
  /** Due date, or null when the factor is `0000` (no due date). */
  dueDate: IsoDate | null;
  /** Amount in cents; 0 means the payer fills in the amount. */
  amountCents: number;
  /** The bank's 25-digit free field. */
  freeField: string;
}

/** Input of `buildBarCode`. */
export interface BarCodeInput {
  bankCode: string;
  currency?: '9';
  dueDate: IsoDate | null;
  amountCents: number;
  freeField: string;
}

/** Largest amount the 10-digit amount field holds: R$ 99.999.999,99. */
export const MAX_BOLETO_AMOUNT_CENTS = 9_999_999_999;

/** Day 0 of the due-date factor. */
const FACTOR_BASE_DATE = '1997-10-07';
/** Days from the base date to 2025-02-22, the day after factor 9999, where factor 1000 starts again. */
const FACTOR_RESTART_DAYS = 10_000;
/** Factors 1000–9999 make a cycle of 9000 days. */
const FACTOR_CYCLE_DAYS = 9_000;
const NO_DUE_DATE_FACTOR = '0000';

function requireDigits(value: string, length: number, what: string): void {
  if (typeof value !== 'string' || value.length !== length || !/^\d+$/.test(value)) {
    throw new RangeError(`${what} must be ${length} digits: ${String(value)}`);
  }
}

/**
 * The 4-digit due-date factor: days since 1997-10-07. FEBRABAN restarted it on 2025-02-22:
 * 2025-02-21 is 9999, 2025-02-22 is 1000, and from then on each 9000-day cycle runs
 * 1000…9999. Dates from 1997-10-08 to 2000-07-02 give their historic factors 0001–0999.
 * Throws RangeError on dates up to 1997-10-07: factor 0000 means "no due date" and cannot
 * stand for the base date itself.
 */
export function dueDateFactor(dueDate: IsoDate): string {
  const days = daysBetween(FACTOR_BASE_DATE, dueDate);
  if (days < 1) throw new RangeError(`no due-date factor before 1997-10-08: ${dueDate}`);
  const factor =
    days < FACTOR_RESTART_DAYS ? days : 1000 + ((days - FACTOR_RESTART_DAYS) % FACTOR_CYCLE_DAYS);
  return String(factor).padStart(4, '0');
}

/**
 * The due date a factor stands for, or null for `0000` (no due date). Factors 1000–9999
 * repeat every 9000 days, so the candidate nearest `reference` (usually today) wins, as
 * banks read them; exactly half-way between two candidates, the later wins. Factors
 * 0001–0999 exist only in the first cycle (1997–2000). Throws RangeError on anything but
 * 4 digits or a bad reference date.
 */
export function dueDateFromFactor(factor: string, reference: IsoDate): IsoDate | null {
  requireDigits(factor, 4, 'a due-date factor');
  if (factor === NO_DUE_DATE_FACTOR) return null;
  const value = Number(factor);
  if (value < 1000) return addDays(FACTOR_BASE_DATE, value);
  // Candidate k is `value + 9000·k` days after the base date (k = 0: the first cycle).
  const referenceDays = daysBetween(FACTOR_BASE_DATE, reference);
  const cycle = Math.max(0, Math.round((referenceDays - value) / FACTOR_CYCLE_DAYS));
  return addDays(FACTOR_BASE_DATE, value + cycle * FACTOR_CYCLE_DAYS);
}

/**
 * Builds the 44-digit bar code, computing its general check digit (position 5). Throws
 * RangeError on a bank code that is not 3 digits, a currency other than `9`, an amount
 * that is not an integer in 0…9 999 999 999 cents, a free field that is not 25 digits, or a
 * due date `dueDateFactor` refuses.
 */
export function buildBarCode(input: BarCodeInput): string {
  const { bankCode, currency = '9', dueDate, amountCents, freeField } = input;
  requireDigits(bankCode, 3, 'bankCode');
  if (currency !== '9') throw new RangeError(`currency must be 9 (real): ${String(currency)}`);
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents < 0 ||
    amountCents > MAX_BOLETO_AMOUNT_CENTS
  ) {
    throw new RangeError(`amountCents out of range: ${amountCents}`);
  }
  requireDigits(freeField, 25, 'freeField');
  const factor = dueDate === null ? NO_DUE_DATE_FACTOR : dueDateFactor(dueDate);
  const head = bankCode + currency;
  const tail = factor + String(amountCents).padStart(10, '0') + freeField;
  return head + String(mod11BarCode(head + tail)) + tail;
}

function requireValidBarCode(code: string): string {
  const check = validateBarCode(code);
  if (!check.ok) throw new RangeError(`invalid bar code (${check.reason}): ${code}`);
  return normalizeBoletoDigits(code);
}

/**
 * The 47-digit digitable line, without punctuation, of a valid bar code:
 * field 1 = bank + currency + free[0,5) + DV10, field 2 = free[5,15) + DV10,
 * field 3 = free[15,25) + DV10, field 4 = general DV, field 5 = factor + amount.
 * Throws RangeError when the bar code does not validate.
 */
export function digitableLineFromBarCode(barCode: string): string {
  const code = requireValidBarCode(barCode);
  const free = code.slice(19, 44);
  const field1 = code.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    field1 +
    String(mod10(field1)) +
    field2 +
    String(mod10(field2)) +
    field3 +
    String(mod10(field3)) +
    code[4] +
    code.slice(5, 19)
  );
}

/** The 44-digit bar code of a valid digitable line. Throws RangeError when the line does not validate. */
export function barCodeFromDigitableLine(line: string): string {
  const check = validateDigitableLine(line);
  if (!check.ok) throw new RangeError(`invalid digitable line (${check.reason}): ${line}`);
  return barCodeDigitsOfLine(normalizeBoletoDigits(line));
}

/**
 * The printed form `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE` of a 47-digit
 * line (punctuation in the input is ignored). Only the shape is checked, not the check
 * digits, so a wrong line can still be shown as the user typed it. Throws RangeError when
 * it is not 47 digits.
 */
export function formatDigitableLine(line: string): string {
  const d = normalizeBoletoDigits(line);
  requireDigits(d, 47, 'a digitable line');
  return (
    `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ` +
    `${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33, 47)}`
  );
}

/**
 * Reads the fields of a valid bar code; the due date is resolved against `reference`
 * (see `dueDateFromFactor`). Throws RangeError when the bar code does not validate.
 */
export function parseBarCode(code: string, reference: IsoDate): BarCodeFields {
  const digits = requireValidBarCode(code);
  return {
    bankCode: digits.slice(0, 3),
    currency: digits.slice(3, 4),
    dueDate: dueDateFromFactor(digits.slice(5, 9), reference),
    amountCents: Number(digits.slice(9, 19)),
    freeField: digits.slice(19, 44),
  };
}

/** The parts of the local sandbox's free field. */
export interface SandboxFreeFieldParts {
  /** Wallet (carteira), 3 digits: `112` or `121` at the service. */
  wallet: string;
  /** Our number (nosso número), up to 11 digits; zero-padded to 11 in the free field. */
  ourNumber: string;
  /** Branch (agência), 4 digits. */
  branch: string;
  /** Account, up to 7 digits; zero-padded to 7 in the free field. */
  account: string;
}

/**
 * The local sandbox's own 25-digit free field: wallet(3) ourNumber(11) branch(4)
 * account(7). Every bank defines its own layout; this one only has to be unambiguous and
 * to round-trip through `parseSandboxFreeField`. Throws RangeError on parts of the wrong
 * shape.
 */
export function sandboxFreeField(parts: SandboxFreeFieldParts): string {
  const { wallet, ourNumber, branch, account } = parts;
  requireDigits(wallet, 3, 'wallet');
  if (!/^\d{1,11}$/.test(ourNumber))
    throw new RangeError(`ourNumber must be 1–11 digits: ${ourNumber}`);
  requireDigits(branch, 4, 'branch');
  if (!/^\d{1,7}$/.test(account)) throw new RangeError(`account must be 1–7 digits: ${account}`);
  return wallet + ourNumber.padStart(11, '0') + branch + account.padStart(7, '0');
}

/**
 * Splits a sandbox free field back into its parts; `ourNumber` and `account` come back
 * zero-padded (11 and 7 digits). Throws RangeError unless it is 25 digits.
 */
export function parseSandboxFreeField(freeField: string): SandboxFreeFieldParts {
  requireDigits(freeField, 25, 'freeField');
  return {
    wallet: freeField.slice(0, 3),
    ourNumber: freeField.slice(3, 14),
    branch: freeField.slice(14, 18),
    account: freeField.slice(18, 25),
  };
}
