import type { EventName, HomeSummary, Locale } from '../../preload/contract/index.ts';

// The number on the dock or task-bar icon: how many payments came in today. It is the home
// screen's own figure (`home:summary`, São Paulo's day, Pix included), so the icon and the
// screen never disagree. Plain Node; `badge.ts` shows it.

export interface ReceivedTodayOptions {
  /** The home screen's figures, from the cache. */
  summary: () => Promise<HomeSummary> | HomeSummary;
  /** Main's event bus: what may change the figure (a sync, an event from the bank, a switch). */
  events: { subscribe(listener: (name: EventName) => void): () => void };
  /** Told the count when it changes (and once at the start). */
  onCount: (count: number) => void;
  /**
   * How often it is read again regardless: the day turns at midnight with no event, and a
   * payment simulated on the sandbox tells none either.
   */
  everyMs?: number;
}

/** Events that cannot change the figure (a sync's progress ticks many times a second). */
const IRRELEVANT: ReadonlySet<EventName> = new Set([
  'sync:progress',
  'connection:changed',
  'menu:command',
  'settings:locale-changed',
]);

/**
 * Follows the count of payments received today; returns the function that stops it. Reads
 * run one at a time: events during a read ask for one more read after it, not one each.
 */
export function watchReceivedToday(options: ReceivedTodayOptions): () => void {
  let shown: number | null = null;
  let reading = false;
  let again = false;
  let stopped = false;

  const read = async (): Promise<void> => {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        let count: number | null = null;
        try {
          count = (await options.summary()).receivedToday.count;
        } catch {
          // No cache yet (a profile being switched): the icon keeps its number until the next read.
        }
        if (!stopped && count !== null && count !== shown) {
          shown = count;
          options.onCount(count);
        }
      } while (again && !stopped);
    } finally {
      reading = false;
    }
  };

  const unsubscribe = options.events.subscribe((name) => {
    if (!IRRELEVANT.has(name)) void read();
  });
  const timer = setInterval(() => void read(), options.everyMs ?? 60_000);
  timer.unref?.();
  void read();

  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
}

/** The picture shown over the Windows task-bar icon (`build/badges/<name>.png`); none for 0. */
export function badgeImageName(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** What the overlay says to a screen reader, in the owner's language. */
export function badgeDescription(count: number, locale: Locale): string {
  const n = new Intl.NumberFormat(locale).format(count);
  if (locale === 'en')
    return count === 1 ? '1 payment received today' : `${n} payments received today`;
  return count === 1 ? '1 pagamento recebido hoje' : `${n} pagamentos recebidos hoje`;
}
