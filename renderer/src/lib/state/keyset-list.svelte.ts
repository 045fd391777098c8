import type { AppError, FieldMessage, Locale, Result } from '../../../../preload/contract/index.ts';
import { i18n } from '../i18n/index.svelte.ts';
import { PagedListState } from './paged-list.svelte.ts';
import { TypingPause } from './typing-pause.ts';
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
 * The query a table mounting now need not read again: the one loaded — coming back to the
 * page — or on its way (the first page, read early); null when the table must read.
 */
export function queryAlreadyRead(source: VirtualListSource<unknown>): string | null {
  return source.loadedOnce || source.loading ? source.queryKey : null;
}

/** The filters and sort a page of a keyset list answers. */
export interface KeysetQuery<Filters, SortKey extends string> {
  filters: Filters;
  sort: Sort<SortKey>;
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
>
  extends PagedListState<Row, KeysetQuery<Filters, SortKey>, string, Page<Row>>
  implements VirtualListSource<Row>
{
  /** What the filter bar shows, as typed (the search box is debounced separately). */
  draft = $state<Draft>(this.emptyDraft());
  sort = $state<Sort<SortKey>>(this.defaultSort());

  /** The search box as the list follows it (once typing pauses). */
  #search = $state('');
  #typing = new TypingPause((text) => (this.#search = text));
  #totals = $state.raw<Totals | null>(null);
  /** Totals are being counted again for a newer query: the ones shown are the last query's. */
  #totalsPending = $state(false);
  /** The key of the last query read, kept while a filter typed since cannot be read. */
  #lastKey = '';

  #query = $derived(this.buildQuery({ ...this.draft, search: this.#search }, i18n.locale));

  constructor() {
    // A virtual table: new filters start over from the top.
    super({ pageSize: PAGE_SIZE, emptyFirst: true });
  }

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

  get totals() {
    return this.#totals;
  }
  get totalsPending(): boolean {
    return this.#totalsPending;
  }
  get totalCount(): number | null {
    return this.#totals === null ? null : this.countOf(this.#totals);
  }

  /**
   * The filters and sort the filter bar shows, once the rows on screen answer them (what an
   * export must match): a search still being typed is applied now, and a reload on its way —
   * for these filters, or for older ones started by a change of the data — is waited for.
   * Null while the filters cannot be read (a field says why).
   */
  async settledQuery(): Promise<KeysetQuery<Filters, SortKey> | null> {
    this.#typing.settle(this.draft.search);
    for (;;) {
      if (!this.canRead()) return null;
      const pending = this.pending;
      if (pending) {
        await pending;
        continue;
      }
      const loaded = this.loadedQuery;
      if (loaded === null || keyOf(loaded) !== this.queryKey) {
        await this.reload({ keepRows: true });
        continue;
      }
      return loaded;
    }
  }
  get filterFields(): Record<string, FieldMessage[]> {
    return this.#query.fields;
  }
  get queryKey(): string {
    if (!this.canRead()) return this.#lastKey;
    return keyOf({ filters: this.#query.filters, sort: this.sort });
  }

  setSearch(text: string): void {
    this.draft.search = text;
    this.#typing.typed(text);
  }

  clearFilters(): void {
    this.#typing.cancel();
    this.draft = this.emptyDraft();
    this.#search = '';
  }

  sortBy(key: SortKey): void {
    this.sort =
      this.sort.key === key
        ? { key, direction: this.sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'desc' };
  }

  protected override canRead(): boolean {
    return Object.keys(this.#query.fields).length === 0;
  }
  protected queryToRead(): KeysetQuery<Filters, SortKey> {
    this.#lastKey = this.queryKey;
    return {
      filters: $state.snapshot(this.#query.filters) as Filters,
      sort: $state.snapshot(this.sort) as Sort<SortKey>,
    };
  }
  protected readPage(query: KeysetQuery<Filters, SortKey>, cursor: string | null, limit: number) {
    return this.fetchPage(query.filters, query.sort, cursor, limit);
  }
  protected pageOf(page: Page<Row>) {
    return { rows: page.items, next: page.nextCursor };
  }
  /** The totals for the same filters, after the first page's rows (counting them is longer). */
  protected override async readBesideFirst(query: KeysetQuery<Filters, SortKey>) {
    this.#totalsPending = true;
    const totals = await this.fetchTotals(query.filters);
    return () => {
      this.#totals = totals.ok ? totals.value : null;
      this.#totalsPending = false;
    };
  }
}

/** Changes whenever the rows to show change: filters or sort. */
function keyOf(query: KeysetQuery<unknown, string>): string {
  return JSON.stringify([query.filters, query.sort]);
}
