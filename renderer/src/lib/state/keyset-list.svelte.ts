import type { AppError, FieldMessage, Locale, Result } from '../../../../preload/contract/index.ts';
import { i18n } from '../i18n/index.svelte.ts';
import type { Query, RangeDraft } from '../../features/charges/list-filters.ts';

export interface Sort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

export interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 200;
const SEARCH_DEBOUNCE_MS = 200;

/**
 * What the virtual table needs from a list: rows loaded so far, whether more pages exist,
 * the query they answer, and where the user was (kept while the list is not on screen).
 */
export interface VirtualListSource<Row> {
  readonly rows: Row[];
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly loadedOnce: boolean;
  readonly error: AppError | null;
  /** Changes whenever the rows to show change: filters (when valid) or sort. */
  readonly queryKey: string;
  /** How many rows the query has in all, when known (the totals). */
  readonly totalCount: number | null;
  scrollTop: number;
  activeIndex: number;
  focusOnReturn: boolean;
  reload(options?: { keepRows?: boolean }): Promise<void>;
  loadMore(): Promise<void>;
}

/**
 * A list read from the cache page by page with a keyset cursor: filters as typed, sort,
 * pages loaded as the user scrolls, and the totals for the same filters. Subclasses say how
 * to read the filters and which operations answer. An instance lives for the whole session,
 * so coming back from a record keeps the filters and the scroll position.
 */
export abstract class KeysetListState<
  Row,
  Draft extends RangeDraft,
  Filters,
  SortKey extends string,
  Totals,
> implements VirtualListSource<Row> {
  /** What the filter bar shows, as typed (the search box is debounced separately). */
  draft = $state<Draft>(this.emptyDraft());
  sort = $state<Sort<SortKey>>(this.defaultSort());
  /** Restored when the list is shown again. */
  scrollTop = 0;
  /** The row the keyboard is on, and whether to put focus back on it when the list returns. */
  activeIndex = 0;
  focusOnReturn = false;

  #search = $state('');
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #rows = $state.raw<Row[]>([]);
  #cursor: string | null = null;
  #hasMore = $state(false);
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  #totals = $state.raw<Totals | null>(null);
  #loadedQuery = $state.raw<{ filters: Filters; sort: Sort<SortKey> } | null>(null);
  #generation = 0;
  #lastKey = '';

  #query = $derived(this.buildQuery({ ...this.draft, search: this.#search }, i18n.locale));

  protected abstract emptyDraft(): Draft;
  protected abstract defaultSort(): Sort<SortKey>;
  protected abstract buildQuery(draft: Draft, locale: Locale): Query<Filters>;
  protected abstract fetchPage(
    filters: Filters,
    sort: Sort<SortKey>,
    cursor: string | null,
    limit: number,
  ): Promise<Result<Page<Row>>>;
  protected abstract fetchTotals(filters: Filters): Promise<Result<Totals>>;
  protected abstract countOf(totals: Totals): number;

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
  get totalCount(): number | null {
    return this.#totals === null ? null : this.countOf(this.#totals);
  }
  /** The filters and sort of the rows on screen (what an export must match), once loaded. */
  get loadedQuery(): { filters: Filters; sort: Sort<SortKey> } | null {
    return this.#loadedQuery;
  }
  get filterFields(): Record<string, FieldMessage[]> {
    return this.#query.fields;
  }
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

  clearFilters(): void {
    clearTimeout(this.#searchTimer);
    this.draft = this.emptyDraft();
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
    const filters = $state.snapshot(this.#query.filters) as Filters;
    const sort = $state.snapshot(this.sort) as Sort<SortKey>;
    this.#cursor = null;
    this.#loading = true;
    if (!options.keepRows) {
      this.#rows = [];
      this.#hasMore = false;
      this.scrollTop = 0;
      this.activeIndex = 0;
    }
    const [page, totals] = await Promise.all([
      this.fetchPage(filters, sort, null, PAGE_SIZE),
      this.fetchTotals(filters),
    ]);
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    this.#loadedQuery = { filters, sort };
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
    const result = await this.fetchPage(
      $state.snapshot(this.#query.filters) as Filters,
      $state.snapshot(this.sort) as Sort<SortKey>,
      this.#cursor,
      PAGE_SIZE,
    );
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
