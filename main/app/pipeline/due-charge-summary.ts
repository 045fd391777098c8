import type { OutboxSummary } from '../../../preload/contract/index.ts';

/**
 * How the outbox shows a charge to a payer due on a date (a boleto, a due-date Pix code): the
 * owner recognises it by whom it charges, how much, and when it is due.
 */
export function dueChargeSummary(charge: {
  amountCents: number;
  payer: { name: string };
  dueDate: string;
}): OutboxSummary {
  return {
    amountCents: charge.amountCents,
    label: charge.payer.name,
    dated: { meaning: 'due-date', date: charge.dueDate },
  };
}
