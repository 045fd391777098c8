import type { BoletoView } from '../../../../../preload/contract/index.ts';
import { formatDate, formatPercent, money } from '../../../lib/format.ts';

/**
 * The "Instruções" box of a boleto, written from its fine, interest and discount bands. A
 * boleto is a Brazilian document read by the payer and the bank's cashier, so it is always
 * pt-BR whatever the app's language.
 */
export function boletoInstructions(
  boleto: Pick<BoletoView, 'lateFine' | 'latePayment' | 'discount'>,
): string[] {
  const lines: string[] = [];
  const late: string[] = [];
  const fine = boleto.lateFine;
  if (fine) {
    late.push(
      fine.type === 'PERCENTAGE'
        ? `multa de ${formatPercent(fine.percent, 'pt-BR')}`
        : `multa de ${money(fine.amountCents, 'pt-BR')}`,
    );
  }
  const interest = boleto.latePayment;
  if (interest) {
    late.push(
      interest.type === 'PERCENTAGE_PER_MONTH'
        ? `juros de ${formatPercent(interest.percent, 'pt-BR')} ao mês`
        : `juros de ${money(interest.amountCents, 'pt-BR')} por dia de atraso`,
    );
  }
  if (late.length > 0) lines.push(`Após o vencimento, ${late.join(' e ')}.`);

  const discount = boleto.discount;
  if (discount?.type === 'FIXED') {
    for (const band of discount.bands) {
      lines.push(
        `Desconto de ${money(band.amountCents, 'pt-BR')} até ${formatDate(band.date, 'pt-BR')}.`,
      );
    }
  } else if (discount?.type === 'PERCENTAGE') {
    for (const band of discount.bands) {
      lines.push(
        `Desconto de ${formatPercent(band.percent, 'pt-BR')} até ${formatDate(band.date, 'pt-BR')}.`,
      );
    }
  }
  return lines;
}

/** The "Local de pagamento" box: one line on the carnê's narrower slip too. */
export function paymentPlace(boleto: Pick<BoletoView, 'type'>): string {
  const anywhere = 'Pagável em qualquer banco ou correspondente bancário';
  return boleto.type === 'BANKSLIP_PIX' ? `${anywhere}, ou com Pix pelo QR Code.` : `${anywhere}.`;
}

/** How the payment came in, as a receipt says it. */
export function paymentSourceLabel(source: string): string {
  if (source === 'PIX') return 'Pix';
  if (source === 'BANKSLIP') return 'Boleto (código de barras)';
  return source;
}
