import type { ChargeRow } from '../../../../preload/contract/index.ts';
import {
  carneOrder,
  dropAll,
  headerState,
  noPicks,
  pickAll,
  togglePick,
  type Picked,
  type Picks,
} from './selection.ts';
import type { TableSelection } from '../../lib/table-selection.ts';

/**
 * The boletos picked in a list for one carnê. It outlives the page (opening a boleto and
 * coming back keeps it) and survives new filters, so a carnê can gather several searches.
 */
export class CarneSelection<Row> implements TableSelection<Row> {
  #picks = $state.raw<Picks>(noPicks);
  /** The last pick was refused (or cut short): the carnê holds no more. */
  #full = $state(false);
  #pick: (row: Row) => Picked | null;

  /** `pick` reads a row's id and due date, or null for a row that is not a boleto. */
  constructor(pick: (row: Row) => Picked | null) {
    this.#pick = pick;
  }

  get count(): number {
    return this.#picks.size;
  }
  get full(): boolean {
    return this.#full;
  }
  /** The carnê's ids in paying order. */
  get ids(): string[] {
    return carneOrder(this.#picks);
  }

  canSelect(row: Row): boolean {
    return this.#pick(row) !== null;
  }

  has(row: Row): boolean {
    const picked = this.#pick(row);
    return picked !== null && this.#picks.has(picked.id);
  }

  toggle(row: Row): void {
    const picked = this.#pick(row);
    if (!picked) return;
    const result = togglePick(this.#picks, picked);
    this.#picks = result.picks;
    this.#full = result.full;
  }

  #pickable(rows: readonly Row[]): Picked[] {
    return rows.map((row) => this.#pick(row)).filter((p): p is Picked => p !== null);
  }

  allState(rows: readonly Row[]): 'none' | 'some' | 'all' {
    const ids = this.#pickable(rows).map((p) => p.id);
    return ids.length === 0 ? 'none' : headerState(this.#picks, ids);
  }

  /** All loaded rows picked: unpicks them; otherwise picks them all, as far as there is room. */
  toggleAll(rows: readonly Row[]): void {
    const items = this.#pickable(rows);
    if (items.length === 0) return;
    if (
      headerState(
        this.#picks,
        items.map((p) => p.id),
      ) === 'all'
    ) {
      this.#picks = dropAll(
        this.#picks,
        items.map((p) => p.id),
      );
      this.#full = false;
    } else {
      const result = pickAll(this.#picks, items);
      this.#picks = result.picks;
      this.#full = result.full;
    }
  }

  clear(): void {
    this.#picks = noPicks;
    this.#full = false;
  }
}

const boletoOf = (row: ChargeRow): Picked | null =>
  row.kind === 'boleto' ? { id: row.id, dueDate: row.dueDate } : null;

/** The picks of the charges list and of the boletos list, kept apart as the lists are. */
export const chargeSelection = new CarneSelection<ChargeRow>(boletoOf);
export const boletoSelection = new CarneSelection<ChargeRow>(boletoOf);
