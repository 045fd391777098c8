import {
  statementReferenceText,
  type Locale,
  type StatementLine,
} from '../../../preload/contract/index.ts';
import { formatDocument } from '../../../preload/contract/validators/document.ts';
import { quoteField, reais, type DecimalSeparator } from '../charges/charges-csv.ts';
import { saoPauloTime } from './sao-paulo-time.ts';
import { statementWords } from './statement-words.ts';

/** Date and time in São Paulo: `31/01/2025 10:30` (pt-BR) or `2025-01-31 10:30` (en). */
function when(instant: string, locale: Locale): string {
  const local = saoPauloTime(instant);
  if (local === null) return instant;
  const hhmm = local.time.slice(0, 5);
  if (locale === 'en') return `${local.date} ${hhmm}`;
  const [y, m, d] = local.date.split('-');
  return `${d}/${m}/${y} ${hhmm}`;
}

/** A CPF/CNPJ punctuated (kept as text by spreadsheets); a masked one as the bank sent it. */
function documentText(document: string | null): string {
  if (!document) return '';
  return document.includes('*') ? document : formatDocument(document);
}

/**
 * The statement as CSV, with the charges export's conventions (a BOM, `;` with the decimal
 * comma and `,` with the point, amounts from integer cents, text a spreadsheet would run as a
 * formula defused) and every code in the owner's language. A failed line is listed, its effect
 * on the balance zero, as on the screen.
 */
export function statementCsv(
  lines: Iterable<StatementLine>,
  decimal: DecimalSeparator,
  locale: Locale,
): string {
  const words = statementWords(locale);
  const separator = decimal === 'comma' ? ';' : ',';
  const quote = (value: string) => quoteField(value, separator);
  const h = words.header;
  const header = [
    h.when,
    h.direction,
    h.kind,
    h.status,
    h.origin,
    h.counterparty,
    h.document,
    h.description,
    h.reference,
    h.endToEndId,
    h.amount,
    h.effect,
    h.id,
  ];
  const rows = [header.map(quote).join(separator)];
  for (const line of lines) {
    rows.push(
      [
        when(line.occurredAt, locale),
        words.direction[line.direction],
        words.kind[line.kind],
        words.status[line.status],
        words.origin[line.origin],
        line.counterpartyName ?? '',
        documentText(line.counterpartyDocument),
        line.description ?? '',
        statementReferenceText(line, (kind) => words.charge[kind]) ?? '',
        line.endToEndId ?? '',
        reais(line.amountCents, decimal),
        reais(line.effectCents, decimal),
        line.id,
      ]
        .map(quote)
        .join(separator),
    );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
