import type { z } from 'zod';
import {
  chargeFiltersSchema,
  issuesToFields,
  parseMoneyInput,
  type ChargeFilters,
  type ChargeKind,
  type ChargeState,
  type FieldMessage,
  type Locale,
} from '../../../../preload/contract/index.ts';
import type { Query, RangeDraft } from '../../lib/list-query.ts';

/** The charges filter bar as typed: checked kinds and states besides the common ranges. */
export interface ChargeFilterDraft extends RangeDraft {
  kinds: ChargeKind[];
  states: ChargeState[];
}

function emptyRangeDraft(): RangeDraft {
  return { dueFrom: '', dueTo: '', amountMin: '', amountMax: '', search: '' };
}

export function emptyChargeFilterDraft(): ChargeFilterDraft {
  return { kinds: [], states: [], ...emptyRangeDraft() };
}

export type ChargeFilterQuery = Query<ChargeFilters>;

/**
 * The common part of a filter bar as the contract's filter fields; money that cannot be read
 * becomes a field message instead.
 */
function rangeToRaw(
  draft: RangeDraft,
  locale: Locale,
  raw: Record<string, unknown>,
  fields: Record<string, FieldMessage[]>,
): void {
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
}

/** Checks `raw` with the list's own filter schema; any problem keeps the previous rows. */
function checked<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  fields: Record<string, FieldMessage[]>,
): Query<z.output<S>> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const [path, messages] of Object.entries(issuesToFields(result.error.issues))) {
      (fields[path] ??= []).push(...messages);
    }
    // Every filter is optional: no filters at all is a valid value of each list's schema.
    return { filters: {} as z.output<S>, fields };
  }
  return { filters: result.data, fields };
}

/** Turns the typed filters into the contract's `ChargeFilters`, checked by its schema. */
export function buildChargeFilterQuery(
  draft: ChargeFilterDraft,
  locale: Locale,
): ChargeFilterQuery {
  const fields: Record<string, FieldMessage[]> = {};
  const raw: Record<string, unknown> = {};
  if (draft.kinds.length > 0) raw.kinds = [...draft.kinds];
  if (draft.states.length > 0) raw.states = [...draft.states];
  rangeToRaw(draft, locale, raw, fields);
  return checked(chargeFiltersSchema, raw, fields);
}

function hasActiveRange(draft: RangeDraft): boolean {
  return (
    draft.dueFrom !== '' ||
    draft.dueTo !== '' ||
    draft.amountMin.trim() !== '' ||
    draft.amountMax.trim() !== '' ||
    draft.search.trim() !== ''
  );
}

export function hasActiveChargeFilters(draft: ChargeFilterDraft): boolean {
  return draft.kinds.length > 0 || draft.states.length > 0 || hasActiveRange(draft);
}

/** `list` with `item` added, or taken out when it was there (a toggle button's press). */
export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
