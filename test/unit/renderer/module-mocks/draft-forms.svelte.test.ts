import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_DISCOUNT_BANDS,
  type AppError,
  type Result,
} from '../../../../preload/contract/index.ts';
import { MAX_DUE_BANDS } from '../../../../renderer/src/features/pix/pix-due-form.ts';
import { MAX_ROWS } from '../../../../renderer/src/features/pix/pix-immediate-form.ts';

/** Each send waits for the test's answer. */
let answer: (result: Result<unknown>) => void = () => {};
const sent: { channel: string; input: unknown }[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: unknown) => {
    sent.push({ channel, input });
    return new Promise((resolve) => (answer = resolve));
  },
  on: () => () => {},
}));

const { pixImmediateForm, pixDueDateForm } =
  await import('../../../../renderer/src/features/pix/pix-forms.svelte.ts');
const { boletoForm } =
  await import('../../../../renderer/src/features/boletos/boleto-form.svelte.ts');
const { i18n } = await import('../../../../renderer/src/lib/i18n/index.svelte.ts');

function refused(fields: AppError['fields']): Result<unknown> {
  return { ok: false, error: { code: 'validation', message: 'no', fields } };
}

beforeEach(() => {
  sent.length = 0;
  i18n.locale = 'pt-BR';
});

describe('a draft form’s messages', () => {
  it('stay quiet until a typed field is left or a submit is tried, then show one at a time', async () => {
    const form = pixImmediateForm();
    expect(form.valid).toBe(false);
    expect(form.messages('amountCents')).toEqual([]);
    // Only passed through (tabbed across, or left for a click elsewhere): no message yet, so
    // nothing moves under the pointer and the click that left it is not lost.
    form.touch('amountCents');
    expect(form.messages('amountCents')).toEqual([]);
    form.draft.amount = 'abc';
    form.edited('amountCents');
    expect(form.messages('amountCents')).toEqual([]);
    form.touch('amountCents');
    flushSync();
    expect(form.messages('amountCents')).toHaveLength(1);

    const other = pixImmediateForm();
    expect(await other.submit()).toBeNull();
    expect(sent).toHaveLength(0);
    expect(other.submitted).toBe(true);
    expect(other.messages('amountCents')).toHaveLength(1);
  });

  it('put main’s message for a field before the draft’s own, until that field is edited', async () => {
    const form = pixImmediateForm();
    // The page shows both fields (each registers its path while on screen).
    form.register('amountCents');
    form.register('description');
    form.draft.amount = '150,00';
    flushSync();
    expect(form.valid).toBe(true);
    const submitting = form.submit();
    expect(form.submitting).toBe(true);
    expect(sent[0]!.channel).toBe('pix:create-immediate');
    answer(
      refused({ amountCents: [{ key: 'v.money.max' }], description: [{ key: 'v.required' }] }),
    );
    expect(await submitting).toBeNull();
    expect(form.submitting).toBe(false);
    expect(form.banner?.code).toBe('validation');
    expect(form.messages('amountCents')).toEqual([i18n.field({ key: 'v.money.max' })]);
    // Both paths have an input: nothing goes to the banner.
    expect(form.otherMessages).toEqual([]);
    form.edited('amountCents');
    expect(form.messages('amountCents')).toEqual([]);
    expect(form.messages('description')).toHaveLength(1);
  });

  it('send a message for a path with no input on screen to the banner', async () => {
    const form = pixImmediateForm();
    form.draft.amount = '150,00';
    const submitting = form.submit();
    answer(
      refused({
        'additionalInfos.3.name': [{ key: 'v.required' }],
        calendar: [{ key: 'v.required' }],
      }),
    );
    await submitting;
    // Row 3 does not exist, and no input edits `calendar`.
    expect(form.otherMessages).toHaveLength(2);
  });

  it('forget main’s messages for rows once a row is removed (their paths moved)', async () => {
    const form = pixImmediateForm();
    form.draft.amount = '150,00';
    form.addInfo();
    form.addInfo();
    form.draft.infos[0] = { name: 'Pedido', value: '12' };
    form.draft.infos[1] = { name: 'Mesa', value: '4' };
    // Both rows are on screen; removing the first takes the last row's fields off it.
    const shown = [0, 1].flatMap((i) =>
      ['name', 'value'].map((part) => form.register(`additionalInfos.${i}.${part}`)),
    );
    flushSync();
    const submitting = form.submit();
    answer(refused({ 'additionalInfos.1.value': [{ key: 'v.required' }] }));
    await submitting;
    expect(form.messages('additionalInfos.1.value')).toHaveLength(1);
    expect(form.otherMessages).toEqual([]);
    form.removeInfo(0);
    shown.slice(2).forEach((unregister) => unregister());
    expect(form.messages('additionalInfos.1.value')).toEqual([]);
    expect(form.otherMessages).toEqual([]);
  });

  it('say what happened in the banner when main refuses for another reason', async () => {
    const form = pixImmediateForm();
    form.draft.amount = '150,00';
    const submitting = form.submit();
    answer({ ok: false, error: { code: 'offline', message: 'no' } });
    expect(await submitting).toBeNull();
    expect(form.banner?.code).toBe('offline');
    expect(form.otherMessages).toEqual([]);
  });

  it('start over empty after a reset', async () => {
    const form = pixImmediateForm();
    form.draft.amount = '150,00';
    const submitting = form.submit();
    answer(refused({ amountCents: [{ key: 'v.money.max' }] }));
    await submitting;
    form.reset();
    expect(form.draft.amount).toBe('');
    expect(form.banner).toBeNull();
    expect(form.submitted).toBe(false);
    expect(form.messages('amountCents')).toEqual([]);
  });

  it('return what main created when accepted', async () => {
    const form = pixImmediateForm();
    form.draft.amount = '150,00';
    const submitting = form.submit();
    answer({ ok: true, value: { id: 'pix-1' } });
    expect(await submitting).toEqual({ id: 'pix-1' });
    expect(form.banner).toBeNull();
  });
});

describe('the row editors of the forms', () => {
  it('open one discount band when a discount is chosen, and add no more than allowed', () => {
    const boleto = boletoForm();
    boleto.setDiscountType('FIXED');
    expect(boleto.draft.bands).toHaveLength(1);
    for (let i = 0; i < 10; i++) boleto.addBand();
    expect(boleto.draft.bands).toHaveLength(MAX_DISCOUNT_BANDS);
    boleto.removeBand(0);
    expect(boleto.draft.bands).toHaveLength(MAX_DISCOUNT_BANDS - 1);
    // Choosing a discount again keeps the bands typed.
    boleto.setDiscountType('PERCENTAGE');
    expect(boleto.draft.bands).toHaveLength(MAX_DISCOUNT_BANDS - 1);

    const due = pixDueDateForm();
    due.setDiscountMode('bands');
    expect(due.draft.bands).toHaveLength(1);
    for (let i = 0; i < 10; i++) due.addBand();
    expect(due.draft.bands).toHaveLength(MAX_DUE_BANDS);
  });

  it('add information and split rows up to the limit', () => {
    const form = pixImmediateForm();
    for (let i = 0; i < 20; i++) {
      form.addInfo();
      form.addSplit();
    }
    expect(form.draft.infos).toHaveLength(MAX_ROWS);
    expect(form.draft.splits).toHaveLength(MAX_ROWS);
    form.removeSplit(0);
    expect(form.draft.splits).toHaveLength(MAX_ROWS - 1);
  });
});
