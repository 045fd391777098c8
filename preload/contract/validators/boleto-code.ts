import { z } from 'zod';

/**
 * The checks of a FEBRABAN boleto's 44-digit bar code and 47-digit digitable line (Carta-Circular
 * BCB 2.926/2000), where the form that takes a typed line and main's domain both reach them:
 * `main/domain/boleto.ts` re-exports these and builds bar codes and lines on top of them. Pure
 * arithmetic, no I/O.
 */

/** Result of `validateBarCode`. */
export type BarCodeCheck =
  { ok: true } | { ok: false; reason: 'length' | 'digits' | 'check_digit' };

/** Result of `validateDigitableLine`; `fieldN` names the field whose mod-10 digit is wrong. */
export type DigitableLineCheck =
  | { ok: true }
  | { ok: false; reason: 'length' | 'digits' | 'field1' | 'field2' | 'field3' | 'general' };

/** Everything that is not a digit but may be typed or printed between digits. */
const SEPARATORS = /[\s.-]/g;

/** Strips spaces, dots and hyphens, as printed or typed around a bar code or digitable line. */
export function normalizeBoletoDigits(input: string): string {
  return input.replace(SEPARATORS, '');
}

/**
 * Módulo 10 check digit (the digitable line's field digits): weights 2, 1, 2, … from the
 * rightmost digit; a product of two digits counts as the sum of its digits;
 * DV = (10 − sum mod 10) mod 10.
 */
