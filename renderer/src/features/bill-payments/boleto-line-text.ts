import { validateDigitableLine } from '../../../../preload/contract/index.ts';

/**
 * Digits as a slip prints them: blocks of digits apart by spaces, line breaks, dots or hyphens
 * (`00190.00009 01234.567891 …`, `83640000001-1 …`), long enough to hold a whole line.
 */
const PRINTED_DIGITS = /\d(?:[\s.-]*\d){43,}/g;

/** A utility bill's line ("arrecadação"): 48 digits starting with 8, in four blocks of 12. */
const UTILITY_LINE = /^8\d{10}[ -]?\d(?:[ .]+\d{11}[ -]?\d){3}$/;

/**
 * The boleto's digitable line in the text of a document (a PDF's text layer), as its digits;
 * null when there is none. A slip prints its line once, near the bar code, with dots and
 * spaces: every run of digits that could hold one is tried, 47 digits at a time, and only a
 * run whose three block digits and general digit all agree (the FEBRABAN check digits the
 * read form checks) counts, so a date, an amount or a document number beside it never does.
 * A utility bill's 48-digit line is given back as printed: the read form says where it is
 * paid.
 */
export function digitableLineInText(text: string): string | null {
  for (const match of text.matchAll(PRINTED_DIGITS)) {
    const printed = match[0].trim();
    if (UTILITY_LINE.test(printed)) return printed.replace(/\D/g, '');
    const digits = printed.replace(/\D/g, '');
    for (let start = 0; start + 47 <= digits.length; start++) {
      const line = digits.slice(start, start + 47);
      if (validateDigitableLine(line).ok) return line;
    }
  }
  return null;
}
