/**
 * Keyboard behaviour of a row of a virtual table: Enter opens the row; Space picks it when the
 * list lets the user pick rows (for a carnê) and opens it otherwise; the arrows, Page Up/Down,
 * Home and End move to another row. Returns what to do, or null when the key is not the table's.
 * The row to move to may lie past either end: the table keeps the keyboard within its rows.
 */
export type RowKeyAction = { pick: true } | { open: true } | { focus: number };

export function rowKeyAction(
  key: string,
  index: number,
  rowCount: number,
  pageRows: number,
  picking: boolean,
): RowKeyAction | null {
  if (key === ' ' && picking) return { pick: true };
  if (key === 'Enter' || key === ' ') return { open: true };
  switch (key) {
    case 'ArrowDown':
      return { focus: index + 1 };
    case 'ArrowUp':
      return { focus: index - 1 };
    case 'PageDown':
      return { focus: index + pageRows };
    case 'PageUp':
      return { focus: index - pageRows };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: rowCount - 1 };
    default:
      return null;
  }
}

/** How far Page Up/Down moves: a screenful less one row, so the row left behind stays in sight. */
export function rowsPerPage(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / rowHeight) - 1);
}

/** The scroll position that shows row `index` whole, moving the list as little as possible. */
export function scrollToShow(
  scrollTop: number,
  clientHeight: number,
  index: number,
  rowHeight: number,
): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + clientHeight) return top + rowHeight - clientHeight;
  return scrollTop;
}
