import { describe, expect, it } from 'vitest';
import {
  limitRefusal,
  limitsView,
  NO_LIMITS,
} from '../../../main/app/pipeline/money-out-limits.ts';
import { moneyOutLimitsSchema } from '../../../preload/contract/schemas/activity.ts';

describe('the owner’s limits on money out', () => {
  it('let anything through without limits', () => {
    expect(limitRefusal(NO_LIMITS, 9_999_999_999, 9_999_999_999)).toBeNull();
    expect(limitsView(NO_LIMITS, 5_000)).toEqual({
      perTransferCents: null,
      perDayCents: null,
      usedTodayCents: 5_000,
      leftTodayCents: null,
    });
  });

  it('allow exactly the limit per transfer, and refuse a cent more on the amount', () => {
    const limits = { perTransferCents: 10_000, perDayCents: null };
    expect(limitRefusal(limits, 10_000, 0)).toBeNull();
    expect(limitRefusal(limits, 10_001, 0)?.error).toMatchObject({
      code: 'rejected',
      key: 'error.limit.exceeded',
      fields: { amountCents: [{ key: 'v.limit.per_transfer', params: { limitCents: 10_000 } }] },
    });
  });

  it('count the day: what is left, never below zero', () => {
    const limits = { perTransferCents: null, perDayCents: 50_000 };
    expect(limitRefusal(limits, 20_000, 30_000)).toBeNull();
    expect(limitRefusal(limits, 20_001, 30_000)?.error.fields).toEqual({
      amountCents: [{ key: 'v.limit.per_day', params: { limitCents: 50_000, leftCents: 20_000 } }],
    });
    expect(limitRefusal(limits, 1, 60_000)?.error.fields?.['amountCents']?.[0]?.params).toEqual({
      limitCents: 50_000,
      leftCents: 0,
    });
    expect(limitsView(limits, 60_000).leftTodayCents).toBe(0);
  });

  it('are typed as positive amounts, the one per transfer not above the one per day', () => {
    expect(moneyOutLimitsSchema.safeParse({ perTransferCents: 0, perDayCents: null }).success).toBe(
      false,
    );
    const above = moneyOutLimitsSchema.safeParse({ perTransferCents: 2, perDayCents: 1 });
    expect(above.success ? null : above.error.issues[0]).toMatchObject({
      path: ['perTransferCents'],
      message: 'v.limits.above_day',
    });
  });
});
