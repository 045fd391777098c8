import { MAX_CARNE_BOLETOS } from '../../lib/print-route.ts';

/** A boleto picked for a carnê: its id, and its due date to put the carnê in paying order. */
export interface Picked {
  id: string;
  dueDate: string | null;
}

/** The picked boletos by id, in the order they were picked. */
export type Picks = ReadonlyMap<string, Picked>;

/** Nothing picked. Never changed: every change makes a new map. */
export const noPicks: Picks = new Map();

export interface PickResult {
  picks: Picks;
  /** Some boletos were left out: the carnê already holds the most it can. */
  full: boolean;
}

/** Picks the boleto, or drops it when it was picked; refused when the carnê is full. */
export function togglePick(picks: Picks, item: Picked, max = MAX_CARNE_BOLETOS): PickResult {
  const next = new Map(picks);
  if (next.delete(item.id)) return { picks: next, full: false };
  if (next.size >= max) return { picks, full: true };
  next.set(item.id, item);
  return { picks: next, full: false };
}

/** Adds every item not yet picked, in order, as long as there is room. */
export function pickAll(
  picks: Picks,
  items: readonly Picked[],
  max = MAX_CARNE_BOLETOS,
): PickResult {
  const next = new Map(picks);
  let full = false;
  for (const item of items) {
    if (next.has(item.id)) continue;
    if (next.size >= max) {
      full = true;
      break;
    }
    next.set(item.id, item);
  }
  return { picks: next, full };
}

/** Drops the given ids (the loaded rows, when the header box is unchecked). */
export function dropAll(picks: Picks, ids: readonly string[]): Picks {
  const next = new Map(picks);
  for (const id of ids) next.delete(id);
  return next;
}

/** What the "select all loaded" box shows for these ids. */
export function headerState(picks: Picks, ids: readonly string[]): 'none' | 'some' | 'all' {
  const picked = ids.filter((id) => picks.has(id)).length;
  if (picked === 0) return 'none';
  return picked === ids.length ? 'all' : 'some';
}

/**
 * The carnê's ids in paying order: by due date, earliest first, then as picked (a payer
 * tears the slips off from the front). Boletos without a due date go last.
 */
export function carneOrder(picks: Picks): string[] {
  const items = [...picks.values()].map((item, order) => ({ ...item, order }));
  items.sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.order - b.order;
  });
  return items.map((item) => item.id);
}
