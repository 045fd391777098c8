import type { FieldMessage } from '../../../preload/contract/index.ts';

/** What every list's filter bar has: free text, a due period and an amount range, as typed. */
export interface RangeDraft {
  dueFrom: string;
  dueTo: string;
  amountMin: string;
  amountMax: string;
  search: string;
}

/** A filter bar read as the contract's filters, with what could not be read. */
export interface Query<F> {
  filters: F;
  /** Field problems (`amountMinCents`, `dueTo`, …); while any exists the list is not reloaded. */
  fields: Record<string, FieldMessage[]>;
}
