import { describe, expect, it } from 'vitest';
import { maxAmountDueCents as domainMax } from '../../../main/domain/due-date-charge.ts';
import { taxesFromForm } from '../../../main/service/mapping/pix-mapping.ts';
import {
  lastPayableDay,
  maxAmountDueCents as formMax,
  type PixTaxes,
} from '../../../preload/contract/index.ts';

// The form's check (contract, no domain import) and the domain's arithmetic must agree on
// the most a code can ask, or the form would let through what the bank then refuses.

const interestTypes = [
  'FIXED_AMOUNT_CALENDAR_DAY',
  'PERCENTAGE_PER_DAY_CALENDAR_DAY',
  'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
] as const;

function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('the most a due-date code can ask', () => {
  it('is the same in the form and in the domain, over varied inputs', () => {
    const random = seeded(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const percent = () => Math.max(0.0001, Math.round(random() * 1_000_000) / 10_000);
    for (let i = 0; i < 2_000; i++) {
      const amountCents = 1 + Math.floor(random() * 9_999_999_999);
      const maxDaysOverdue = pick([0, 1, 30, 365, Math.floor(random() * 366)]);
      const taxes: PixTaxes = {};
      if (random() < 0.5)
        taxes.rebate =
          random() < 0.5
            ? { type: 'PERCENTAGE', percent: Math.min(percent(), 99) }
            : { type: 'FIXED_AMOUNT', cents: 1 + Math.floor(random() * (amountCents - 1 || 1)) };
      if (random() < 0.7)
        taxes.fine =
          random() < 0.5
            ? { type: 'PERCENTAGE', percent: percent() }
            : { type: 'FIXED_AMOUNT', cents: 1 + Math.floor(random() * 1e9) };
      if (random() < 0.7) {
        const type = pick(interestTypes);
        taxes.interest = {
          type,
          value: type === 'FIXED_AMOUNT_CALENDAR_DAY' ? 1 + Math.floor(random() * 1e7) : percent(),
        };
      }
      const input = { amountCents, maxDaysOverdue, taxes };
      const domain = domainMax({
        originalCents: amountCents,
        dueDate: '2026-03-20',
        maxDaysOverdue,
        ...(taxesFromForm(taxes) ? { taxes: taxesFromForm(taxes)! } : {}),
      });
      const form = formMax(input);
      if (Number.isFinite(domain)) expect(form, JSON.stringify(input)).toBe(BigInt(domain));
      else expect(form > BigInt(Number.MAX_SAFE_INTEGER), JSON.stringify(input)).toBe(true);
    }
  });

  it('knows the last payable day, or that there is none before year 10000', () => {
    expect(lastPayableDay('2026-03-20', 30)).toBe('2026-04-19');
    expect(lastPayableDay('9999-12-01', 30)).toBe('9999-12-31');
    expect(lastPayableDay('9999-12-31', 1)).toBeUndefined();
  });
});
