import type { BoletoStatus } from '../../../preload/contract/index.ts';

/**
 * A Pending boleto whose due date (São Paulo calendar day) has passed. It is still payable —
 * with fine and interest, when it has them — until the bank marks it Expired, so it keeps
 * the status Pending and only gets a hint.
 */
export function isOverdue(status: BoletoStatus, dueDate: string, today: string): boolean {
  return status === 'Pending' && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) && dueDate < today;
}
