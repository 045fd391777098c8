import { formatDate, formatDigitableLine, money } from '../../lib/format.ts';
import { installmentOf, type Installment } from '../../../../preload/contract/index.ts';

/**
 * The message an owner sends a customer with a charge (WhatsApp or e-mail). It is written in
 * Portuguese whatever the app's language, as the printed boleto is: it is read by the payer.
 */
export interface ChargeMessage {
  subject: string;
  body: string;
}

interface Common {
  /** The customer's name, to greet them; null when the charge names no payer. */
  payerName: string | null;
  /** Their CPF or CNPJ (masked or not): a person is greeted by first name, a business whole. */
  payerDocument?: string | null | undefined;
  /** The charge's reference (your number, description): a carnê's installment is read in it. */
  reference?: string | null | undefined;
  amountCents: number;
  /** Who charges: the business's name, when known. */
  business: string;
}

/**
 * What a business name ends with to say the kind of company it is — Ltda, ME, EPP, MEI,
 * EIRELI, S.A. (S/A) — which no one says when greeting it.
 */
const COMPANY_KIND = /[\s,-]+(?:ltda\.?|me|epp|mei|eireli|s\.?\/?a\.?)$/i;

/** A CPF has 11 characters, a CNPJ 14 (punctuation aside; a masked one has `*` in places). */
function isCompanyDocument(document: string): boolean {
  return document.replace(/[^0-9A-Za-z*]/g, '').length === 14;
}

/** "Padaria Pão Quente Ltda" → "Padaria Pão Quente"; "Estrela Eireli ME" → "Estrela". */
export function tradeName(name: string): string {
  let trade = name.trim().replace(/\s+/g, ' ');
  for (let kind = COMPANY_KIND.exec(trade); kind; kind = COMPANY_KIND.exec(trade)) {
    trade = trade.slice(0, kind.index);
  }
  return trade === '' ? name.trim() : trade;
}

/**
 * How the message greets the payer: a person (CPF) by their first name — "Olá, Maria!" — a
 * business (CNPJ) by its name without the company kind — "Olá, Padaria Pão Quente!" — and
 * "Olá!" when the charge names no payer. Without a document, a name ending in a company kind
 * is a business's.
 */
export function greeting(payerName: string | null, payerDocument?: string | null): string {
  const name = payerName?.trim().replace(/\s+/g, ' ') ?? '';
  if (name === '') return 'Olá!';
  const company =
    payerDocument !== null && payerDocument !== undefined && payerDocument.trim() !== ''
      ? isCompanyDocument(payerDocument)
      : tradeName(name) !== name;
  return `Olá, ${company ? tradeName(name) : name.split(' ')[0]}!`;
}

/** "Boleto — parcela 3/6", "Pix — parcela 2/12", or "Boleto" / "Pix" outside a carnê. */
export function chargeLabel(kind: 'Boleto' | 'Pix', installment: Installment | null): string {
  return installment ? `${kind} — parcela ${installment.number}/${installment.count}` : kind;
}

/** " da parcela 3/6" after what is charged, for a carnê's installment. */
function ofInstallment(installment: Installment | null): string {
  return installment ? ` da parcela ${installment.number}/${installment.count}` : '';
}

/** " de Padaria Aurora" after what is charged, when the business's name is known. */
export function from(business: string): string {
  return business ? ` de ${business}` : '';
}

export function boletoMessage(
  input: Common & { dueDate: string; digitableLine: string; pixPayload: string | null },
): ChargeMessage {
  const amount = money(input.amountCents, 'pt-BR');
  const due = formatDate(input.dueDate, 'pt-BR');
  const installment = installmentOf(input.reference);
  const lines = [
    greeting(input.payerName, input.payerDocument),
    `Segue o boleto${ofInstallment(installment)}${from(input.business)} de ${amount}, com vencimento em ${due}.`,
    '',
    ...boletoCodeLines(input.digitableLine, input.pixPayload),
  ];
  return {
    subject: `${chargeLabel('Boleto', installment)} de ${amount} — vencimento ${due}`,
    body: lines.join('\n'),
  };
}

/** What a boleto is paid with: its digitable line, and its Pix code when it has one. */
export function boletoCodeLines(digitableLine: string, pixPayload: string | null): string[] {
  const lines = ['Linha digitável:', formatDigitableLine(digitableLine)];
  if (pixPayload) lines.push('', 'Ou pague com Pix copia e cola:', pixPayload);
  return lines;
}

/** What a Pix code is paid with: its copy-and-paste code, and how to use it. */
export function pixCodeLines(payload: string): string[] {
  return [
    'Pix copia e cola (abra o app do seu banco, escolha Pix copia e cola e cole o código):',
    payload,
  ];
}

export function pixMessage(
  input: Common & { dueDate: string | null; payload: string },
): ChargeMessage {
  const amount = input.amountCents > 0 ? money(input.amountCents, 'pt-BR') : null;
  const installment = installmentOf(input.reference);
  const part = ofInstallment(installment);
  const what = amount
    ? `a cobrança Pix${part}${from(input.business)} de ${amount}`
    : `o Pix${part}${from(input.business)}`;
  const due = input.dueDate ? `, com vencimento em ${formatDate(input.dueDate, 'pt-BR')}` : '';
  const body = [
    greeting(input.payerName, input.payerDocument),
    `Segue ${what}${due}.`,
    '',
    ...pixCodeLines(input.payload),
  ].join('\n');
  const subject = installment
    ? `${chargeLabel('Pix', installment)}${amount ? ` de ${amount}` : ''}`
    : amount
      ? `Cobrança Pix de ${amount}`
      : 'Cobrança Pix';
  return { subject, body };
}

/**
 * A wa.me link that opens WhatsApp with the message written: to the customer's number when
 * it is known (Brazil's +55 added to a DDD and number), else for the owner to pick the chat.
 */
export function whatsAppHref(phone: string | null, message: ChargeMessage): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const number =
    digits.length === 10 || digits.length === 11
      ? `55${digits}`
      : digits.length >= 12 && digits.startsWith('55')
        ? digits
        : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(message.body)}`;
}

/** A mailto: link with the subject and the message, to the customer's address when known. */
export function mailtoHref(email: string | null, message: ChargeMessage): string {
  const to = email && /^[^@\s/?#]+@[^@\s/?#]+$/.test(email.trim()) ? email.trim() : '';
  const query = `subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
  return `mailto:${to}?${query}`;
}
