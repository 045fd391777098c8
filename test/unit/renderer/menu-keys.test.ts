import { describe, expect, it } from 'vitest';
import { menuKeyAction } from '../../../renderer/src/lib/menu-keys.ts';

describe('menu keys', () => {
  const items = ['a', 'b', 'c'];

  it('moves round the items with the arrows', () => {
    expect(menuKeyAction('ArrowDown', items, 'a')).toEqual({ focus: 'b' });
    expect(menuKeyAction('ArrowDown', items, 'c')).toEqual({ focus: 'a' });
    expect(menuKeyAction('ArrowUp', items, 'a')).toEqual({ focus: 'c' });
    expect(menuKeyAction('ArrowDown', items, null)).toEqual({ focus: 'a' });
  });

  it('jumps to the ends and closes on Escape', () => {
    expect(menuKeyAction('Home', items, 'c')).toEqual({ focus: 'a' });
    expect(menuKeyAction('End', items, 'a')).toEqual({ focus: 'c' });
    expect(menuKeyAction('Escape', items, 'b')).toEqual({ close: true });
  });

  it('leaves other keys to the page', () => {
    expect(menuKeyAction('Enter', items, 'a')).toBeNull();
    expect(menuKeyAction('ArrowDown', [], null)).toBeNull();
  });
});
