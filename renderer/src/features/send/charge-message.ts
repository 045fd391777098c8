import { formatDate, formatDigitableLine, money } from '../../lib/format.ts';

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
  amountCents: number;
  /** Who charges: the business's name, when known. */
  business: string;
}

/** "Olá, Maria!" — the first name only — or "Olá!" when the charge names no payer. */
export function greeting(payerName: string | null): string {
  const first = payerName?.trim().split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
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
  const lines = [
    greeting(input.payerName),
    `Segue o boleto${from(input.business)} de ${amount}, com vencimento em ${due}.`,
    '',
    ...boletoCodeLines(input.digitableLine, input.pixPayload),
  ];
  return { subject: `Boleto de ${amount} — vencimento ${due}`, body: lines.join('\n') };
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
  const what = amount
    ? `a cobrança Pix${from(input.business)} de ${amount}`
    : `o Pix${from(input.business)}`;
  const due = input.dueDate ? `, com vencimento em ${formatDate(input.dueDate, 'pt-BR')}` : '';
  const body = [
    greeting(input.payerName),
    `Segue ${what}${due}.`,
    '',
    ...pixCodeLines(input.payload),
  ].join('\n');
  return { subject: amount ? `Cobrança Pix de ${amount}` : 'Cobrança Pix', body };
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
