import type { Result } from '../../../../preload/contract/index.ts';
import type { VirtualListSource } from './keyset-list.svelte.ts';
import { PagedListState, type PagedListSize } from './paged-list.svelte.ts';

/** How a list is read: a page of `limit` rows after a row (keyset), for a filter. */
export interface AfterPages<Row, Filter, After> extends PagedListSize {
  read(filter: Filter, after: After | null, limit: number): Promise<Result<Row[]>>;
  /** Where the page after `row` starts (the columns of the list's order). */
  afterOf(row: Row): After;
}

/**
 * A list read from the cache a page at a time, each page after the last row loaded (keyset):
 * opening costs one page however many rows are kept, and a row written meanwhile neither
 * repeats nor hides one. A page shorter than asked is the last. It is a `VirtualListSource`,
 * so a virtual table can show it (the received list); a list of rows of varying height shows
 * its rows and a "show more" button (`PagedRows`: sent, the activity log, the bank events).
 */
export class AfterListState<Row, Filter, After>
  extends PagedListState<Row, Filter, After, Row[]>
  implements VirtualListSource<Row>
{
  readonly #pages: AfterPages<Row, Filter, After>;
  #filter: Filter;

  constructor(pages: AfterPages<Row, Filter, After>, filter: Filter) {
    super(pages);
    this.#pages = pages;
    this.#filter = $state.raw(filter);
  }

  /** The filter the list follows (the rows on screen answer it once read). */
  get filter(): Filter {
    return this.#filter;
  }
  /** Changes whenever the rows to show change: the filter. */
  get queryKey(): string {
    return JSON.stringify(this.#filter);
  }
  /** Not counted: the list is as long as the pages read so far say. */
  get totalCount(): null {
    return null;
  }

  /** A new filter: the list starts over from its first page. */
  setFilter(filter: Filter): Promise<void> {
    this.follow(filter);
    return this.reload();
  }

  /** A new filter, read when the list is next reloaded (by the table that watches `queryKey`). */
  protected follow(filter: Filter): void {
    this.#filter = filter;
  }

  protected queryToRead(): Filter {
    return this.#filter;
  }
  protected readPage(filter: Filter, after: After | null, limit: number) {
    return this.#pages.read(filter, after, limit);
  }
  /** A full page may have more after it; a shorter one is the last. */
  protected pageOf(rows: Row[], limit: number) {
    const last = rows.at(-1);
    return {
      rows,
      next: rows.length === limit && last !== undefined ? this.#pages.afterOf(last) : null,
    };
  }
}
