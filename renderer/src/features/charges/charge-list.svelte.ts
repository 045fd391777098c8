import type {
  ChargeFilters,
  ChargeKind,
  ChargeRow,
  ChargeState,
  ChargeTotals,
  Locale,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { addDaysIso } from '../../lib/date-text.ts';
import {
  buildChargeFilterQuery,
  emptyChargeFilterDraft,
  toggled,
  type ChargeFilterDraft,
} from './list-filters.ts';
import { KeysetListState, type Sort as ListSort } from '../../lib/state/keyset-list.svelte.ts';
import type { ListName } from '../../routes.ts';

export type ChargeSortKey = 'createdAt' | 'dueDate' | 'amount';
export type ChargeSort = ListSort<ChargeSortKey>;

/**
 * Everything the account is owed (`charges:list` and `charges:totals`): boletos and Pix codes
 * in one list, read from the cache, so it works offline. Limited to one kind, it is that
 * kind's own list (the boletos), with its own filters, scroll position and totals.
 */
export class ChargeListState extends KeysetListState<
  ChargeRow,
  ChargeFilterDraft,
  ChargeFilters,
  ChargeSortKey,
  ChargeTotals
> {
  /** The one kind this list shows, or null for every charge. */
  readonly only: ChargeKind | null;

  constructor(only: ChargeKind | null = null) {
    super();
    this.only = only;
  }

  protected emptyDraft(): ChargeFilterDraft {
    return emptyChargeFilterDraft();
  }
  protected defaultSort(): ChargeSort {
    return { key: 'createdAt', direction: 'desc' };
  }
  protected buildQuery(draft: ChargeFilterDraft, locale: Locale) {
    // A one-kind list shows no kind toggles: its kind is the filter.
    return buildChargeFilterQuery(this.only ? { ...draft, kinds: [this.only] } : draft, locale);
  }
  protected fetchPage(
    filters: ChargeFilters,
    sort: ChargeSort,
    cursor: string | null,
    limit: number,
  ) {
    return invoke('charges:list', { filters, sort, cursor, limit });
  }
  protected fetchTotals(filters: ChargeFilters) {
    return invoke('charges:totals', { filters });
  }
  protected countOf(totals: ChargeTotals): number {
    return totals.count;
  }

  toggleKind(kind: ChargeKind): void {
    this.draft.kinds = toggled(this.draft.kinds, kind);
  }

  toggleState(state: ChargeState): void {
    this.draft.states = toggled(this.draft.states, state);
  }

  /** Only what is overdue: open, due before `today` (the home screen's "Vencidos"). */
  showOverdue(today: string): void {
    this.draft = { ...this.emptyDraft(), states: ['open'], dueTo: addDaysIso(today, -1) };
  }
}

export const chargeList = new ChargeListState();
/** The boletos: the charges list limited to them (`#/boletos`). */
export const boletoChargeList = new ChargeListState('boleto');

/** The state of each list page, by the list it is. */
export const chargeListStates: Record<ListName, ChargeListState> = {
  charges: chargeList,
  boletos: boletoChargeList,
};
