import type {
  StatementAfter,
  StatementDay,
  StatementFilters,
  StatementKind,
  StatementLine,
  StatementPage,
  StatementSums,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { PagedListState } from '../../lib/state/paged-list.svelte.ts';
import { TypingPause } from '../../lib/state/typing-pause.ts';
import {
  buildStatementQuery,
  emptyStatementDraft,
  periodOfPreset,
  type PeriodPreset,
  type StatementDraft,
} from './statement-filters.ts';

/** Lines asked for at a time: a few screenfuls; more come when the owner asks. */
export const STATEMENT_PAGE_SIZE = 100;

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
export class StatementListState extends PagedListState<
  StatementLine,
  StatementFilters,
  StatementAfter,
  StatementPage
> {
  /** The filter bar as typed; the search box is applied once typing pauses. */
  draft = $state<StatementDraft>(emptyStatementDraft());

  /** The search box as the statement follows it (once typing pauses). */
  #search = $state('');
  #typing = new TypingPause((text) => (this.#search = text));
  /** Each day's sums, by day (replaced whole, never mutated: `$state.raw`). */
  #days = $state.raw<Readonly<Record<string, StatementDay>>>({});
  #totals = $state.raw<StatementSums | null>(null);

  #query = $derived(buildStatementQuery({ ...this.draft, search: this.#search }));

  constructor() {
    super({ pageSize: STATEMENT_PAGE_SIZE });
  }

  get lines() {
    return this.rows;
  }
  get totals() {
    return this.#totals;
  }
  /** The filters the lines on screen answer: the next page and the exports use them. */
  get loadedFilters() {
    return this.loadedQuery;
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
    for (const line of this.rows) {
      const last = groups.at(-1);
      if (last?.day === line.day) last.lines.push(line);
      else groups.push({ day: line.day, lines: [line], sums: this.#days[line.day] ?? null });
    }
    return groups;
  }

  setSearch(text: string): void {
    this.draft.search = text;
    this.#typing.typed(text);
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
    this.#typing.cancel();
    this.draft = emptyStatementDraft();
    this.#search = '';
  }

  protected override canRead(): boolean {
    return this.queryKey !== null;
  }
  /** The filters as typed. */
  protected queryToRead(): StatementFilters {
    return $state.snapshot(this.#query.filters) as StatementFilters;
  }
  protected readPage(filters: StatementFilters, after: StatementAfter | null, limit: number) {
    return invoke('statement:list', { filters, after, limit });
  }
  protected pageOf(page: StatementPage) {
    return { rows: page.lines, next: page.next };
  }
  /** The days' sums of the lines read; the first page brings the period's totals too. */
  protected override took(page: StatementPage | null, first: boolean): void {
    const days = Object.fromEntries((page?.days ?? []).map((d) => [d.day, d]));
    if (first) {
      this.#days = days;
      this.#totals = page?.totals ?? null;
    } else if (page) {
      this.#days = { ...this.#days, ...days };
    }
  }
}

export const statementList = new StatementListState();
