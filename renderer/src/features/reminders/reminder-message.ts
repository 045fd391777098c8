import type { ReminderCharge, ReminderCustomer } from '../../../../preload/contract/index.ts';
import { formatDate, money } from '../../lib/format.ts';
import {
  boletoCodeLines,
  chargeLabel,
  from,
  greeting,
  pixCodeLines,
  type ChargeMessage,
} from '../send/charge-message.ts';

/**
 * The one message that reminds a customer of every charge of theirs in the list: each with
 * its amount, due date, installment ("parcela 3/6") and what it is paid with, as the message
 * of a single charge gives them. In Portuguese whatever the app's language, as that message
 * is: it is read by the payer.
 */
export function reminderMessage(
  customer: Pick<ReminderCustomer, 'name' | 'charges' | 'totalCents'> &
    Partial<Pick<ReminderCustomer, 'key' | 'document'>>,
  business: string,
): ChargeMessage {
  const charges = customer.charges;
  const one = charges.length === 1;
  const lines = [
    greeting(customer.name, documentOf(customer)),
    one
      ? `Passando para lembrar da cobrança${from(business)} abaixo.`
      : `Passando para lembrar das ${charges.length} cobranças${from(business)} abaixo.`,
  ];
  for (const charge of charges) lines.push('', heading(charge), ...codeLines(charge));
  lines.push('', 'Se já pagou, por favor desconsidere esta mensagem. Obrigado!');
  const first = charges[0]!;
  const subject = one
    ? `Lembrete: ${what(first)} de ${money(first.amountCents, 'pt-BR')} — vencimento ${formatDate(first.dueDate, 'pt-BR')}`
    : `Lembrete: ${charges.length} cobranças — total de ${money(customer.totalCents, 'pt-BR')}`;
  return { subject, body: lines.join('\n') };
}

/** The customer's CPF/CNPJ: the saved one, else the key the list grouped them by. */
function documentOf(customer: Partial<Pick<ReminderCustomer, 'key' | 'document'>>): string | null {
  if (customer.document) return customer.document;
  const key = customer.key ?? '';
  return key === '' || key.startsWith('name:') ? null : key;
}

/** "Boleto — parcela 3/6" or "Pix". */
function what(charge: ReminderCharge): string {
  return chargeLabel(charge.kind === 'boleto' ? 'Boleto' : 'Pix', charge.installment);
}

/** "• Boleto — parcela 3/6: R$ 100,00, venceu em 02/03/2026 (há 8 dias)". */
function heading(charge: ReminderCharge): string {
  const amount = money(charge.amountCents, 'pt-BR');
  const due = formatDate(charge.dueDate, 'pt-BR');
  const late = -charge.daysToDue;
  const when =
    charge.stage === 'overdue'
      ? `venceu em ${due} (há ${late} ${late === 1 ? 'dia' : 'dias'})`
      : charge.stage === 'due-today'
        ? `vence hoje, ${due}`
        : `vence em ${due}`;
  return `• ${what(charge)}: ${amount}, ${when}`;
}

function codeLines(charge: ReminderCharge): string[] {
  if (charge.kind === 'boleto') {
    return charge.digitableLine ? boletoCodeLines(charge.digitableLine, charge.pixPayload) : [];
  }
  return charge.pixPayload ? pixCodeLines(charge.pixPayload) : [];
}
