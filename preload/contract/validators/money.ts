import { z } from 'zod';

/**
 * Amounts typed by the user and shown to the user. Inside the app money is integer cents;
 * text is read digit by digit (never through parseFloat) so that "0,29" is exactly 29 cents.
 */

/** The locales the UI speaks. */
export type MoneyLocale = 'pt-BR' | 'en';

/** Largest amount a boleto holds (10-digit amount field): R$ 99.999.999,99. */
export const MAX_CENTS = 9_999_999_999;

/** Result of `parseMoneyInput`; `key` is an i18n key. */
export type MoneyParseResult = { ok: true; cents: number } | { ok: false; key: string };

const SEPARATORS: Record<MoneyLocale, { group: string; decimal: string }> = {
  'pt-BR': { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads an amount typed in the user's locale: pt-BR `1.234,56`, `1234,5`, `R$ 10`;
 * en `1,234.56`, `R$1,234.50`. Group separators are optional but, when used, must group by
 * threes. Keys: `v.required` (blank), `v.money.format` (letters, stray symbols, bad
 * grouping), `v.money.decimals` (more than 2 decimals), `v.money.negative` (a minus sign),
 * `v.money.max` (above R$ 99.999.999,99).
 */
export function parseMoneyInput(text: string, locale: MoneyLocale): MoneyParseResult {
  const { group, decimal } = SEPARATORS[locale];
  let rest = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (rest === '') return { ok: false, key: 'v.required' };

  // A minus sign may come before or after the currency symbol: "-R$ 5" and "R$ -5".
  let negative = false;
  const takeMinus = () => {
    if (/^[-\u2212]/.test(rest)) {
      negative = true;
      rest = rest.slice(1).trim();
    }
  };
  takeMinus();
  if (rest.startsWith('R$')) rest = rest.slice(2).trim();
  takeMinus();

  const g = escapeRegExp(group);
  const d = escapeRegExp(decimal);
  const shape = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`);
  const match = shape.exec(rest);
  const integerText = (match?.[1] ?? '').split(group).join('');
  const fraction = match?.[2] ?? '';
  if (!match || (integerText === '' && fraction === '')) {
    return { ok: false, key: 'v.money.format' };
  }
  if (fraction.length > 2) return { ok: false, key: 'v.money.decimals' };

  const integerDigits = integerText.replace(/^0+/, '');
  if (integerDigits.length > 8) return { ok: false, key: 'v.money.max' };
  const cents = Number(integerDigits + fraction.padEnd(2, '0'));
  if (negative && cents !== 0) return { ok: false, key: 'v.money.negative' };
  if (cents > MAX_CENTS) return { ok: false, key: 'v.money.max' };
  return { ok: true, cents };
}

const formatters = new Map<MoneyLocale, Intl.NumberFormat>();

/**
 * Integer cents as Brazilian reais in the user's locale: pt-BR `R$ 1.234,56`, en
 * `R$1,234.56`. Intl puts a no-break space (U+00A0) after `R$` in pt-BR so the symbol never
 * wraps away from the amount. The amount reaches Intl as exact decimal text, not as a float.
 */
export function formatMoney(cents: number, locale: MoneyLocale): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${cents}`);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    formatters.set(locale, formatter);
  }
  const magnitude = String(Math.abs(cents)).padStart(3, '0');
  const decimalText = `${cents < 0 ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
  return formatter.format(decimalText as Intl.StringNumericLiteral);
}

/**
 * Integer cents, 0 … 9 999 999 999. Keys: `v.required` (missing or not a number),
 * `v.money.integer` (fraction of a cent, or not finite), `v.money.negative`, `v.money.max`.
 */
export const centsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.money.integer') })
  .int({ error: 'v.money.integer', abort: true })
  .min(0, { error: 'v.money.negative' })
  .max(MAX_CENTS, { error: 'v.money.max' });

/**
 * An amount in cents as a record of the bank carries it: whole cents, any size the app can
 * count exactly. What the owner enters is `centsSchema`; what the bank sends may still be more
 * (a payment with fine and interest), and is shown flagged (`outOfRange`) rather than refused.
 */
export const recordCentsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Integer cents, 1 … 9 999 999 999: like `centsSchema`, but zero or less is `v.money.positive`. */
export const positiveCentsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.money.integer') })
  .int({ error: 'v.money.integer', abort: true })
  .min(1, { error: 'v.money.positive' })
  .max(MAX_CENTS, { error: 'v.money.max' });
