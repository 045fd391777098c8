import {
  formatMoney,
  type ActivityEntry,
  type ActivityReason,
  type ActivityResult,
  type Locale,
  type WriteWordFamily,
} from '../../../preload/contract/index.ts';

/**
 * The words of the Activity CSV, in both languages. Main writes the file and cannot read the
 * renderer's catalogue (the layers forbid it), so the words live here as the menu's do
 * (`electron/menu-template.ts`); a unit test holds each name, result, resolution and reason
 * to the very text the Activity screen shows (`activity.*` and `write.<family>.name` in the
 * renderer's messages), so the file and the screen never tell an action two ways.
 *
 * Reasons are templates: `{limit}` and `{left}` are the amounts of `limitCents` and
 * `leftCents`, in the language's money; `{text}` is the bank's own words.
 */
export interface ActivityWords {
  header: readonly string[];
  kind: Record<WriteWordFamily, string>;
  result: Record<ActivityResult, string>;
  resolution: Record<NonNullable<ActivityEntry['resolution']>, string>;
  reason: Record<ActivityReason, string>;
  /** The exported file's name before its date. */
  filename: string;
}

const ptBR: ActivityWords = {
  header: ['Data e hora', 'Tipo', 'Para quem', 'Valor', 'Resultado', 'Motivo', 'Identificador'],
  kind: {
    boleto: 'Boleto',
    'boleto-due-date': 'Novo vencimento de boleto',
    'boleto-cancel': 'Cancelamento de boleto',
    'pix-immediate': 'Pix',
    'pix-due-date': 'Pix com vencimento',
    'pix-cancel': 'Cancelamento de QR code Pix',
    payment: 'Pagamento Pix',
    'bill-payment': 'Pagamento de boleto',
    refund: 'Devolução de Pix',
    transfer: 'Transferência Pix',
    'transfer-checkable': 'Transferência Pix',
    'transfer-cancel': 'Cancelamento de transferência agendada',
    'pix-key': 'Chave Pix',
    'pix-key-delete': 'Exclusão de chave Pix',
    split: 'Divisão de pagamentos',
    webhook: 'Webhook',
    'counter-qr': 'Registro de QR do balcão',
    'counter-qr-cancel': 'Cancelamento de QR do balcão',
  },
  result: {
    sending: 'Enviando',
    sent: 'Enviado',
    refused: 'Recusado',
    unknown: 'A conferir',
    resolved: 'Resolvido',
  },
  resolution: {
    confirmed: 'Confirmado pelo banco.',
    discarded: 'Conferido e descartado.',
  },
  reason: {
    offline: 'Sem conexão com o banco: nada foi enviado.',
    'limit-per-transfer': 'Acima do seu limite por envio, de {limit}.',
    'limit-per-day': 'Acima do seu limite por dia, de {limit}: restavam {left} naquele dia.',
    'bank-refused': 'O banco recusou.',
    'bank-said': 'O banco recusou: {text}',
    'refund-over-left': 'Acima do que restava para devolver: restavam {left}.',
    'refund-window-over': 'Passou o prazo de 90 dias para devolver este Pix.',
    'refund-pix-unknown': 'O banco não encontrou o Pix recebido a devolver.',
    'to-check':
      'Não se sabe se foi feito: ficou em “A conferir”, onde conferir pergunta ao banco com a mesma identificação.',
    'to-check-with-bank':
      'Não se sabe se foi feito, e não será enviado de novo: confira no extrato do banco.',
    interrupted: 'O aplicativo fechou enquanto o pedido era enviado: confira em “A conferir”.',
    'accepted-not-saved':
      'O banco aceitou, mas o pedido ainda não estava salvo neste computador: conclua em “A conferir”.',
    'no-answer': 'O banco não respondeu a tempo.',
    tls: 'Não foi possível uma conexão segura com o banco.',
    certificate: 'O certificado de cliente foi recusado ou está faltando.',
    keychain: 'O cofre de senhas do sistema não pôde ser usado.',
    unauthorized: 'O banco recusou a chave de API ou a conta.',
    'not-found': 'O banco não encontrou o registro.',
    conflict: 'O banco já tinha um registro com esta identificação.',
    unsupported: 'Não disponível neste perfil.',
    'owner-only': 'Precisava da senha do dono.',
    cancelled: 'Cancelado.',
    invalid: 'Algum dado do pedido não estava correto.',
    internal: 'Algo deu errado no Balcão.',
  },
  filename: 'atividade',
};

