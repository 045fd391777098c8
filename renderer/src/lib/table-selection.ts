/** What the virtual table needs to show a checkbox per row and one for all loaded rows. */
export interface TableSelection<Row> {
  /** Only boletos go into a carnê: a charges list's Pix rows have no checkbox. */
  canSelect(row: Row): boolean;
  has(row: Row): boolean;
  toggle(row: Row): void;
  /** The header checkbox over the loaded rows that can be selected. */
  allState(rows: readonly Row[]): 'none' | 'some' | 'all';
  toggleAll(rows: readonly Row[]): void;
}
