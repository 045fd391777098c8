import { describe, expect, it } from 'vitest';
import {
  issuesToFields,
  receivedEndToEndIdSchema,
  refundInputSchema,
} from '../../../preload/contract/index.ts';
import { deadlineOf } from '../../../renderer/src/features/refunds/refund-deadline.ts';
import { translateField } from '../../../renderer/src/lib/i18n/translate.ts';

const E2E = 'E99999901202611241000ABCDEFGHIJK';
const DAY = 86_400_000;

describe('the end-to-end id of a received Pix', () => {
  it('takes the id as the statement shows it, spaces and a lowercase e too', () => {
    expect(receivedEndToEndIdSchema.parse(` ${E2E}\n`)).toBe(E2E);
    expect(receivedEndToEndIdSchema.parse(`e${E2E.slice(1)}`)).toBe(E2E);
  });

  it('says what is wrong with it, one thing at a time', () => {
    const keyOf = (text: string) =>
      receivedEndToEndIdSchema.safeParse(text).error?.issues.map((i) => i.message);
    expect(keyOf('')).toEqual(['v.required']);
    expect(keyOf(`D${E2E.slice(1)}`)).toEqual(['v.refund.e2e_prefix']);
    expect(keyOf(E2E.slice(0, 31))).toEqual(['v.refund.e2e_length']);
    expect(keyOf(`E9999990120261124100X${E2E.slice(21)}`)).toEqual(['v.refund.e2e_format']);
    expect(keyOf(`${E2E.slice(0, 31)}-`)).toEqual(['v.refund.e2e_format']);
  });
});

describe('the refund form', () => {
  it('needs the amount typed twice, the same', () => {
    const result = refundInputSchema.safeParse({
      endToEndId: E2E,
      amountCents: 4_000,
      confirmAmountCents: 400,
    });
    expect(issuesToFields(result.error!.issues)).toEqual({
      confirmAmountCents: [{ key: 'v.refund.confirm_mismatch' }],
    });
    expect(
      refundInputSchema.safeParse({ endToEndId: E2E, amountCents: 0, confirmAmountCents: 0 })
        .success,
    ).toBe(false);
  });

  it('shows what is left as money in the owner’s language', () => {
    const message = { key: 'v.refund.over_left', params: { leftCents: 123_456 } };
    expect(translateField('pt-BR', message)).toBe(
      'O valor passa do que resta para devolver: resta R$\u00a01.234,56.',
    );
    expect(translateField('en', message)).toBe(
      'The amount is more than is left to refund: R$1,234.56 left.',
    );
    expect(translateField('pt-BR', { ...message, params: { leftCents: 0 } })).toMatch(
      /resta R\$\s0,00\.$/,
    );
  });
});

describe('the 90 days to refund', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('counts whole days and hours left, never rounding up, and says when it is over', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(deadlineOf(at(now + 90 * DAY - 5_000), now)).toMatchObject({ days: 89, over: false });
    expect(deadlineOf(at(now + DAY), now)).toMatchObject({ days: 1, hours: 0, over: false });
    expect(deadlineOf(at(now + 3_600_000), now)).toMatchObject({ days: 0, hours: 1 });
    expect(deadlineOf(at(now - 1), now)).toMatchObject({ over: true });
    expect(deadlineOf(null, now)).toBeNull();
  });
});