const en: ActivityWords = {
  header: ['Date and time', 'Type', 'To whom', 'Amount', 'Result', 'Reason', 'Identifier'],
  kind: {
    boleto: 'Boleto',
    'boleto-due-date': 'New boleto due date',
    'boleto-cancel': 'Boleto cancellation',
    'pix-immediate': 'Pix',
    'pix-due-date': 'Pix with due date',
    'pix-cancel': 'Pix QR code cancellation',
    payment: 'Pix payment',
    'bill-payment': 'Boleto payment',
    refund: 'Pix refund',
    transfer: 'Pix transfer',
    'transfer-checkable': 'Pix transfer',
    'transfer-cancel': 'Scheduled transfer cancellation',
    'pix-key': 'Pix key',
    'pix-key-delete': 'Pix key deletion',
    split: 'Split of payments',
    webhook: 'Webhook',
    'counter-qr': 'Counter QR registration',
    'counter-qr-cancel': 'Counter QR cancellation',
  },
  result: {
    sending: 'Sending',
    sent: 'Sent',
    refused: 'Refused',
    unknown: 'To check',
    resolved: 'Resolved',
  },
  resolution: {
    confirmed: 'Confirmed by the bank.',
    discarded: 'Checked and discarded.',
  },
  reason: {
    offline: 'No connection to the bank: nothing was sent.',
    'limit-per-transfer': 'Above your limit per transfer, {limit}.',
    'limit-per-day': 'Above your limit per day, {limit}: {left} was left that day.',
    'bank-refused': 'The bank refused it.',
    'bank-said': 'The bank refused: {text}',
    'refund-over-left': 'More than was left to refund: {left} was left.',
    'refund-window-over': 'Past the 90 days in which this Pix could be refunded.',
    'refund-pix-unknown': 'The bank found no received Pix to refund.',
    'to-check':
      'Not known whether it was made: kept under “To check”, where checking asks the bank with the same identification.',
    'to-check-with-bank':
      'Not known whether it was made, and it will not be sent again: check your bank statement.',
    interrupted: 'The app closed while the request was being sent: check it under “To check”.',
    'accepted-not-saved':
      'The bank accepted it, but it was not saved on this computer yet: finish it under “To check”.',
    'no-answer': 'The bank did not answer in time.',
    tls: 'A secure connection to the bank could not be made.',
    certificate: 'The client certificate was refused or is missing.',
    keychain: 'The system password store could not be used.',
    unauthorized: 'The bank refused the API key or the account.',
    'not-found': 'The bank did not find the record.',
    conflict: 'The bank already had a record with this identification.',
    unsupported: 'Not available on this profile.',
    'owner-only': 'It needed the owner’s passcode.',
    cancelled: 'Cancelled.',
    invalid: 'Some of the request’s data was not right.',
    internal: 'Something went wrong in Balcão.',
  },
  filename: 'activity',
};

export const activityWords: Readonly<Record<Locale, ActivityWords>> = { 'pt-BR': ptBR, en };

/**
 * A reason's template with its params: `{name}` takes `name`, or the money of `nameCents`;
 * a placeholder with neither is dropped rather than shown as a code.
 */
export function fillReason(
  template: string,
  params: Record<string, string | number>,
  locale: Locale,
): string {
  return template
    .replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const cents = params[`${name}Cents`];
      if (typeof cents === 'number' && Number.isSafeInteger(cents))
        return formatMoney(cents, locale);
      const value = params[name];
      return value === undefined ? '' : String(value);
    })
    .trim();
}
