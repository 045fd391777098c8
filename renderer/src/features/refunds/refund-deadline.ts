const DAY_MS = 86_400_000;

/**
 * What is left of the 90 days to refund a Pix: days still ahead, counting a started one (90
 * for a Pix received a moment ago, 0 once less than a day is left), or over. Null when the
 * receipt instant is unknown here.
 */
export function deadlineOf(
  refundableUntil: string | null,
  now: number,
): { until: string; days: number; over: boolean } | null {
  if (refundableUntil === null) return null;
  const until = Date.parse(refundableUntil);
  if (Number.isNaN(until)) return null;
  const left = until - now;
  const days = left < DAY_MS ? 0 : Math.ceil(left / DAY_MS);
  return { until: refundableUntil, days, over: left < 0 };
}
