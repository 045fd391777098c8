import type { AppError, Result } from '../../../../preload/contract/index.ts';
import type { VirtualListSource } from './keyset-list.svelte.ts';

/** How a list is read: a page of `limit` rows after a row (keyset), for a filter. */
export interface AfterPages<Row, Filter, After> {
  /** Rows asked for at a time: a few screenfuls; more come when the owner asks. */
  pageSize: number;
  /** The most rows one answer may hold (its operation's `limit`). */
  mostRows: number;
  read(filter: Filter, after: After | null, limit: number): Promise<Result<Row[]>>;
  /** Where the page after `row` starts (the columns of the list's order). */
  afterOf(row: Row): After;
}

/**
 * A list read from the cache a page at a time, each page after the last row loaded (keyset),
 * as the received list and the statement are: opening costs one page however many rows are
 * kept, and a row written meanwhile neither repeats nor hides one. A page shorter than asked
 * is the last. It is a `VirtualListSource`, so a virtual table can show it; a list of rows of
 * varying height shows its rows and a "show more" button (`hasMore`, `loadMore`).
 */
export class AfterListState<Row, Filter, After> implements VirtualListSource<Row> {
  scrollTop = 0;
  activeIndex = 0;
  focusOnReturn = false;

  readonly #pages: AfterPages<Row, Filter, After>;
  #filter: Filter;
  #rows = $state.raw<Row[]>([]);
  #hasMore = $state(false);
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  /** The filter the rows answer: the next page goes on with it, whatever is set since. */
  #loadedFilter: Filter;
  #generation = 0;

  constructor(pages: AfterPages<Row, Filter, After>, filter: Filter) {
    this.#pages = pages;
    this.#filter = filter;
    this.#loadedFilter = filter;
  }

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
  /** The filter the rows on screen answer. */
  get loadedFilter(): Filter {
    return this.#loadedFilter;
  }
  get queryKey(): string {
    return JSON.stringify(this.#loadedFilter);
  }
  /** Not counted: the list is as long as the pages read so far say. */
  get totalCount(): null {
    return null;
  }

  /** A new filter: the list starts over from its first page. */
  setFilter(filter: Filter): Promise<void> {
    this.#filter = filter;
    return this.reload();
  }

  /**
   * Starts over from the first page. In place (`keepRows`: the data changed), the rows already
   * loaded come back in one answer (up to the most one holds), so where the owner was stays.
   */
  async reload(options: { keepRows?: boolean } = {}): Promise<void> {
    const generation = ++this.#generation;
    const filter = this.#filter;
    const keepRows = options.keepRows ?? false;
    const limit = keepRows
      ? Math.min(this.#pages.mostRows, Math.max(this.#pages.pageSize, this.#rows.length))
      : this.#pages.pageSize;
    this.#loading = true;
    if (!keepRows) {
      this.scrollTop = 0;
      this.activeIndex = 0;
    }
    const page = await this.#pages.read(filter, null, limit);
    // An older answer never replaces a newer one.
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    this.#loadedFilter = filter;
    if (page.ok) {
      this.#rows = page.value;
      this.#hasMore = page.value.length === limit;
      this.#error = null;
    } else {
      // The rows read before stay on screen under the error when reading in place.
      if (!keepRows) this.#rows = [];
      this.#hasMore = false;
      this.#error = page.error;
    }
  }

  /** The page after the last row loaded; ignored while a page is on its way. */
  async loadMore(): Promise<void> {
    const last = this.#rows.at(-1);
    if (!this.#hasMore || this.#loading || last === undefined) return;
    const generation = this.#generation;
    const limit = this.#pages.pageSize;
    this.#loading = true;
    const page = await this.#pages.read(this.#loadedFilter, this.#pages.afterOf(last), limit);
    if (generation !== this.#generation) return;
    this.#loading = false;
    if (page.ok) {
      this.#rows = this.#rows.concat(page.value);
      this.#hasMore = page.value.length === limit;
    } else {
      this.#hasMore = false;
      this.#error = page.error;
    }
  }
}
