import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../main/ipc/registry.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { MAX_CENTS, type AppError, type Result } from '../../../preload/contract/index.ts';
import { startApp, type TestApp } from '../../support/app.ts';

// Whatever a caller sends, the bridge answers `validation` naming the field — never
// `internal`, never an exception. Through the real registry and the real core.

const today = todayInSaoPaulo();
let app: TestApp;
const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args), warn: () => {}, info: () => {} };

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

function refusal(result: Result<unknown>): AppError {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe('validation');
  return result.error;
}

describe('pix:preview-due-date', () => {
  it('refuses a due date whose last payable day is past year 9999, on the due date', async () => {
    const error = refusal(
      await app.call('pix:preview-due-date', {
        amountCents: 10_000,
        dueDate: '9999-12-31',
        dates: ['9999-12-31'],
      }),
    );
    expect(error.fields?.['dueDate']?.[0]?.key).toBe('v.date.too_late');
  });

  it('refuses a charge whose fine and interest can take it past the maximum', async () => {
    const error = refusal(
      await app.call('pix:preview-due-date', {
        amountCents: MAX_CENTS,
        dueDate: addDays(today, 5),
        taxes: { fine: { type: 'PERCENTAGE', percent: 100 } },
        dates: [addDays(today, 6)],
      }),
    );
    expect(error.fields?.['amountCents']?.[0]?.key).toBe('v.pix.amount_due_max');
  });

  it('refuses a date so late that what it would have asked cannot be held, on that date', async () => {
    const error = refusal(
      await app.call('pix:preview-due-date', {
        amountCents: 1_000_000_000,
        dueDate: addDays(today, 5),
        maxDaysOverdue: 0,
        taxes: { interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 100 } },
        dates: [today, '9999-12-31'],
      }),
    );
    expect(error.fields?.['dates.1']?.[0]?.key).toBe('v.date.too_late');
  });
});

describe('pix:create-due-date', () => {
  it('refuses R$ 99.999.999,99 with a 100% fine on the amount, and sends nothing', async () => {
    const before = (await app.value('outbox:list', {})).length;
    const error = refusal(
      await app.call('pix:create-due-date', {
        amountCents: MAX_CENTS,
        dueDate: addDays(today, 5),
        payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
        address: { cityName: 'Campinas', zipCode: '13010-111', state: 'SP' },
        taxes: { fine: { type: 'PERCENTAGE', percent: 100 } },
      }),
    );
    expect(error.fields?.['amountCents']?.[0]?.key).toBe('v.pix.amount_due_max');
    expect((await app.value('outbox:list', {})).length).toBe(before);
  });

  it('still accepts the largest amount when nothing can be added to it', async () => {
    const result = await app.call('pix:preview-due-date', {
      amountCents: MAX_CENTS,
      dueDate: addDays(today, 5),
      taxes: { fine: { type: 'PERCENTAGE', percent: 10 } },
      maxDaysOverdue: 0,
      dates: [addDays(today, 5)],
    });
    expect(result.ok).toBe(true);
  });
});

describe('a correlationId a URL cannot hold', () => {
  it.each(['boletos:get', 'pix:get'] as const)(
    '%s refuses a lone surrogate on the field',
    async (channel) => {
      for (const correlationId of ['\uD800', 'abc\uDFFF', 'a\u0000b']) {
        const error = refusal(await app.call(channel, { correlationId }));
        expect(error.fields?.['correlationId']?.[0]?.key).toBe('v.invalid');
      }
    },
  );
});

describe('the channel', () => {
  it.each([
    ['a number', 42],
    ['a symbol', Symbol('x')],
    ['an object without a prototype', Object.create(null) as object],
    [
      'an object whose toString throws',
      {
        toString: () => {
          throw new Error('boom');
        },
      },
    ],
    ['an unknown name', 'boletos:drop-table'],
  ])('refuses %s as validation, without throwing', async (_label, channel) => {
    const result = await dispatch(app.core.handlers, channel, {}, { transport: 'web' }, log);
    const error = refusal(result);
    expect(error.fields?.['channel']?.[0]?.key).toBe('v.invalid');
  });
});
