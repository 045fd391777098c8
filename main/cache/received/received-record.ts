import type { ReceivedSource } from '../../../preload/contract/schemas/refunds.ts';

/** A received Pix as one source tells it; what a source does not know is null. */
export interface ReceivedRecord {
  endToEndId: string;
  source: ReceivedSource;
  amountCents: number | null;
  payerName: string | null;
  payerDocument: string | null;
  paidAt: string | null;
  reference: string | null;
  description: string | null;
}
