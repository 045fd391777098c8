/**
 * Keyboard behaviour of a small popup menu (WAI-ARIA menu button): Escape closes it, the
 * arrows move round the items, Home and End jump to the ends. One place for every menu.
 * Returns what to do, or null when the key is not the menu's.
 */
export function menuKeyAction<T>(
  key: string,
  items: readonly T[],
  active: T | null,
): { close: true } | { focus: T } | null {
  if (key === 'Escape') return { close: true };
  if (items.length === 0) return null;
  const at = active === null ? -1 : items.indexOf(active);
  let target: T | undefined;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    target = items[(at + step + items.length) % items.length];
  } else if (key === 'Home') target = items[0];
  else if (key === 'End') target = items.at(-1);
  return target === undefined ? null : { focus: target };
}
