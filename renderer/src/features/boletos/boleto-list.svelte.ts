import type {
  BoletoFilters,
  BoletoRow,
  BoletoStatus,
  BoletoTotals,
  Locale,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import {
  buildFilterQuery,
  emptyFilterDraft,
  toggled,
  type FilterDraft,
} from '../charges/list-filters.ts';
import { KeysetListState, type Sort as ListSort } from '../../lib/state/keyset-list.svelte.ts';

export { PAGE_SIZE } from '../../lib/state/keyset-list.svelte.ts';

export type SortKey = 'dueDate' | 'createdAt' | 'amount';
export type Sort = ListSort<SortKey>;

/** The boleto list (`boletos:list` and `boletos:totals`). */
export class BoletoListState extends KeysetListState<
  BoletoRow,
  FilterDraft,
  BoletoFilters,
  SortKey,
  BoletoTotals
> {
  protected emptyDraft(): FilterDraft {
    return emptyFilterDraft();
  }
  protected defaultSort(): Sort {
    return { key: 'dueDate', direction: 'desc' };
  }
  protected buildQuery(draft: FilterDraft, locale: Locale) {
    return buildFilterQuery(draft, locale);
  }
  protected fetchPage(filters: BoletoFilters, sort: Sort, cursor: string | null, limit: number) {
    return invoke('boletos:list', { filters, sort, cursor, limit });
  }
  protected fetchTotals(filters: BoletoFilters) {
    return invoke('boletos:totals', { filters });
  }
  protected countOf(totals: BoletoTotals): number {
    return totals.count;
  }

  toggleStatus(status: BoletoStatus): void {
    this.draft.statuses = toggled(this.draft.statuses, status);
  }
}

export const boletoList = new BoletoListState();
