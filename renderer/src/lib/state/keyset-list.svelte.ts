import type { AppError, FieldMessage, Locale, Result } from '../../../../preload/contract/index.ts';
import { i18n } from '../i18n/index.svelte.ts';
import type { Query, RangeDraft } from '../list-query.ts';

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
  /** The key of `#loadedQuery`, to tell whether the rows answer the filter bar. */
  #loadedKey: string | null = null;
  /** The newest reload while it is on its way. */
  #pending: Promise<void> | null = null;
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
  /** The filters and sort of the rows on screen, once loaded. */
  get loadedQuery(): { filters: Filters; sort: Sort<SortKey> } | null {
    return this.#loadedQuery;
  }

  /**
   * The filters and sort the filter bar shows, once the rows on screen answer them (what an
   * export must match): a search still being typed is applied now, and a reload on its way —
   * for these filters, or for older ones started by a change of the data — is waited for.
   * Null while the filters cannot be read (a field says why).
   */
  async settledQuery(): Promise<{ filters: Filters; sort: Sort<SortKey> } | null> {
    if (this.#searchTimer !== undefined) {
      clearTimeout(this.#searchTimer);
      this.#searchTimer = undefined;
      this.#search = this.draft.search;
    }
    for (;;) {
      if (Object.keys(this.#query.fields).length > 0) return null;
      if (this.#pending) {
        await this.#pending;
        continue;
      }
      if (this.#loadedKey !== this.queryKey) {
        await this.reload({ keepRows: true });
        continue;
      }
      return this.#loadedQuery;
    }
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
      this.#searchTimer = undefined;
      this.#search = text;
    }, SEARCH_DEBOUNCE_MS);
  }

  clearFilters(): void {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    this.draft = this.emptyDraft();
    this.#search = '';
  }

  sortBy(key: SortKey): void {
    this.sort =
      this.sort.key === key
        ? { key, direction: this.sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'desc' };
  }

  /**
   * The data changed (a sync finished, a record was written): reloads in place when the list
   * has been shown — also while its first load is still on its way, which may have read the
   * cache before the change; a list never shown loads when it is opened.
   */
  refreshIfShown(): void {
    if (this.#loadedOnce || this.#pending !== null) void this.reload({ keepRows: true });
  }

  /** Starts over from the first page (filters or sort changed, or the data did). */
  reload(options: { keepRows?: boolean } = {}): Promise<void> {
    if (Object.keys(this.#query.fields).length > 0) return Promise.resolve();
    const pending = this.#load(options);
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = null;
    });
    return pending;
  }

  async #load(options: { keepRows?: boolean }): Promise<void> {
    const key = this.queryKey;
    this.#lastKey = key;
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
    this.#loadedKey = key;
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
    const loaded = this.#loadedQuery;
    if (!this.#hasMore || this.#loading || this.#cursor === null || !loaded) return;
    const generation = this.#generation;
    this.#loading = true;
    // The cursor belongs to the rows' own query, not to filters typed since (a reload for
    // those is on its way, or they cannot be read yet).
    const result = await this.fetchPage(loaded.filters, loaded.sort, this.#cursor, PAGE_SIZE);
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
