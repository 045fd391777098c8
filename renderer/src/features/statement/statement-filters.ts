import {
  issuesToFields,
  statementFiltersSchema,
  type FieldMessage,
  type StatementDirection,
  type StatementFilters,
  type StatementKind,
} from '../../../../preload/contract/index.ts';
import type { Query } from '../../lib/list-query.ts';

/** The statement's filter bar as typed. */
export interface StatementDraft {
  /** `YYYY-MM-DD` once complete, the text as typed before, `''` for no bound. */
  from: string;
  to: string;
  direction: StatementDirection | '';
  kinds: StatementKind[];
  search: string;
}

export function emptyStatementDraft(): StatementDraft {
  return { from: '', to: '', direction: '', kinds: [], search: '' };
}

/** The typed filters as the contract's, checked by its schema; a problem names its field. */
export function buildStatementQuery(draft: StatementDraft): Query<StatementFilters> {
  const raw: Record<string, unknown> = {};
  if (draft.from) raw.from = draft.from;
  if (draft.to) raw.to = draft.to;
  if (draft.direction) raw.direction = draft.direction;
  if (draft.kinds.length > 0) raw.kinds = [...draft.kinds];
  if (draft.search.trim()) raw.search = draft.search.trim();
  const result = statementFiltersSchema.safeParse(raw);
  if (result.success) return { filters: result.data, fields: {} };
  const fields: Record<string, FieldMessage[]> = issuesToFields(result.error.issues);
  return { filters: {}, fields };
}

/** Whether any filter is set (the clear button shows). */
export function isFiltered(draft: StatementDraft): boolean {
  return (
    draft.from !== '' ||
    draft.to !== '' ||
    draft.direction !== '' ||
    draft.kinds.length > 0 ||
    draft.search.trim() !== ''
  );
}

export type PeriodPreset = 'this-month' | 'last-month' | 'all';

/** The first and last day of a preset, from São Paulo's `today`. */
export function periodOfPreset(preset: PeriodPreset, today: string): { from: string; to: string } {
  if (preset === 'all') return { from: '', to: '' };
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (preset === 'this-month') return { from: `${today.slice(0, 7)}-01`, to: today };
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