export function mod10(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`mod10 needs digits: ${digits}`);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product; // digit sum of a two-digit product (≤ 18)
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Módulo 11 general check digit of the bar code, over its other 43 digits in order:
 * weights 2…9 repeating from the rightmost digit; DV = 11 − (sum mod 11), and a result of
 * 0, 10 or 11 becomes 1 (the bar code's DV is never 0).
 */
export function mod11BarCode(digits43: string): number {
  if (typeof digits43 !== 'string' || !/^\d{43}$/.test(digits43)) {
    throw new RangeError(
      `the bar code without its check digit must be 43 digits: ${String(digits43)}`,
    );
  }
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 10 || dv === 11 ? 1 : dv; // 11 − r is never 0; 10 and 11 come from r = 1, 0
}

/** Checks a bar code (spaces, dots and hyphens are ignored): digits, then length, then check digit. */
export function validateBarCode(code: string): BarCodeCheck {
  const digits = normalizeBoletoDigits(code);
  if (!/^\d*$/.test(digits)) return { ok: false, reason: 'digits' };
  if (digits.length !== 44) return { ok: false, reason: 'length' };
  const expected = mod11BarCode(digits.slice(0, 4) + digits.slice(5));
  if (Number(digits[4]) !== expected) return { ok: false, reason: 'check_digit' };
  return { ok: true };
}

/**
 * Checks a digitable line; spaces, dots and hyphens are ignored. Reasons, in the order
 * checked: `digits`, `length`, `field1`…`field3` (a field's mod-10 digit), `general` (the
 * bar code's mod-11 digit in field 4).
 */
export function validateDigitableLine(line: string): DigitableLineCheck {
  const digits = normalizeBoletoDigits(line);
  if (!/^\d*$/.test(digits)) return { ok: false, reason: 'digits' };
  if (digits.length !== 47) return { ok: false, reason: 'length' };
  const fields = [
    { reason: 'field1', data: digits.slice(0, 9), dv: digits[9] },
    { reason: 'field2', data: digits.slice(10, 20), dv: digits[20] },
    { reason: 'field3', data: digits.slice(21, 31), dv: digits[31] },
  ] as const;
  for (const field of fields) {
    if (Number(field.dv) !== mod10(field.data)) return { ok: false, reason: field.reason };
  }
  if (validateBarCode(barCodeDigitsOfLine(digits)).ok === false) {
    return { ok: false, reason: 'general' };
  }
  return { ok: true };
}

/**
 * Reorders the 47 digits of a line into the 44 of its bar code, dropping the three field DVs.
 * Only the order is changed: nothing is checked (callers check first).
 */
export function barCodeDigitsOfLine(line47: string): string {
  return (
    line47.slice(0, 4) + // bank + currency
    line47[32] + // general check digit (field 4)
    line47.slice(33, 47) + // factor + amount (field 5)
    line47.slice(4, 9) + // free field [0,5)
    line47.slice(10, 20) + // free field [5,15)
    line47.slice(21, 31) // free field [15,25)
  );
}

// ---------------------------------------------------------------------------------------------
// The boleto's code as the owner types or pastes it

/**
 * What is wrong with a typed boleto code, as the i18n key the form shows. A line's blocks are
 * named as printed on the slip (`AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`):
 * blocks 1–3 carry their own mod-10 digit; the single digit of block 4 checks the whole bar
 * code (mod 11), so when it fails — blocks 1–3 being right — the slip's due date and amount
 * (block 5) or that digit itself were mistyped.
 */
export type BoletoCodeIssueKey =
  | 'v.required'
  | 'v.boleto_code.characters'
  | 'v.boleto_code.length'
  | 'v.boleto_code.utility'
  | 'v.boleto_code.block'
  | 'v.boleto_code.general'
  | 'v.boleto_code.bar_code_check';

export interface BoletoCodeIssue {
  key: BoletoCodeIssueKey;
  /** The block (1–3) whose check digit fails, and its digits as printed; the digits counted. */
  params?: Record<string, string | number>;
}

/** Punctuation a slip prints or a person types between digits: ignored. */
const TYPED_SEPARATORS = /[\s.\-_/]/g;

/** A typed code without what is ignored in it: spaces, dots, hyphens, underscores, slashes. */
export function typedBoletoDigits(typed: string): string {
  return typed.replace(TYPED_SEPARATORS, '');
}

/** The printed block `n` (1–3) of a 47-digit line, dotted as on the slip. */
function printedBlock(digits: string, block: 1 | 2 | 3): string {
  const [start, split, end] = block === 1 ? [0, 5, 10] : block === 2 ? [10, 15, 21] : [21, 26, 32];
  return `${digits.slice(start, split)}.${digits.slice(split, end)}`;
}

/**
 * What is wrong with a typed boleto code, or null when it is a digitable line (47 digits) or
 * a bar code (44 digits) whose check digits all agree. Lines of utility bills and taxes (48
 * digits, starting with 8: "arrecadação") follow another scheme, paid elsewhere.
 */
export function boletoCodeIssue(typed: string): BoletoCodeIssue | null {
  const digits = typedBoletoDigits(typed);
  if (digits === '') return { key: 'v.required' };
  if (!/^\d+$/.test(digits)) return { key: 'v.boleto_code.characters' };
  if (digits.length === 48 && digits.startsWith('8')) return { key: 'v.boleto_code.utility' };
  if (digits.length === 44) {
    return validateBarCode(digits).ok ? null : { key: 'v.boleto_code.bar_code_check' };
  }
  if (digits.length !== 47) {
    return { key: 'v.boleto_code.length', params: { count: digits.length } };
  }
  const check = validateDigitableLine(digits);
  if (check.ok) return null;
  if (check.reason === 'field1' || check.reason === 'field2' || check.reason === 'field3') {
    const block = Number(check.reason.slice(-1)) as 1 | 2 | 3;
    return { key: 'v.boleto_code.block', params: { block, digits: printedBlock(digits, block) } };
  }
  return { key: 'v.boleto_code.general', params: { digits: digits.slice(33) } };
}

/**
 * A boleto's code as typed or pasted: checked digit by digit here (the form says which block is
 * wrong before anything is sent), then kept as its digits only — 47 of a line or 44 of a bar code.
 */
export const boletoCodeSchema = z
  .string({ error: 'v.required' })
  .max(120, 'v.boleto_code.characters')
  .superRefine((typed, ctx) => {
    const issue = boletoCodeIssue(typed);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params ?? {} });
  })
  .transform(typedBoletoDigits);
