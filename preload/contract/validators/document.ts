import { z } from 'zod';
import {
  isValidCnpj as libraryIsValidCnpj,
  isValidCpf as libraryIsValidCpf,
} from '@brazilian-utils/brazilian-utils';

/**
 * CPF (people, 11 digits) and CNPJ (companies, 14 characters). From July 2026 the Receita
 * Federal also issues alphanumeric CNPJs: 12 characters [0-9A-Z] and 2 numeric check digits,
 * each character worth its ASCII code − 48, with the numeric CNPJ's weights and mod 11.
 * The check digits come from @brazilian-utils/brazilian-utils 2.4, whose `isValidCnpj`
 * accepts both formats with `{ version: 2 }`.
 */

/** Which document a normalized value looks like. */
export type DocumentKind = 'cpf' | 'cnpj';

/** The i18n keys `documentSchema` reports. */
export type DocumentIssueKey =
  | 'v.required'
  | 'v.document.length'
  | 'v.document.format'
  | 'v.document.repeated'
  | 'v.document.check_digits';

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** Strips the punctuation people type or paste (`.`, `-`, `/`, whitespace) and uppercases. */
export function normalizeDocument(input: string): string {
  return input.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** `cpf` for 11 digits, `cnpj` for 12 alphanumerics + 2 digits, otherwise null. Expects a normalized value. */
export function documentKind(normalized: string): DocumentKind | null {
  if (CPF_SHAPE.test(normalized)) return 'cpf';
  if (CNPJ_SHAPE.test(normalized)) return 'cnpj';
  return null;
}

/** True for a valid CPF, formatted or bare; repeated digits (`111.111.111-11`) are refused. */
export function isValidCpf(input: string): boolean {
  const value = normalizeDocument(input);
  return documentKind(value) === 'cpf' && libraryIsValidCpf(value);
}

/**
 * True for a valid CNPJ, numeric or alphanumeric, formatted or bare, any letter case.
 * Numeric CNPJs with repeated digits are refused.
 */
export function isValidCnpj(input: string): boolean {
  const value = normalizeDocument(input);
  return documentKind(value) === 'cnpj' && libraryIsValidCnpj(value, { version: 2 });
}

/**
 * The first problem of a normalized document as an i18n key, or null when it is valid.
 * Shape comes before check digits so that a half-typed value says "length", not "check".
 */
export function documentIssueKey(normalized: string): DocumentIssueKey | null {
  if (normalized === '') return 'v.required';
  if (/[^0-9A-Z]/.test(normalized)) return 'v.document.format';
  if (normalized.length !== 11 && normalized.length !== 14) return 'v.document.length';
  const kind = documentKind(normalized);
  // 11 characters with a letter, or 14 with a letter in the check digits.
  if (kind === null) return 'v.document.format';
  if (/^(.)\1*$/.test(normalized)) return 'v.document.repeated';
  const valid = kind === 'cpf' ? isValidCpf(normalized) : isValidCnpj(normalized);
  return valid ? null : 'v.document.check_digits';
}

/**
 * `000.000.000-00` for a CPF, `00.000.000/0000-00` for a CNPJ (letters keep their places);
 * anything else comes back as given, so a wrong value is shown as the user typed it.
 */
export function formatDocument(input: string): string {
  const v = normalizeDocument(input);
  switch (documentKind(v)) {
    case 'cpf':
      return `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`;
    case 'cnpj':
      return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
    default:
      return input;
  }
}

/**
 * Masks a document for lists and logs the way the service masks payer documents:
 * `***.456.789-**` for a CPF (the first three digits and the check digits hidden) and, by
 * the same rule, `**.345.678/0001-**` for a CNPJ. A value that already contains `*` (masked
 * by the service) is returned unchanged; any other shape is masked entirely.
 */
export function maskDocument(input: string): string {
  if (input.includes('*')) return input;
  const v = normalizeDocument(input);
  switch (documentKind(v)) {
    case 'cpf':
      return `***.${v.slice(3, 6)}.${v.slice(6, 9)}-**`;
    case 'cnpj':
      return `**.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-**`;
    default:
      return v.replace(/./g, '*');
  }
}

/**
 * A CPF or CNPJ typed in any usual format; outputs the normalized value (digits and
 * uppercase letters only). Issues carry i18n keys (see `DocumentIssueKey`).
 */
export const documentSchema = z
  .string({ error: 'v.required' })
  .transform(normalizeDocument)
  .superRefine((value, ctx) => {
    const key = documentIssueKey(value);
    if (key !== null) ctx.addIssue({ code: 'custom', message: key });
  });
