import type { DueBreakdown, PixCodeView } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';

/**
 * What the payer of a due-date code owes on `date`, with its interest, fine and discounts;
 * null for an immediate code, or when the preview cannot be had now.
 */
export async function breakdownOn(view: PixCodeView, date: string): Promise<DueBreakdown | null> {
  if (view.kind !== 'due-date' || !view.dueDate) return null;
  const result = await invoke('pix:preview-due-date', {
    amountCents: view.originalAmountCents,
    dueDate: view.dueDate,
    ...(view.maxDaysOverdue !== null ? { maxDaysOverdue: view.maxDaysOverdue } : {}),
    ...(view.taxes ? { taxes: view.taxes } : {}),
    dates: [date],
  });
  return result.ok ? (result.value[0] ?? null) : null;
}
