import {
  formatDocument,
  formatMoney,
  normalizeDocument,
  parseMoneyInput,
  type Locale,
} from '../../../preload/contract/index.ts';

export const SAO_PAULO = 'America/Sao_Paulo';

export function money(cents: number, locale: Locale): string {
  return formatMoney(cents, locale);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date `YYYY-MM-DD` as the user reads it — pt-BR `dd/mm/aaaa`, en `5 Mar 2026` —
 * built from the text itself so no timezone can move it to the day before.
 */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  if (locale === 'pt-BR') return `${day}/${month}/${year}`;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  englishDates ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return englishDates.format(utc);
}

// Intl formatters are made once, on first use: making one costs far more than using it (a
// list draws hundreds of cells), and one with a time zone loads that zone's rules.
let englishDates: Intl.DateTimeFormat | undefined;
let instantParts: Intl.DateTimeFormat | undefined;
const countFormats = new Map<Locale, Intl.NumberFormat>();

/** The São Paulo calendar day (`YYYY-MM-DD`) and time (`HH:mm`) of an instant. */
function saoPauloParts(date: Date): { day: string; time: string } {
  instantParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(instantParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * An ISO 8601 instant as date and time in São Paulo, the date written as `formatDate` writes
 * it (so a table never mixes `5 Mar 2026` and `05/03/2026`): `05/03/2026 14:30`,
 * `5 Mar 2026 14:30`.
 */
export function formatInstant(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { day, time } = saoPauloParts(date);
  return `${formatDate(day, locale)} ${time}`;
}

/** The São Paulo calendar day (`YYYY-MM-DD`) and time of day (`HH:mm`) of an instant. */
export function instantInSaoPaulo(iso: string): { day: string; time: string } | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : saoPauloParts(date);
}

/** The São Paulo calendar day of an instant (`paidAt`, `createdAt`), in the user's format. */
export function formatInstantDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDate(iso, locale);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDate(saoPauloParts(date).day, locale);
}

/** `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`; other shapes come back as given. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) return line;
  return (
    `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ` +
    `${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33, 47)}`
  );
}

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A document from the service (possibly masked with `*`) in the usual punctuation. */
export function showDocument(document: string): string {
  if (document.includes('*')) return document;
  return formatDocument(document);
}

/**
 * Punctuates a CPF/CNPJ while it is typed: up to 11 digits reads as a CPF
 * (`123.456.789-0`), anything longer or with a letter as a CNPJ (`12.ABC.345/01DE-3`).
 * Keeps at most 14 characters.
 */
export function maskDocumentAsTyped(text: string): string {
  const v = normalizeDocument(text)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  const cpf = v.length <= 11 && /^\d*$/.test(v);
  const marks: Record<number, string> = cpf
    ? { 3: '.', 6: '.', 9: '-' }
    : { 2: '.', 5: '.', 8: '/', 12: '-' };
  let out = '';
  for (let i = 0; i < v.length; i++) {
    if (i > 0 && marks[i]) out += marks[i];
    out += v[i];
  }
  return out;
}

/** `01310-100` while typing. */
export function maskZip(text: string): string {
  const d = digitsOnly(text).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** A percentage typed as `2,5` or `2.5`; undefined when blank, NaN when not a number. */
export function parsePercentInput(text: string): number | undefined {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return undefined;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

export function formatPercent(percent: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent)}%`;
}

export function formatCount(count: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/** Cents as editable text in the user's locale, without grouping: `1234,56`. */
export function centsToInput(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined) return '';
  const s = String(cents).padStart(3, '0');
  const sep = locale === 'pt-BR' ? ',' : '.';
  return `${s.slice(0, -2)}${sep}${s.slice(-2)}`;
}

/** Cents as the user would type them, grouped and without the currency: `1.234,56`. */
export function formatMoneyPlain(cents: number, locale: Locale): string {
  return formatMoney(cents, locale)
    .replace(/R\$/, '')
    .replace(/[\s\u00a0\u202f]/g, '');
}

/** Re-punctuates typed money once the user leaves the field: "1234,5" → "1.234,50". */
export function tidyMoneyText(text: string, locale: Locale): string {
  const parsed = parseMoneyInput(text, locale);
  return parsed.ok ? formatMoneyPlain(parsed.cents, locale) : text;
}

/** A percent with up to four decimals, as Pix taxes carry them: `2,5%`, `0,0333%`. */
export function formatPercent4(percent: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(percent)}%`;
}

/** A phone number as typed: digits and the dash that may split them. */
export const phoneDigits = (typed: string): string => typed.replace(/[^\d-]/g, '');

/**
 * A Brazilian phone as people write it: the DDD in brackets, then a mobile's nine digits as
 * `98765-4321` or a landline's eight as `3456-7890` — `(11) 98765-4321`, `(11) 3456-7890`.
 * Without a DDD, the number alone. A number of any other length is shown as it was saved,
 * never cut or padded; null when there is no number.
 */
export function formatPhone(
  prefix: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const saved = (number ?? '').trim();
  if (saved === '') return null;
  const digits = digitsOnly(saved);
  const local =
    digits.length === 9 || digits.length === 8
      ? `${digits.slice(0, -4)}-${digits.slice(-4)}`
      : saved;
  const ddd = digitsOnly(prefix ?? '');
  return ddd === '' ? local : `(${ddd}) ${local}`;
}
