const DAY_MS = 86_400_000;

/**
 * What is left of the 90 days to refund a Pix: whole days still ahead (0 on the last day),
 * or over. Null when the receipt instant is unknown here.
 */
export function deadlineOf(
  refundableUntil: string | null,
  now: number,
): { until: string; days: number; over: boolean } | null {
  if (refundableUntil === null) return null;
  const until = Date.parse(refundableUntil);
  if (Number.isNaN(until)) return null;
  const left = until - now;
  return { until: refundableUntil, days: Math.max(0, Math.floor(left / DAY_MS)), over: left < 0 };
}
