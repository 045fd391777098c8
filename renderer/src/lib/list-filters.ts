import {
  boletoFiltersSchema,
  issuesToFields,
  parseMoneyInput,
  type BoletoFilters,
  type BoletoStatus,
  type BoletoType,
  type FieldMessage,
  type Locale,
} from '../../../preload/contract/index.ts';

/** The filter bar as typed: text for dates and amounts, checked statuses. */
export interface FilterDraft {
  statuses: BoletoStatus[];
  type: BoletoType | '';
  dueFrom: string;
  dueTo: string;
  amountMin: string;
  amountMax: string;
  search: string;
}

export function emptyFilterDraft(): FilterDraft {
  return {
    statuses: [],
    type: '',
    dueFrom: '',
    dueTo: '',
    amountMin: '',
    amountMax: '',
    search: '',
  };
}

export interface FilterQuery {
  filters: BoletoFilters;
  /** Field problems (`amountMinCents`, `dueTo`, …); while any exists the list is not reloaded. */
  fields: Record<string, FieldMessage[]>;
}

/** Turns the typed filters into the contract's `BoletoFilters`, checked by its schema. */
export function buildFilterQuery(draft: FilterDraft, locale: Locale): FilterQuery {
  const fields: Record<string, FieldMessage[]> = {};
  const raw: Record<string, unknown> = {};
  if (draft.statuses.length > 0) raw.statuses = [...draft.statuses];
  if (draft.type) raw.types = [draft.type];
  if (draft.dueFrom) raw.dueFrom = draft.dueFrom;
  if (draft.dueTo) raw.dueTo = draft.dueTo;
  for (const [name, text] of [
    ['amountMinCents', draft.amountMin],
    ['amountMaxCents', draft.amountMax],
  ] as const) {
    if (text.trim() === '') continue;
    const parsed = parseMoneyInput(text, locale);
    if (parsed.ok) raw[name] = parsed.cents;
    else fields[name] = [{ key: parsed.key }];
  }
  const search = draft.search.trim();
  if (search) raw.search = search;

  const checked = boletoFiltersSchema.safeParse(raw);
  if (!checked.success) {
    for (const [path, messages] of Object.entries(issuesToFields(checked.error.issues))) {
      (fields[path] ??= []).push(...messages);
    }
    return { filters: {}, fields };
  }
  return { filters: checked.data, fields };
}

export function hasActiveFilters(draft: FilterDraft): boolean {
  return (
    draft.statuses.length > 0 ||
    draft.type !== '' ||
    draft.dueFrom !== '' ||
    draft.dueTo !== '' ||
    draft.amountMin.trim() !== '' ||
    draft.amountMax.trim() !== '' ||
    draft.search.trim() !== ''
  );
}
