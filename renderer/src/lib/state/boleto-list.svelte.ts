import type {
  AppError,
  BoletoRow,
  BoletoStatus,
  BoletoTotals,
  FieldMessage,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../api.ts';
import { i18n } from '../i18n/index.svelte.ts';
import { buildFilterQuery, emptyFilterDraft, type FilterDraft } from '../list-filters.ts';

export type SortKey = 'dueDate' | 'createdAt' | 'amount';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export const PAGE_SIZE = 200;
const SEARCH_DEBOUNCE_MS = 200;

/**
 * The boleto list: filters, sort, pages loaded by keyset cursor as the user scrolls, and the
 * totals for the same filters. Lives for the whole session so coming back from a detail keeps
 * the filters and the scroll position.
 */
export class BoletoListState {
  /** What the filter bar shows, as typed (the search box is debounced separately). */
  draft = $state<FilterDraft>(emptyFilterDraft());
  sort = $state<Sort>({ key: 'dueDate', direction: 'desc' });
  /** Restored when the list is shown again. */
  scrollTop = 0;
  /** The row the keyboard is on, and whether to put focus back on it when the list returns. */
  activeIndex = 0;
  focusOnReturn = false;

  #search = $state('');
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #rows = $state.raw<BoletoRow[]>([]);
  #cursor: string | null = null;
  #hasMore = $state(false);
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  #totals = $state.raw<BoletoTotals | null>(null);
  #generation = 0;
  #lastKey = '';

  #query = $derived(buildFilterQuery({ ...this.draft, search: this.#search }, i18n.locale));

  get rows() {
    return this.#rows;
  }
  get hasMore() {
    return this.#hasMore;
  }
  get loading() {
    return this.#loading;
  }
  get loadedOnce() {
    return this.#loadedOnce;
  }
  get error() {
    return this.#error;
  }
  get totals() {
    return this.#totals;
  }
  get filterFields(): Record<string, FieldMessage[]> {
    return this.#query.fields;
  }
  /** Changes whenever the rows to show change: filters (when valid) or sort. */
  get queryKey(): string {
    if (Object.keys(this.#query.fields).length > 0) return this.#lastKey;
    return JSON.stringify([this.#query.filters, this.sort]);
  }

  setSearch(text: string): void {
    this.draft.search = text;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => {
      this.#search = text;
    }, SEARCH_DEBOUNCE_MS);
  }

  toggleStatus(status: BoletoStatus): void {
    const has = this.draft.statuses.includes(status);
    this.draft.statuses = has
      ? this.draft.statuses.filter((s) => s !== status)
      : [...this.draft.statuses, status];
  }

  clearFilters(): void {
    clearTimeout(this.#searchTimer);
    this.draft = emptyFilterDraft();
    this.#search = '';
  }

  sortBy(key: SortKey): void {
    this.sort =
      this.sort.key === key
        ? { key, direction: this.sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'desc' };
  }

  /** Starts over from the first page (filters or sort changed, or the data did). */
  async reload(options: { keepRows?: boolean } = {}): Promise<void> {
    if (Object.keys(this.#query.fields).length > 0) return;
    this.#lastKey = this.queryKey;
    const generation = ++this.#generation;
    const filters = $state.snapshot(this.#query.filters);
    const sort = $state.snapshot(this.sort);
    this.#cursor = null;
    this.#loading = true;
    if (!options.keepRows) {
      this.#rows = [];
      this.#hasMore = false;
      this.scrollTop = 0;
      this.activeIndex = 0;
    }
    const [page, totals] = await Promise.all([
      invoke('boletos:list', { filters, sort, cursor: null, limit: PAGE_SIZE }),
      invoke('boletos:totals', { filters }),
    ]);
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    if (page.ok) {
      this.#rows = page.value.items;
      this.#cursor = page.value.nextCursor;
      this.#hasMore = page.value.nextCursor !== null;
      this.#error = null;
    } else {
      this.#rows = [];
      this.#hasMore = false;
      this.#error = page.error;
    }
    this.#totals = totals.ok ? totals.value : null;
  }

  /** The next page after the last loaded row; ignored while a page is on its way. */
  async loadMore(): Promise<void> {
    if (!this.#hasMore || this.#loading || this.#cursor === null) return;
    const generation = this.#generation;
    this.#loading = true;
    const result = await invoke('boletos:list', {
      filters: $state.snapshot(this.#query.filters),
      sort: $state.snapshot(this.sort),
      cursor: this.#cursor,
      limit: PAGE_SIZE,
    });
    if (generation !== this.#generation) return;
    this.#loading = false;
    if (result.ok) {
      this.#rows = this.#rows.concat(result.value.items);
      this.#cursor = result.value.nextCursor;
      this.#hasMore = result.value.nextCursor !== null;
    } else {
      this.#hasMore = false;
      this.#error = result.error;
    }
  }
}

export const boletoList = new BoletoListState();
