import type { ChargeRow, MoneyState } from '../../../preload/contract/index.ts';
import { formatDocument } from '../../../preload/contract/validators/document.ts';

export type DecimalSeparator = 'comma' | 'dot';

const KIND: Record<ChargeRow['kind'], string> = {
  boleto: 'Boleto',
  'pix-immediate': 'Pix',
  'pix-due-date': 'Pix com vencimento',
};
const STATE: Record<ChargeRow['state'], string> = {
  open: 'Em aberto',
  paid: 'Pago',
  expired: 'Expirado',
  cancelled: 'Cancelado',
};
/** A paid charge's situation once its refunds are counted (`main/domain/charge-money.ts`). */
const MONEY_STATE: Record<MoneyState, string> = {
  paid: 'Pago',
  'partly-refunded': 'Devolvido em parte',
  refunded: 'Devolvido',
};

/** The bank's statuses in the bookkeeper's words; one this app does not know stays as sent. */
const SERVICE_STATUS: Record<string, string> = {
  Pending: 'Pendente',
  Paid: 'Pago',
  Expired: 'Expirado',
  Cancelled: 'Cancelado',
  ACTIVE: 'Ativo',
  CONCLUDED: 'Concluído',
  EXPIRED: 'Expirado',
  CANCELLED: 'Cancelado',
  REMOVED_BY_THE_RECEIVER: 'Removido pelo recebedor',
  REMOVED_BY_PSP: 'Removido pelo banco',
};

const HEADER = [
  'Tipo',
  'Situação',
  'Situação no banco',
  'Identificador',
  'Referência',
  'Pagador',
  'CPF/CNPJ',
  'Valor',
  'Valor pago',
  'Devolvido',
  'Líquido recebido',
  'Vencimento',
  'Expira em',
  'Pago em',
  'Criado em',
];

/**
 * CSV for a bookkeeper: one line per charge, amounts in reais (never floats: built from
 * integer cents), dates as dd/mm/aaaa in São Paulo. With the decimal comma (Excel in pt-BR)
 * fields are separated by `;`, otherwise by `,`. A BOM lets spreadsheets read UTF-8.
 */
export function chargesCsv(rows: Iterable<ChargeRow>, decimal: DecimalSeparator): string {
  const separator = decimal === 'comma' ? ';' : ',';
  const quote = (value: string) => quoteField(value, separator);
  const lines = [HEADER.map(quote).join(separator)];
  for (const row of rows) {
    lines.push(
      [
        KIND[row.kind],
        row.money ? MONEY_STATE[row.money.state] : STATE[row.state],
        SERVICE_STATUS[row.serviceStatus] ?? row.serviceStatus,
        row.id,
        row.reference ?? '',
        row.payerName ?? '',
        // Punctuated, so a spreadsheet keeps it as text: bare digits become a number and lose
        // a CPF's leading zeros.
        row.payerDocument ? formatDocument(row.payerDocument) : '',
        reais(row.amountCents, decimal),
        row.paidAmountCents === null ? '' : reais(row.paidAmountCents, decimal),
        row.money ? reais(row.money.refundedCents, decimal) : '',
        row.money ? reais(row.money.netCents, decimal) : '',
        calendarDate(row.dueDate),
        instantDate(row.expiresAt),
        instantDate(row.paidAt),
        instantDate(row.createdAt),
      ]
        .map(quote)
        .join(separator),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 123456 → "1234,56" (or "1234.56"); no thousands separator, so spreadsheets read a number. */
export function reais(cents: number, decimal: DecimalSeparator): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}${decimal === 'comma' ? ',' : '.'}${fraction}`;
}

function calendarDate(date: string | null): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const saoPauloDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function instantDate(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : saoPauloDate.format(date);
}

/**
 * RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`): a payer's name must never become a command in the owner's Excel.
 */
export function quoteField(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(separator) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}
