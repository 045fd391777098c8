import type { StatementKind } from '../../../../preload/contract/schemas/statement.ts';

export type StatementSourceName =
  | 'received-pix'
  | 'boleto-payment'
  | 'refund-sent'
  | 'sent-payment'
  | 'payment-event'
  | 'transfer-event'
  | 'refund-event';

/**
 * One source of the statement's lines: the cache table it is kept from, the kinds of line it
 * makes, the triggers that keep its lines as the table is written (whoever writes it), and the
 * backfill of what the table already holds when the statement is created.
 */
export interface StatementSource {
  name: StatementSourceName;
  table: string;
  kinds: readonly StatementKind[];
  triggers: string;
  backfill: string;
}
