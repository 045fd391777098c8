import { describe, expect, it } from 'vitest';
import {
  ageOf,
  chargeRoute,
  formatAge,
  formatCountdown,
  isOpenPastDue,
  msLeft,
  pixStatusState,
} from '../../../renderer/src/features/charges/charges.ts';
import {
  buildChargeFilterQuery,
  emptyChargeFilterDraft,
  hasActiveChargeFilters,
  toggled,
} from '../../../renderer/src/features/charges/list-filters.ts';

describe('charge states', () => {
  it('reads the Pix statuses as the list states, case apart', () => {
    expect(pixStatusState('ACTIVE')).toBe('open');
    expect(pixStatusState('CONCLUDED')).toBe('paid');
    expect(pixStatusState('expired')).toBe('expired');
    expect(pixStatusState('CANCELLED')).toBe('cancelled');
    expect(pixStatusState('REMOVIDA_PELO_PSP')).toBeNull();
  });

  it('marks an open charge past its due date, never a paid one or one without a date', () => {
    expect(isOpenPastDue('open', '2026-03-04', '2026-03-05')).toBe(true);
    expect(isOpenPastDue('open', '2026-03-05', '2026-03-05')).toBe(false);
    expect(isOpenPastDue('paid', '2026-03-04', '2026-03-05')).toBe(false);
    expect(isOpenPastDue('open', null, '2026-03-05')).toBe(false);
  });

  it('opens boletos in the boleto page and Pix codes in the QR page', () => {
    expect(chargeRoute('boleto', 'a')).toEqual({ name: 'detail', id: 'a' });
    expect(chargeRoute('pix-immediate', 'b')).toEqual({ name: 'pix', id: 'b' });
    expect(chargeRoute('pix-due-date', 'c')).toEqual({ name: 'pix', id: 'c' });
  });
});

describe('freshness and countdown', () => {
  const now = Date.parse('2026-03-05T15:00:00Z');

  it('says how long ago a record was read, in the largest whole unit', () => {
    expect(ageOf('2026-03-05T14:59:30Z', now)).toBeNull();
    expect(ageOf('2026-03-05T14:55:00Z', now)).toEqual({ value: 5, unit: 'minute' });
    expect(ageOf('2026-03-05T12:00:00Z', now)).toEqual({ value: 3, unit: 'hour' });
    expect(ageOf('2026-03-03T15:00:00Z', now)).toEqual({ value: 2, unit: 'day' });
    expect(ageOf('2026-03-05T15:10:00Z', now)).toBeNull();
    expect(ageOf('not a date', now)).toBeNull();
    expect(formatAge('2026-03-05T14:55:00Z', now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatAge('2026-03-05T12:00:00Z', now, 'en')).toBe('3 hours ago');
  });

  it('counts down to expiry as a clock on the last day, in days before, never below zero', () => {
    expect(msLeft('2026-03-05T15:00:10Z', now)).toBe(10_000);
    expect(msLeft('2026-03-05T14:00:00Z', now)).toBe(0);
    expect(formatCountdown(899_000, 'pt-BR')).toBe('14:59');
    expect(formatCountdown(500, 'pt-BR')).toBe('00:01');
    expect(formatCountdown(0, 'pt-BR')).toBe('00:00');
    expect(formatCountdown(3_723_000, 'pt-BR')).toBe('1:02:03');
    expect(formatCountdown(86_399_000, 'en')).toBe('23:59:59');
    expect(formatCountdown(86_400_000 + 5 * 3_600_000, 'pt-BR')).toBe('1 dia e 5 h');
    expect(formatCountdown(86_400_000 + 5 * 3_600_000, 'en')).toBe('1 day 5 h');
    // A due-date code 52 days away.
    expect(formatCountdown(52 * 86_400_000 + 3_723_000, 'pt-BR')).toBe('52 dias');
    expect(formatCountdown(52 * 86_400_000 + 3_723_000, 'en')).toBe('52 days');
  });
});

describe('charges filter bar', () => {
  it('sends kinds, states, ranges and search as the contract filters', () => {
    const draft = emptyChargeFilterDraft();
    expect(hasActiveChargeFilters(draft)).toBe(false);
    draft.kinds = ['pix-immediate'];
    draft.states = toggled(toggled(draft.states, 'open'), 'paid');
    draft.amountMin = '10,00';
    draft.search = ' Ana ';
    expect(hasActiveChargeFilters(draft)).toBe(true);
    expect(buildChargeFilterQuery(draft, 'pt-BR')).toEqual({
      filters: {
        kinds: ['pix-immediate'],
        states: ['open', 'paid'],
        amountMinCents: 1000,
        search: 'Ana',
      },
      fields: {},
    });
    expect(toggled(['open', 'paid'], 'open')).toEqual(['paid']);
  });

  it('keeps problems on their fields and sends no filters meanwhile', () => {
    const draft = { ...emptyChargeFilterDraft(), amountMin: '20,00', amountMax: '10,00' };
    expect(buildChargeFilterQuery(draft, 'pt-BR')).toEqual({
      filters: {},
      fields: { amountMaxCents: [{ key: 'v.range.order' }] },
    });
    expect(
      buildChargeFilterQuery({ ...emptyChargeFilterDraft(), amountMax: 'x' }, 'pt-BR').fields,
    ).toEqual({ amountMaxCents: [{ key: 'v.money.format' }] });
    const reversed = { ...emptyChargeFilterDraft(), dueFrom: '2026-02-01', dueTo: '2026-01-01' };
    expect(buildChargeFilterQuery(reversed, 'pt-BR').fields).toEqual({
      dueTo: [{ key: 'v.range.order' }],
    });
  });
});
