/**
 * Runs `a` then `b`, then `b` then `a`, and so on, `times` times each: neither side always
 * finds the pages and caches the other has just warmed.
 */
export function alternately(times: number, a: () => void, b: () => void): void {
  for (let i = 0; i < times; i++) {
    if (i % 2 === 0) {
      a();
      b();
    } else {
      b();
      a();
    }
  }
}
