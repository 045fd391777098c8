import { z } from 'zod';
import { documentIssueKey, normalizeDocument } from './document.ts';

/**
 * A Pix key as the owner types or pastes it: its kind is read from what is typed (a `@` is an
 * e-mail, a `+` or `(` a phone, a UUID a random key, digits a CPF or CNPJ), and each kind is
 * checked by its own rule, so the message names what is wrong with that kind of key.
 */

export const pixKeyKinds = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyKind = (typeof pixKeyKinds)[number];

/** The i18n keys `pixKeySchema` reports (the document ones come from `documentIssueKey`). */
export type PixKeyIssueKey =
  | 'v.required'
  | 'v.pix_key.unknown'
  | 'v.pix_key.email'
  | 'v.pix_key.email_too_long'
  | 'v.pix_key.phone'
  | 'v.pix_key.phone_needs_country'
  | 'v.pix_key.evp'
  | 'v.pix_key.foreign_character'
  | 'v.pix_key.hidden_character'
  | NonNullable<ReturnType<typeof documentIssueKey>>;

/** The Banco Central's limit on an e-mail key. */
export const PIX_EMAIL_MAX = 77;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** `+55`, a two-digit area code (11–99) and 8 or 9 digits. */
const PHONE = /^\+55[1-9][1-9]\d{8,9}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An area code (11–99) and a 9-digit mobile, without the country code. */
const MOBILE_WITHOUT_COUNTRY = /^[1-9][1-9]9\d{8}$/;
/** What a random key looks like while it is being typed: hex groups joined by dashes. */
const EVP_SHAPE = /^[0-9a-f]{8}-[0-9a-f-]*$/i;

/**
 * A character no Pix key has, as the message names it: its code point (`U+0435`), its place in
 * the key as typed (1-based, in characters), and the character itself when it shows on its own
 * (`char`; absent for spaces, invisible and direction marks, lone accents).
 */
export interface PixKeyForeignCharacter {
  codePoint: string;
  position: number;
  char?: string;
}

/** Printable ASCII, tabs and line ends (a pasted key's ASCII spaces around it are trimmed). */
const PIX_KEY_CHARACTER = /^[\x20-\x7e\t\n\r]$/;
/** Letters, digits, punctuation and symbols show on their own; marks, spaces and controls do not. */
const SHOWS_ON_ITS_OWN = /^[\p{L}\p{N}\p{P}\p{S}]$/u;

/**
 * The first character of the key as typed that no Pix key has, or null. Pix keys are ASCII; a
 * fullwidth `ｆ`, a Cyrillic `е` or a zero-width space makes a key that looks like another
 * one, so it is refused and named — never folded (NFKC) or stripped into the key it mimics.
 */
export function pixKeyForeignCharacter(typed: string): PixKeyForeignCharacter | null {
  let position = 0;
  for (const char of typed) {
    position += 1;
    if (PIX_KEY_CHARACTER.test(char)) continue;
    const codePoint = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    return SHOWS_ON_ITS_OWN.test(char) ? { codePoint, position, char } : { codePoint, position };
  }
  return null;
}

/** The kind a key looks like as typed so far, or null while nothing says (empty, or garbage). */
export function pixKeyKindOf(typed: string): PixKeyKind | null {
  const value = typed.trim();
  if (value === '') return null;
  if (value.includes('@')) return 'email';
  if (value.startsWith('+') || value.startsWith('(')) return 'phone';
  if (EVP_SHAPE.test(value)) return 'evp';
  const document = normalizeDocument(value);
  if (/^\d+$/.test(document)) return document.length <= 11 ? 'cpf' : 'cnpj';
  if (/^[0-9A-Z]{12}\d{2}$/.test(document)) return 'cnpj';
  return null;
}

/**
 * The key as the bank takes it: CPF/CNPJ digits (and the alphanumeric CNPJ's capitals) only,
 * an e-mail trimmed, a phone as `+55` and its digits (a phone typed as `(11) 9…` gets the
 * `+55`), a random key in lower case.
 */
export function normalizePixKey(typed: string): string {
  const value = typed.trim();
  switch (pixKeyKindOf(value)) {
    case 'cpf':
    case 'cnpj':
      return normalizeDocument(value);
    case 'phone': {
      const digits = value.replace(/[\s().-]/g, '');
      return digits.startsWith('+') ? digits : `+55${digits}`;
    }
    case 'evp':
      return value.toLowerCase();
    default:
      return value;
  }
}

/**
 * The first problem of a normalized key as an i18n key, or null when it is a valid key.
 * `typed` is the key as typed, when known: a CPF typed with its dots is never taken for a phone.
 */
export function pixKeyIssueKey(key: string, typed: string = key): PixKeyIssueKey | null {
  if (key === '') return 'v.required';
  switch (pixKeyKindOf(key)) {
    case 'email':
      if (key.length > PIX_EMAIL_MAX) return 'v.pix_key.email_too_long';
      return EMAIL.test(key) ? null : 'v.pix_key.email';
    case 'phone':
      return PHONE.test(key) ? null : 'v.pix_key.phone';
    case 'evp':
      return EVP.test(key) ? null : 'v.pix_key.evp';
    case 'cpf':
    case 'cnpj': {
      const issue = documentIssueKey(key);
      // Eleven digits that are no CPF but read as a mobile (area code, then 9): the `+55`
      // was left out, and saying so helps more than "check digits".
      if (
        issue === 'v.document.check_digits' &&
        MOBILE_WITHOUT_COUNTRY.test(key) &&
        !typed.includes('.')
      )
        return 'v.pix_key.phone_needs_country';
      return issue;
    }
    default:
      return 'v.pix_key.unknown';
  }
}

/** The first problem of a key as typed, with the parameters its message names. */
export function pixKeyIssue(
  typed: string,
): { key: PixKeyIssueKey; params?: Record<string, string | number> } | null {
  // Before anything reads the key's kind: a look-alike character must be named, not read past.
  const foreign = pixKeyForeignCharacter(typed);
  if (foreign !== null)
    return {
      key:
        foreign.char === undefined ? 'v.pix_key.hidden_character' : 'v.pix_key.foreign_character',
      params: { ...foreign },
    };
  const key = pixKeyIssueKey(normalizePixKey(typed), typed);
  return key === null ? null : { key };
}

/** A Pix key typed in any usual format; outputs the key as the bank takes it. */
export const pixKeySchema = z
  .string({ error: 'v.required' })
  .max(200, 'v.too_long')
  .superRefine((typed, ctx) => {
    const issue = pixKeyIssue(typed);
    if (issue !== null) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
  })
  .transform(normalizePixKey);
