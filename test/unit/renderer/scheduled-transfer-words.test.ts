import { describe, expect, it } from 'vitest';
import { transferAtOf } from '../../../main/domain/scheduled-transfer.ts';
import { makeTransferInputSchema } from '../../../preload/contract/schemas/transfers.ts';
import { limitMessage } from '../../../renderer/src/features/transfers/money-out-limit.ts';
import { laterDayOf } from '../../../renderer/src/features/transfers/transfer-form.svelte.ts';
import { en, ptBR } from '../../../renderer/src/lib/i18n/messages/transfers.ts';
import { translate } from '../../../renderer/src/lib/i18n/translate.ts';

// A transfer scheduled for a later day, in the owner's words in both languages: the form's
// field and its refusals, the confirmation, the Sent list's "Agendada para …", the cancel —
// and the rules behind them (the day a `transferAt` names, the day's limit, the date field).

describe('the words of a scheduled transfer', () => {
  it('say the date field, the confirmation, the status and the cancel in English', () => {
    expect(en['transfer.schedule']).toBe('Schedule for');
    expect(translate('en', 'sent.scheduled_for', { date: '12/03/2026' })).toBe(
      'Scheduled for 12/03/2026',
    );
    expect(
      translate('en', 'transfer.submit_scheduled', { amount: 'R$25.00', date: '12/03/2026' }),
    ).toBe('Schedule R$25.00 for 12/03/2026');
    expect(en['receipt.status.SCHEDULED']).toBe('Scheduled');
    expect(en['receipt.status.CANCELLED']).toBe('Cancelled');
    expect(en['transfer.cancel_scheduled']).toBe('Cancel the scheduled transfer');
    expect(translate('en', 'v.transfer.schedule_past')).toMatch(/This date has passed/);
    expect(translate('en', 'v.transfer.schedule_too_far')).toMatch(/at most 1 year/);
    expect(translate('en', 'v.transfer.schedule_needs_v2')).toMatch(/does not schedule/);
    expect(translate('en', 'error.transfer.cancel_already_ran')).toMatch(/already made/);
    expect(translate('en', 'v.limit.per_day_on', { limitCents: 10_000, leftCents: 4_000 })).toBe(
      'Above your limit per day, R$100.00: R$40.00 left on that day.',
    );
  });

  it('say them in pt-BR first', () => {
    expect(ptBR['transfer.schedule']).toBe('Agendar para');
    expect(translate('pt-BR', 'sent.scheduled_for', { date: '03/12/2026' })).toBe(
      'Agendada para 03/12/2026',
    );
    expect(ptBR['receipt.status.CANCELLED']).toBe('Cancelada');
    expect(translate('pt-BR', 'v.transfer.schedule_past')).toMatch(/Esta data já passou/);
  });

  it('have every pt-BR word in English too', () => {
    for (const key of Object.keys(ptBR)) expect(en, key).toHaveProperty([key]);
  });
});

describe('the rules of a scheduled transfer', () => {
  const schema = makeTransferInputSchema(() => '2026-03-10');
  const input = (scheduledFor?: string) => ({
    key: 'ana@exemplo.com.br',
    amountCents: 2_500,
    confirmAmountCents: 2_500,
    ...(scheduledFor === undefined ? {} : { scheduledFor }),
  });
  const issueOf = (scheduledFor: string) => {
    const parsed = schema.safeParse(input(scheduledFor));
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('takes today (sent now), a later day up to a year; refuses the past and beyond', () => {
    expect(schema.safeParse(input()).success).toBe(true);
    expect(issueOf('2026-03-10')).toBeNull();
    expect(issueOf('2026-03-11')).toBeNull();
    expect(issueOf('2027-03-10')).toBeNull();
    expect(issueOf('2026-03-09')).toBe('v.transfer.schedule_past');
    expect(issueOf('2027-03-11')).toBe('v.transfer.schedule_too_far');
    expect(issueOf('2026-02-30')).toBe('v.date.invalid');
  });

  it('sends the start of the São Paulo day as the SDK’s transferAt', () => {
    expect(transferAtOf('2026-12-03')).toBe('2026-12-03T03:00:00Z');
    // A summer of daylight saving (UTC−2) begins its days at 02:00 UTC.
    expect(transferAtOf('2018-12-03')).toBe('2018-12-03T02:00:00Z');
  });

  it('reads a later day from the date field, and nothing else', () => {
    expect(laterDayOf('2026-03-11', '2026-03-10')).toBe('2026-03-11');
    expect(laterDayOf('2026-03-10', '2026-03-10')).toBeNull();
    expect(laterDayOf('11/03/20', '2026-03-10')).toBeNull();
  });

  it('checks a scheduled day’s limit, in that day’s words', () => {
    const limits = {
      perTransferCents: null,
      perDayCents: 10_000,
      usedTodayCents: 6_000,
      leftTodayCents: 4_000,
    };
    expect(limitMessage(limits, 4_000, '2026-03-20')).toBeNull();
    expect(limitMessage(limits, 4_001, '2026-03-20')).toEqual({
      key: 'v.limit.per_day_on',
      params: { limitCents: 10_000, leftCents: 4_000, day: '2026-03-20' },
    });
    expect(limitMessage(limits, 4_001)?.key).toBe('v.limit.per_day');
  });
});
