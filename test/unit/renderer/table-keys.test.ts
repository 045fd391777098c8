import { describe, expect, it } from 'vitest';
import { rowKeyAction, rowsPerPage, scrollToShow } from '../../../renderer/src/lib/table-keys.ts';

describe('table row keys', () => {
  it('opens the row on Enter, and on Space when rows cannot be picked', () => {
    expect(rowKeyAction('Enter', 3, 10, 5, false)).toEqual({ open: true });
    expect(rowKeyAction('Enter', 3, 10, 5, true)).toEqual({ open: true });
    expect(rowKeyAction(' ', 3, 10, 5, false)).toEqual({ open: true });
  });

  it('picks the row on Space when rows can be picked', () => {
    expect(rowKeyAction(' ', 3, 10, 5, true)).toEqual({ pick: true });
  });

  it('moves by a row, a page, or to the ends', () => {
    expect(rowKeyAction('ArrowDown', 3, 10, 5, false)).toEqual({ focus: 4 });
    expect(rowKeyAction('ArrowUp', 3, 10, 5, false)).toEqual({ focus: 2 });
    expect(rowKeyAction('PageDown', 3, 10, 5, false)).toEqual({ focus: 8 });
    expect(rowKeyAction('PageUp', 3, 10, 5, false)).toEqual({ focus: -2 });
    expect(rowKeyAction('Home', 3, 10, 5, false)).toEqual({ focus: 0 });
    expect(rowKeyAction('End', 3, 10, 5, false)).toEqual({ focus: 9 });
  });

  it('leaves other keys to the page', () => {
    expect(rowKeyAction('a', 3, 10, 5, true)).toBeNull();
    expect(rowKeyAction('Tab', 3, 10, 5, true)).toBeNull();
    expect(rowKeyAction('toString', 3, 10, 5, true)).toBeNull();
  });

  it('pages by a screenful less one row, at least one', () => {
    expect(rowsPerPage(400, 40)).toBe(9);
    expect(rowsPerPage(30, 40)).toBe(1);
  });

  it('scrolls only as far as needed to show the row whole', () => {
    expect(scrollToShow(400, 200, 5, 40)).toBe(200);
    expect(scrollToShow(0, 200, 5, 40)).toBe(40);
    expect(scrollToShow(100, 200, 5, 40)).toBe(100);
  });
});
