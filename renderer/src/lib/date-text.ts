import { isCalendarDate } from '../../../preload/contract/index.ts';

/**
 * Dates typed as `dd/mm/aaaa`, whatever the browser's own date format. The form keeps the
 * contract's `YYYY-MM-DD` once a date is complete, and the text as typed while it is not (so
 * the contract's schema calls it `v.date.invalid`, or `v.required` when empty).
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const FULL = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Re-punctuates what is being typed: digits go day → month → year with the slashes put in
 * as soon as the next part starts; a separator typed after one digit pads it (`1/` →
 * `01/`); a pasted `YYYY-MM-DD` is turned around. A slash is only added at the end when the
 * user typed one, so Backspace over a slash is never undone.
 */
export function maskDateAsTyped(text: string): string {
  const iso = ISO.exec(text.trim());
  if (iso) return `${iso[3]!.padStart(2, '0')}/${iso[2]!.padStart(2, '0')}/${iso[1]}`;

  const parts = [''];
  let closed = false;
  for (const ch of text) {
    const index = parts.length - 1;
    const current = parts[index]!;
    const max = index < 2 ? 2 : 4;
    if (ch >= '0' && ch <= '9') {
      closed = false;
      if (current.length < max) parts[index] = current + ch;
      else if (index < 2) parts.push(ch);
      // A fifth digit of the year has nowhere to go.
    } else if ('/.- '.includes(ch)) {
      if (index < 2 && current.length > 0) {
        parts[index] = current.padStart(2, '0');
        parts.push('');
        closed = true;
      }
    }
  }
  if (closed) parts.pop();
  return parts.join('/') + (closed ? '/' : '');
}

/** A complete `dd/mm/aaaa` as `YYYY-MM-DD`; anything else comes back as typed. */
export function dateTextToIso(text: string): string {
  const m = FULL.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text.trim();
}

/** What the text box shows for a form value: `dd/mm/aaaa` for `YYYY-MM-DD`, else the value. */
export function isoToDateText(value: string): string {
  const m = ISO.exec(value);
  return m ? maskDateAsTyped(value) : value;
}

/** On leaving the field: a two-digit year is this century's (`05/03/26` → `05/03/2026`). */
export function completeYear(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  return m ? `${m[1]}/${m[2]}/20${m[3]}` : text;
}

/** `YYYY-MM-DD` moved by `days` calendar days (UTC arithmetic: no timezone can shift it). */
export function addDaysIso(iso: string, days: number): string {
  if (!isCalendarDate(iso)) return iso;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/**
 * Where the caret goes after re-punctuating: after as many digits as were before it in the
 * raw text, so typing or deleting in the middle does not throw the caret to the end.
 */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (masked[i]! >= '0' && masked[i]! <= '9') seen++;
    if (seen === digitsBefore) {
      // Past a slash that directly follows, so the next digit lands after it.
      return masked[i + 1] === '/' && i + 2 <= masked.length ? i + 2 : i + 1;
    }
  }
  return masked.length;
}
