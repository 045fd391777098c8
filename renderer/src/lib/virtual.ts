/** Which rows of a fixed-row-height list are on screen (plus `overscan` on each side). */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 8,
): { start: number; end: number } {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(rowCount, first + visible + overscan);
  return { start, end: Math.max(start, end) };
}

/** Whether the next page should be asked for: the user is within `threshold` rows of the end. */
export function shouldLoadMore(
  end: number,
  loadedCount: number,
  hasMore: boolean,
  loading: boolean,
  threshold = 60,
): boolean {
  return hasMore && !loading && end >= loadedCount - threshold;
}
