/** Three carnê slips fill an A4 page. */
export const CARNE_SLIPS_PER_PAGE = 3;

/** Items in pages of `perPage`, the last one possibly shorter; none for no items. */
export function pagesOf<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage: ${perPage}`);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
