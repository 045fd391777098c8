import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DecodedCodeView, MoneyOutLimitsView } from '../../../preload/contract/index.ts';
import { decodeForm, payForm } from '../../../renderer/src/features/payments/pay-forms.svelte.ts';
import { limitMessage } from '../../../renderer/src/features/transfers/money-out-limit.ts';
import { transferForm } from '../../../renderer/src/features/transfers/transfer-form.svelte.ts';
import { i18n } from '../../../renderer/src/lib/i18n/index.svelte.ts';
import { translateField } from '../../../renderer/src/lib/i18n/translate.ts';

// Money-out forms refuse at their first step what is known there — an amount over the owner's
// limits, no connection to the bank — before the amount is typed a second time. Nothing here
// reaches a bridge: a first step that would have to is a failing test.

beforeEach(() => {
  i18n.locale = 'pt-BR';
});

const LIMITS: MoneyOutLimitsView = {
  perTransferCents: 10_000,
  perDayCents: 50_000,
  usedTodayCents: 48_000,
  leftTodayCents: 2_000,
};

/** A guard over fixed limits and a connection the test sets. */
function guardOf(limits: MoneyOutLimitsView | null, online = true) {
  return { online, amountMessage: (cents: number) => limitMessage(limits, cents) };
}

/** The keys a transfer's first step asked the bank about (a profile without the lookup). */
function lookUps() {
  const asked: string[] = [];
  const lookUp = (key: string) => {
    asked.push(key);
    return Promise.resolve({ ok: true as const, value: { kind: 'unchecked' as const, key } });
  };
  return { asked, lookUp };
}

describe('the limits, as the first step reads them', () => {
  it('names the limit per transfer first, then what is left today, in reais', () => {
    expect(limitMessage(LIMITS, 10_001)).toEqual({
      key: 'v.limit.per_transfer',
      params: { limitCents: 10_000 },
    });
    const day = limitMessage(LIMITS, 2_001)!;
    expect(translateField('pt-BR', day)).toBe(
      'Acima do seu limite por dia, de R$\u00a0500,00: restam R$\u00a020,00 hoje.',
    );
    expect(limitMessage(LIMITS, 2_000)).toBeNull();
    expect(limitMessage(null, 1_000_000)).toBeNull();
    expect(limitMessage({ ...LIMITS, perDayCents: null, leftTodayCents: null }, 9_000)).toBeNull();
  });
});

describe('a transfer’s first step', () => {
  it('refuses an amount over a limit on the amount field and stays there', async () => {
    const bank = lookUps();
    const form = transferForm(guardOf(LIMITS), bank.lookUp);
    form.draft.key = 'ana@exemplo.com.br';
    form.draft.amount = '150,00';
    flushSync();
    expect(await form.review()).toBe(false);
    expect(form.stage).toBe('entry');
    // Refused before the key is even looked up.
    expect(bank.asked).toEqual([]);
    expect(form.messages('amountCents')).toEqual([
      'Acima do seu limite por envio, de R$\u00a0100,00.',
    ]);
    form.draft.amount = '20,00';
    flushSync();
    expect(await form.review()).toBe(true);
    expect(form.stage).toBe('confirm');
    expect(bank.asked).toEqual(['ana@exemplo.com.br']);
  });

  it('refuses at once without a connection, saying so, before the amount is typed again', async () => {
    const bank = lookUps();
    const form = transferForm(guardOf(null, false), bank.lookUp);
    form.draft.key = 'ana@exemplo.com.br';
    form.draft.amount = '10,00';
    flushSync();
    expect(await form.review()).toBe(false);
    expect(form.stage).toBe('entry');
    expect(form.banner).toMatchObject({ code: 'offline', key: 'error.write.money_out_offline' });
    expect(i18n.error(form.banner!)).toMatch(/^Sem conexão com o banco/);
    expect(bank.asked).toEqual([]);
  });
});

describe('a QR-code payment’s first step', () => {
  it('refuses reading a code without a connection, without asking the bank', async () => {
    const form = decodeForm({ online: false });
    form.draft.payload = '00020101021226…6304ABCD';
    flushSync();
    expect(form.check.ok).toBe(true);
    expect(await form.submit()).toBeNull();
    expect(form.banner?.code).toBe('offline');
  });

  it('refuses a free amount over a limit on the amount field, before the confirmation', () => {
    const code = { endToEndId: 'E1', amountCents: 0, allowChangeAmount: true } as DecodedCodeView;
    const form = payForm(code, 'pt-BR', guardOf(LIMITS));
    form.draft.amount = '30,00';
    form.edited('amountCents');
    form.touch('amountCents');
    flushSync();
    expect(form.messages('amountCents')).toEqual([
      'Acima do seu limite por dia, de R$\u00a0500,00: restam R$\u00a020,00 hoje.',
    ]);
    form.draft.amount = '20,00';
    flushSync();
    expect(form.messages('amountCents')).toEqual([]);
  });
});
