import type {
  AppError,
  StatementAfter,
  StatementDay,
  StatementFilters,
  StatementKind,
  StatementLine,
  StatementSums,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import {
  buildStatementQuery,
  emptyStatementDraft,
  periodOfPreset,
  type PeriodPreset,
  type StatementDraft,
} from './statement-filters.ts';

/** Lines asked for at a time: a few screenfuls; more come when the owner asks. */
export const STATEMENT_PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 200;

/** One day of the statement as shown: its lines loaded so far and the whole day's sums. */
export interface StatementDayGroup {
  day: string;
  lines: StatementLine[];
  sums: StatementDay | null;
}

/**
 * The statement (`statement:list`), read a page at a time, newest first: each page starts
 * after the last line loaded (keyset), so opening costs one page and the period's sums (read
 * from the days' sums) however many lines are kept. The instance lives for the session, so
 * coming back keeps the filters.
 */
export class StatementListState {
  /** The filter bar as typed; the search box is applied once typing pauses. */
  draft = $state<StatementDraft>(emptyStatementDraft());

  #search = $state('');
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #lines = $state.raw<StatementLine[]>([]);
  /** Each day's sums, by day (replaced whole, never mutated: `$state.raw`). */
  #days = $state.raw<Readonly<Record<string, StatementDay>>>({});
  #totals = $state.raw<StatementSums | null>(null);
  #next: StatementAfter | null = null;
  #loading = $state(false);
  #loadedOnce = $state(false);
  #error = $state.raw<AppError | null>(null);
  /** The filters the lines on screen answer: the next page and the exports use them. */
  #loaded = $state.raw<StatementFilters | null>(null);
  #hasMore = $state(false);
  #generation = 0;

  #query = $derived(buildStatementQuery({ ...this.draft, search: this.#search }));

  get lines() {
    return this.#lines;
  }
  get totals() {
    return this.#totals;
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
  get hasMore() {
    return this.#hasMore;
  }
  get loadedFilters() {
    return this.#loaded;
  }
  get fields() {
    return this.#query.fields;
  }
  /** Changes whenever the lines to show change; the same while a filter cannot be read. */
  get queryKey(): string | null {
    return Object.keys(this.#query.fields).length > 0 ? null : JSON.stringify(this.#query.filters);
  }

  /** The lines by day, newest first, each with its day's sums. */
  get groups(): StatementDayGroup[] {
    const groups: StatementDayGroup[] = [];
    for (const line of this.#lines) {
      const last = groups.at(-1);
      if (last?.day === line.day) last.lines.push(line);
      else groups.push({ day: line.day, lines: [line], sums: this.#days[line.day] ?? null });
    }
    return groups;
  }

  setSearch(text: string): void {
    this.draft.search = text;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => {
      this.#searchTimer = undefined;
      this.#search = text;
    }, SEARCH_DEBOUNCE_MS);
  }

  setPeriod(preset: PeriodPreset, today: string): void {
    const { from, to } = periodOfPreset(preset, today);
    this.draft.from = from;
    this.draft.to = to;
  }

  toggleKind(kind: StatementKind): void {
    const kinds = this.draft.kinds;
    this.draft.kinds = kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind];
  }

  clear(): void {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    this.draft = emptyStatementDraft();
    this.#search = '';
  }

  /** The first page again, for the filters as typed (ignored while one cannot be read). */
  async reload(): Promise<void> {
    if (this.queryKey === null) return;
    const generation = ++this.#generation;
    const filters = $state.snapshot(this.#query.filters) as StatementFilters;
    this.#loading = true;
    const page = await invoke('statement:list', {
      filters,
      after: null,
      limit: STATEMENT_PAGE_SIZE,
    });
    // An older answer never replaces a newer one.
    if (generation !== this.#generation) return;
    this.#loading = false;
    this.#loadedOnce = true;
    this.#loaded = filters;
    if (page.ok) {
      this.#lines = page.value.lines;
      this.#days = Object.fromEntries(page.value.days.map((d) => [d.day, d]));
      this.#totals = page.value.totals;
      this.#next = page.value.next;
      this.#error = null;
    } else {
      this.#lines = [];
      this.#days = {};
      this.#totals = null;
      this.#next = null;
      this.#error = page.error;
    }
    this.#hasMore = this.#next !== null;
  }

  /** The page after the last line loaded, for the filters those lines answer. */
  async loadMore(): Promise<void> {
    const after = this.#next;
    const filters = this.#loaded;
    if (after === null || filters === null || this.#loading) return;
    const generation = this.#generation;
    this.#loading = true;
    const page = await invoke('statement:list', { filters, after, limit: STATEMENT_PAGE_SIZE });
    if (generation !== this.#generation) return;
    this.#loading = false;
    if (page.ok) {
      this.#lines = this.#lines.concat(page.value.lines);
      this.#days = {
        ...this.#days,
        ...Object.fromEntries(page.value.days.map((d) => [d.day, d])),
      };
      this.#next = page.value.next;
    } else {
      this.#next = null;
      this.#error = page.error;
    }
    this.#hasMore = this.#next !== null;
  }
}

export const statementList = new StatementListState();
