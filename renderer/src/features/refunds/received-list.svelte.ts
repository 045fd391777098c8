import type { ReceivedAfter, ReceivedPixView } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { AfterListState } from '../../lib/state/after-list.svelte.ts';
import { TypingPause } from '../../lib/state/typing-pause.ts';

/** Rows asked for at a time: a few screenfuls; more come as the owner scrolls. */
export const RECEIVED_PAGE_SIZE = 100;
/** The most rows one `received:list` answer holds (its `limit`). */
const MOST_ROWS = 500;

/**
 * The received list (`received:list`), read from the cache a page at a time, newest first:
 * each page starts after the last row loaded (keyset), so opening it costs one page however
 * many Pix were received. Its filter is the search, once typing pauses; the table reads it
 * again when it changes. The instance lives for the session, so coming back from a received
 * Pix keeps the search, the scroll position and the row the keyboard was on.
 */
export class ReceivedListState extends AfterListState<ReceivedPixView, string, ReceivedAfter> {
  /** The search box as typed; the list follows it once typing pauses. */
  search = $state('');

  #typing = new TypingPause((text) => this.follow(text.trim()));
  #profile: string | null = null;
  #refreshNext = false;

  constructor() {
    super(
      {
        pageSize: RECEIVED_PAGE_SIZE,
        mostRows: MOST_ROWS,
        // A virtual table: a new search starts over from the top.
        emptyFirst: true,
        read: (search, after, limit) => invoke('received:list', { search, after, limit }),
        afterOf: (row) => ({ paidAt: row.paidAt, endToEndId: row.endToEndId }),
      },
      '',
    );
  }

  setSearch(text: string): void {
    this.search = text;
    this.#typing.typed(text);
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
    // A list never shown: the table's first load, about to start, takes the refresh with it.
    if (another) void this.reload();
    else this.refreshIfShown();
  }

  /** The first page again, after the local sandbox is asked what it received. */
  refresh(): Promise<void> {
    this.#refreshNext = true;
    return this.reload({ keepRows: true });
  }

  /** A first page takes the question to the bank with it, when one is due. */
  protected override readPage(search: string, after: ReceivedAfter | null, limit: number) {
    if (after !== null) return super.readPage(search, after, limit);
    const refresh = this.#refreshNext;
    this.#refreshNext = false;
    return invoke('received:list', { search, refresh, after, limit });
  }
}

export const receivedList = new ReceivedListState();
