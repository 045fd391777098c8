import type { AppError, Result } from '../../../../preload/contract/index.ts';

/** What a list reads at a time, and how far it may read again in place. */
export interface PagedListSize {
  /** Rows asked for at a time: a few screenfuls; more come when the owner asks. */
  pageSize: number;
  /**
   * The most rows one answer may hold (its operation's `limit`), when a list read again in place
   * asks for the rows already loaded in one answer; without it, it asks for one page.
   */
  mostRows?: number;
  /**
   * A list that starts over empties at once and shows no row once a read fails (a virtual
   * table, scrolled back to the top); otherwise the rows on screen stay until the answer.
   */
  emptyFirst?: boolean;
}

/**
 * A list read a page at a time, each page starting where the last one ended (a keyset cursor):
 * the rows loaded so far, whether more exist, and the query they answer. An older answer never
 * replaces a newer one, and the next page goes on with the query of the rows on screen,
 * whatever is typed since. Subclasses say which query to read, how, and what a page holds.
 */
export abstract class PagedListState<Row, Query, Cursor, Answer> {
  /** Restored when the list is shown again. */
  scrollTop = 0;
  /** The row the keyboard is on, and whether to put focus back on it when the list returns. */
  activeIndex = 0;
  focusOnReturn = false;

  readonly #size: PagedListSize;
  #rows = $state.raw<Row[]>([]);
  #hasMore = $state(false);
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  /** The query the rows on screen answer (boxed: a list of everything reads a null query). */
  #loaded = $state.raw<{ query: Query } | null>(null);
  #next: Cursor | null = null;
  /** The newest reload while it is on its way. */
  #pending: Promise<void> | null = null;
  #generation = 0;

  constructor(size: PagedListSize) {
    this.#size = size;
  }

  /** The query a first page is read for now, once `canRead`. */
  protected abstract queryToRead(): Query;
  protected abstract readPage(
    query: Query,
    after: Cursor | null,
    limit: number,
  ): Promise<Result<Answer>>;
  /** A page's rows, and where the page after it starts (null: it was the last). */
  protected abstract pageOf(answer: Answer, limit: number): { rows: Row[]; next: Cursor | null };

  /** Whether the query as typed can be read: not while a field says why it cannot. */
  protected canRead(): boolean {
    return true;
  }

  /**
   * Read beside each first page, for the same query (the totals): it lands after the page, for
   * that page's query only (a newer reload drops it). Resolves to what to do then.
   */
  protected async readBesideFirst(_query: Query): Promise<() => void> {
    return () => {};
  }

  /** What a page brings besides its rows (day sums), once it lands; null: it could not be read. */
  protected took(_answer: Answer | null, _first: boolean): void {}

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
  /** The query of the rows on screen, once loaded. */
  get loadedQuery(): Query | null {
    return this.#loaded?.query ?? null;
  }
  /** The newest reload while it is on its way, else null. */
  protected get pending(): Promise<void> | null {
    return this.#pending;
  }

  /**
   * The data changed (a sync finished, a record was written): reloads in place when the list
   * has been shown — also while its first load is still on its way, which may have read the
   * cache before the change; a list never shown loads when it is opened.
   */
  refreshIfShown(): void {
    if (this.#loadedOnce || this.#pending !== null) void this.reload({ keepRows: true });
  }

  /**
   * Starts the first read now, unless one was made or is on its way: the page the app opens
   * on asks for its rows while its own code is still loading (`start.ts`).
   */
  readEarly(): void {
    if (!this.#loadedOnce && this.#pending === null) void this.reload();
  }

  /**
   * Starts over from the first page (the query changed, or the data did). In place
   * (`keepRows`), where the owner was stays.
   */
  reload(options: { keepRows?: boolean } = {}): Promise<void> {
    if (!this.canRead()) return Promise.resolve();
    const pending = this.#load(this.queryToRead(), options.keepRows ?? false);
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = null;
    });
    return pending;
  }

  async #load(query: Query, keepRows: boolean): Promise<void> {
    const generation = ++this.#generation;
    const { pageSize, mostRows, emptyFirst = false } = this.#size;
    // Read again in place, the rows already loaded come back in one answer (up to the most one
    // holds), so the row the owner was on is still there.
    const limit =
      keepRows && mostRows !== undefined
        ? Math.min(mostRows, Math.max(pageSize, this.#rows.length))
        : pageSize;
    this.#loading = true;
    if (!keepRows) {
      this.scrollTop = 0;
      this.activeIndex = 0;
      if (emptyFirst) this.#show([], null);
    }
    // The page is asked first and shown as soon as it comes: what is read beside it (the
    // totals) lands after it, and the rows never wait for it.
    const pageRead = this.readPage(query, null, limit);
    const besideRead = this.readBesideFirst(query);
    const answer = await pageRead;
    // An older answer never replaces a newer one.
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    this.#loaded = { query };
    if (answer.ok) {
      const page = this.pageOf(answer.value, limit);
      this.#show(page.rows, page.next);
      this.#error = null;
    } else {
      // Read in place, the rows read before stay on screen under the error (a list of its own).
      this.#show(keepRows && !emptyFirst ? this.#rows : [], null);
      this.#error = answer.error;
    }
    this.took(answer.ok ? answer.value : null, true);
    const landBeside = await besideRead;
    if (generation === this.#generation) landBeside();
  }

  /** The page after the last row loaded; ignored while a page is on its way. */
  async loadMore(): Promise<void> {
    // The next page goes on with the query of the rows on screen, whatever is typed since.
    const after = this.#next;
    const loaded = this.#loaded;
    if (after === null || loaded === null || this.#loading) return;
    const generation = this.#generation;
    const limit = this.#size.pageSize;
    this.#loading = true;
    const answer = await this.readPage(loaded.query, after, limit);
    if (generation !== this.#generation) return;
    this.#loading = false;
    if (answer.ok) {
      const page = this.pageOf(answer.value, limit);
      this.#show(this.#rows.concat(page.rows), page.next);
    } else {
      this.#show(this.#rows, null);
      this.#error = answer.error;
    }
    this.took(answer.ok ? answer.value : null, false);
  }

  #show(rows: Row[], next: Cursor | null): void {
    this.#rows = rows;
    this.#next = next;
    this.#hasMore = next !== null;
  }
}
