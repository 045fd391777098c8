import {
  boletoPaymentSource,
  receivedPixSource,
  refundSentSource,
  sentPaymentSource,
} from './app-sources.ts';
import { paymentEventSource, refundEventSource, transferEventSource } from './event-sources.ts';
import type { StatementSource } from './statement-source.ts';

export type { StatementSource, StatementSourceName } from './statement-source.ts';

/**
 * Every source of the statement, in the order the backfill writes them: the Sent list before
 * the events (a payment this app sent is its line, not an event's), received Pix before the
 * refunds of them (whose payer they name), payments before the refunds received of them.
 */
export const statementSources: readonly StatementSource[] = [
  sentPaymentSource,
  receivedPixSource,
  refundSentSource,
  boletoPaymentSource,
  paymentEventSource,
  transferEventSource,
  refundEventSource,
];
