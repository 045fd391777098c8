import type { AppError, ReceivedPixView } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import type { VirtualListSource } from '../../lib/state/keyset-list.svelte.ts';

/** Rows asked for at a time: a few screenfuls; more come as the owner scrolls. */
export const RECEIVED_PAGE_SIZE = 100;
/** The most rows one `received:list` answer holds (its `limit`). */
const MOST_ROWS = 500;
const SEARCH_DEBOUNCE_MS = 200;

/**
 * The received list (`received:list`), read from the cache a page at a time, newest first:
 * each page starts after the last row loaded (keyset), so opening it costs one page however
 * many Pix were received. The instance lives for the session, so coming back from a received
 * Pix keeps the search, the scroll position and the row the keyboard was on.
 */
export class ReceivedListState implements VirtualListSource<ReceivedPixView> {
  /** The search box as typed; the list follows it once typing pauses. */
  search = $state('');
  scrollTop = 0;
  activeIndex = 0;
  focusOnReturn = false;

  #applied = $state('');
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #rows = $state.raw<ReceivedPixView[]>([]);
  #hasMore = $state(false);
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  /** The search the rows answer: the next page goes on with it, whatever is typed since. */
  #loadedSearch = '';
  #profile: string | null = null;
  #refreshNext = false;
  #pending: Promise<void> | null = null;
  #generation = 0;

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
  /** The rows to show change with the search (the table starts over from the top). */
  get queryKey(): string {
    return this.#applied;
  }
  /** Not counted: the list is as long as the pages read so far say. */
  get totalCount(): null {
    return null;
  }

  setSearch(text: string): void {
    this.search = text;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => {
      this.#searchTimer = undefined;
      this.#applied = text.trim();
    }, SEARCH_DEBOUNCE_MS);
  }

  /**
   * The page was opened (`profileId` is the active profile's): the first page is read again
   * and, on the local sandbox, the bank is asked what it received. Rows on screen stay while
   * it is read, unless they are another profile's.
   */
  opened(profileId: string | null): void {
    const another = this.#profile !== null && profileId !== this.#profile;
    this.#profile = profileId;
    this.#refreshNext = true;
    if (another) void this.reload();
    else if (this.#loadedOnce || this.#pending !== null) void this.reload({ keepRows: true });
    // Otherwise the table's first load, about to start, takes the refresh with it.
  }

  /** The first page again, after the local sandbox is asked what it received. */
  refresh(): Promise<void> {
    this.#refreshNext = true;
    return this.reload({ keepRows: true });
  }

  /** Starts over from the first page (the search changed, or the data did). */
  reload(options: { keepRows?: boolean } = {}): Promise<void> {
    const pending = this.#load(options.keepRows ?? false);
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = null;
    });
    return pending;
  }

  async #load(keepRows: boolean): Promise<void> {
    const generation = ++this.#generation;
    const refresh = this.#refreshNext;
    this.#refreshNext = false;
    const search = this.#applied;
    // Read again in place, the rows already loaded come back in one answer (up to the most
    // the operation gives), so the row the owner was on is still there.
    const limit = keepRows
      ? Math.min(MOST_ROWS, Math.max(RECEIVED_PAGE_SIZE, this.#rows.length))
      : RECEIVED_PAGE_SIZE;
    this.#loading = true;
    if (!keepRows) {
      this.#rows = [];
      this.#hasMore = false;
      this.scrollTop = 0;
      this.activeIndex = 0;
    }
    const page = await invoke('received:list', {
      search,
      refresh,
      after: null,
      limit,
    });
    // An older answer never replaces a newer one.
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    this.#loadedSearch = search;
    if (page.ok) {
      this.#rows = page.value;
      this.#hasMore = page.value.length === limit;
      this.#error = null;
    } else {
      this.#rows = [];
      this.#hasMore = false;
      this.#error = page.error;
    }
  }

  /** The page after the last loaded row; ignored while a page is on its way. */
  async loadMore(): Promise<void> {
    const last = this.#rows.at(-1);
    if (!this.#hasMore || this.#loading || last === undefined) return;
    const generation = this.#generation;
    this.#loading = true;
    const page = await invoke('received:list', {
      search: this.#loadedSearch,
      after: { paidAt: last.paidAt, endToEndId: last.endToEndId },
      limit: RECEIVED_PAGE_SIZE,
    });
    if (generation !== this.#generation) return;
    this.#loading = false;
    if (page.ok) {
      this.#rows = this.#rows.concat(page.value);
      // A full page may have more after it; a short one is the last.
      this.#hasMore = page.value.length === RECEIVED_PAGE_SIZE;
    } else {
      this.#hasMore = false;
      this.#error = page.error;
    }
  }
}

export const receivedList = new ReceivedListState();
