/**
 * The São Paulo calendar day of a UTC instant, as SQL that SQLite evaluates alone (in a
 * trigger or a generated column, on any connection, with no function of the app registered).
 *
 * São Paulo is UTC−3, and was UTC−2 in the summers it kept daylight saving (until February
 * 2019). The summers are read once from the time-zone data of the runtime that builds the SQL
 * and written into it as ranges of instants; every instant after the last one takes the
 * −3 hours branch first. Instants are `sortableInstant` text (`2025-01-31T13:45:00.000Z`), so
 * the ranges compare as text.
 */

const ZONE = 'America/Sao_Paulo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Summers last months: a week's step finds every change, then an hour's search places it. */
const STEP = 7 * DAY;
/** São Paulo's standard offset since 1914, in minutes. */
const STANDARD_MINUTES = -180;

const offsets = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });

/** The zone's offset at `ms`, in minutes (`GMT-02:00` → −120). */
function offsetMinutes(ms: number): number {
  const name = offsets.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first hour in (from, to] whose offset differs from the one at `from`. */
function changeWithin(from: number, to: number): number {
  const before = offsetMinutes(from);
  let low = from;
  let high = to;
  while (high - low > HOUR) {
    const middle = low + Math.floor((high - low) / 2 / HOUR) * HOUR;
    if (offsetMinutes(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** A span of instants `[from, to)` in which São Paulo was not at its standard offset. */
export interface OffsetSpan {
  from: string;
  to: string;
  minutes: number;
}

let spans: OffsetSpan[] | null = null;

/** Every span off the standard offset from 1914 to ten years from now, oldest first. */
export function saoPauloSummerSpans(): OffsetSpan[] {
  if (spans) return spans;
  const found: OffsetSpan[] = [];
  const end = Date.now() + 10 * 365 * DAY;
  let open: { from: number; minutes: number } | null = null;
  let at = Date.UTC(1914, 1, 1);
  let current = offsetMinutes(at);
  while (at < end) {
    const next = at + STEP;
    const offset = offsetMinutes(next);
    if (offset !== current) {
      const change = changeWithin(at, next);
      if (open) found.push({ ...spanText(open.from, change), minutes: open.minutes });
      open = offset === STANDARD_MINUTES ? null : { from: change, minutes: offset };
      current = offset;
    }
    at = next;
  }
  if (open) found.push({ ...spanText(open.from, end), minutes: open.minutes });
  spans = found;
  return found;
}

function spanText(from: number, to: number): { from: string; to: string } {
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

const modifier = (minutes: number) => `'${minutes} minutes'`;

/**
 * SQL for the São Paulo day (`YYYY-MM-DD`) of `instant`, an expression yielding
 * `sortableInstant` text; NULL when it is not an instant.
 */
export function saoPauloDaySql(instant: string): string {
  const summers = saoPauloSummerSpans();
  const last = summers.at(-1)?.to;
  const branches = summers.map(
    (s) => `WHEN ${instant} >= '${s.from}' AND ${instant} < '${s.to}' THEN ${modifier(s.minutes)}`,
  );
  const recent =
    last === undefined ? [] : [`WHEN ${instant} >= '${last}' THEN ${modifier(STANDARD_MINUTES)}`];
  return `date(${instant}, CASE ${[...recent, ...branches].join(' ')} ELSE ${modifier(STANDARD_MINUTES)} END)`;
}

/** The same day, in JavaScript (the exports and the tests). */
export function saoPauloDayOf(instant: string): string {
  const ms = Date.parse(instant);
  return new Date(ms + offsetMinutes(ms) * 60_000).toISOString().slice(0, 10);
}

/**
 * The first instant of the São Paulo day `day` (`YYYY-MM-DD`), as `sortableInstant` text: its
 * midnight, or the hour the clock jumped to when daylight saving began at midnight. Offsets
 * change on whole hours, so the first minute found is the day's first instant.
 */
export function saoPauloDayStart(day: string): string {
  // São Paulo's offsets have been −3 and −2 hours: the day starts between 02:00 and 04:00 UTC.
  let low = Date.parse(`${day}T00:00:00Z`);
  let high = low + 5 * HOUR;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
    if (saoPauloDayOf(new Date(middle).toISOString()) >= day) high = middle;
    else low = middle;
  }
  return new Date(high).toISOString();
}
