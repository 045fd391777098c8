import type { ActivityEntry, WriteWordFamily } from '../../../preload/contract/index.ts';
import { quoteField, reais, type DecimalSeparator } from '../charges/charges-csv.ts';

/** Each kind's name, by the words its descriptor names (the log holds money out only). */
const NAME: Record<WriteWordFamily, string> = {
  boleto: 'Boleto',
  'boleto-due-date': 'Novo vencimento de boleto',
  'boleto-cancel': 'Cancelamento de boleto',
  'pix-cancel': 'Cancelamento de QR code Pix',
  'pix-immediate': 'Pix',
  'pix-due-date': 'Pix com vencimento',
  payment: 'Pagamento de QR code Pix',
  refund: 'Devolução de Pix',
  transfer: 'Transferência Pix para chave',
  'pix-key': 'Chave Pix',
  split: 'Divisão de pagamentos',
  webhook: 'Webhook',
};

const RESULT: Record<ActivityEntry['result'], string> = {
  sending: 'Enviando',
  sent: 'Enviado',
  refused: 'Recusado',
  unknown: 'A conferir',
  resolved: 'Resolvido',
};

const RESOLUTION: Record<NonNullable<ActivityEntry['resolution']>, string> = {
  confirmed: 'confirmado pelo banco',
  discarded: 'descartado por quem conferiu',
};

const HEADER = [
  'Data e hora',
  'Tipo',
  'Para quem',
  'Valor',
  'Resultado',
  'Motivo',
  'Identificador',
];

const saoPauloInstant = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function instant(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : saoPauloInstant.format(date);
}

/** Why, in the owner's words as far as main has them: the field reasons, then the message. */
function reasonOf(entry: ActivityEntry): string {
  if (entry.resolution) return RESOLUTION[entry.resolution];
  if (!entry.reason) return '';
  const fields = Object.values(entry.reason.fields ?? {})
    .flat()
    .map((m) => m.key);
  return [entry.reason.code, ...fields].join(' ');
}

/**
 * The activity log as CSV, with the charges export's conventions: a BOM, `;` with the decimal
 * comma (Excel in pt-BR) and `,` with the point, amounts built from integer cents, São Paulo
 * times, and text a spreadsheet would run as a formula defused.
 */
export function activityCsv(entries: Iterable<ActivityEntry>, decimal: DecimalSeparator): string {
  const separator = decimal === 'comma' ? ';' : ',';
  const quote = (value: string) => quoteField(value, separator);
  const lines = [HEADER.map(quote).join(separator)];
  for (const entry of entries) {
    lines.push(
      [
        instant(entry.at),
        NAME[entry.words],
        entry.label,
        reais(entry.amountCents, decimal),
        RESULT[entry.result],
        reasonOf(entry),
        entry.identity,
      ]
        .map(quote)
        .join(separator),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
