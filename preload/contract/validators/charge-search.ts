import { parseMoneyInput } from './money.ts';

/**
 * What a charges search box's text may mean besides words: an amount, or a boleto's nosso
 * número. The one place that decides it; the cache turns each into an index seek.
 *
 * An amount is read in both locales' forms, so the search needs no locale: pt-BR `1.234,56`,
 * `1234,56`, `R$ 1.234,56` and en `1,234.56` are all R$ 1.234,56. No text is a valid amount
 * in both forms with two different values ("1.234" has three decimals in en, "1,23" groups
 * wrongly in en), so at most one amount comes out. Zero is not searched for.
 */
export interface ChargeSearchTerms {
  /** The amount the text is, in cents, or null. */
  amountCents: number | null;
  /** The text as a nosso número without its leading zeros (digits only), or null. */
  ourNumber: string | null;
}

/** Longest nosso número a bank uses (FEBRABAN allows up to 20 digits with the wallet). */
const MAX_OUR_NUMBER_DIGITS = 20;

export function chargeSearchTerms(text: string): ChargeSearchTerms {
  const trimmed = text.trim();
  return { amountCents: amountOf(trimmed), ourNumber: ourNumberOf(trimmed) };
}

function amountOf(text: string): number | null {
  // Only text shaped like money: digits, separators, an optional "R$"; never words.
  if (!/^(R\$)?\s*[\d.,\s\u00a0]+$/.test(text) || !/\d/.test(text)) return null;
  for (const locale of ['pt-BR', 'en'] as const) {
    const parsed = parseMoneyInput(text, locale);
    if (parsed.ok && parsed.cents > 0) return parsed.cents;
  }
  return null;
}

function ourNumberOf(text: string): string | null {
  if (!new RegExp(`^\\d{1,${MAX_OUR_NUMBER_DIGITS}}$`).test(text)) return null;
  const significant = text.replace(/^0+/, '');
  return significant === '' ? null : significant;
}
