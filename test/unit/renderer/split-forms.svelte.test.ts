import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  splitAddForm,
  splitCreateForm,
  splitUpdateForm,
} from '../../../renderer/src/features/split/split-forms.svelte.ts';
import { pixKeyForm } from '../../../renderer/src/features/pix-keys/pix-key-form.svelte.ts';
import { i18n } from '../../../renderer/src/lib/i18n/index.svelte.ts';

// The split and Pix key forms check their rules on every keystroke, with the contract's
// schemas, each message on its own field (nothing here is sent: no bridge in these tests).

beforeEach(() => {
  i18n.locale = 'pt-BR';
});

const keys = (messages: { key: string }[]) => messages.map((m) => m.key);

describe('split forms', () => {
  it('a new configuration: 5% and R$ 2,00 to internal accounts is valid as typed', () => {
    const form = splitCreateForm();
    form.draft.rows[0]!.value = '5';
    form.draft.rows[0]!.number = '7777-1';
    form.addRow();
    form.draft.rows[1]!.type = 'FIXED';
    form.draft.rows[1]!.value = '2,00';
    form.draft.rows[1]!.number = '8888-2';
    flushSync();
    expect(form.valid).toBe(true);
    expect(form.check.ok && form.check.data.instructions).toEqual([
      {
        type: 'PERCENTAGE',
        percent: 5,
        transferType: 'INTERNAL',
        beneficiary: { number: '7777-1' },
      },
      {
        type: 'FIXED',
        amountCents: 200,
        transferType: 'INTERNAL',
        beneficiary: { number: '8888-2' },
      },
    ]);
  });

  it('checks each rule as it is typed, on its own field', () => {
    const form = splitCreateForm();
    const row = form.draft.rows[0]!;
    row.number = '7777-1';
    row.value = '7';
    flushSync();
    expect(keys(form.liveMessages('instructions.0.percent'))).toEqual(['v.split_rule.percent_max']);
    row.value = '1,125';
    flushSync();
    expect(keys(form.liveMessages('instructions.0.percent'))).toEqual([
      'v.split_rule.percent_decimals',
    ]);
    row.value = '5';
    row.transferType = 'PIX_KEY';
    flushSync();
    expect(keys(form.liveMessages('instructions.0.transferType'))).toEqual([
      'v.split_rule.pix_key',
    ]);
    row.transferType = 'PIX_MANUAL';
    row.holderDocument = '529.982.247-24';
    flushSync();
    expect(keys(form.liveMessages('instructions.0.beneficiary.holder.document'))).toEqual([
      'v.document.check_digits',
    ]);
    expect(keys(form.liveMessages('instructions.0.beneficiary.branch'))).toEqual(['v.required']);
    expect(keys(form.liveMessages('instructions.0.beneficiary.participantIspb'))).toEqual([
      'v.required',
    ]);
    expect(keys(form.liveMessages('instructions.0.beneficiary.holder.name'))).toEqual([
      'v.required',
    ]);
    // The messages are in the owner's words, both languages.
    expect(form.messages('instructions.0.beneficiary.holder.document')).toEqual([]);
    form.edited('instructions.0.beneficiary.holder.document');
    form.touch('instructions.0.beneficiary.holder.document');
    flushSync();
    expect(form.messages('instructions.0.beneficiary.holder.document')[0]).toMatch(/não confere/);
    i18n.locale = 'en';
    flushSync();
    expect(form.messages('instructions.0.beneficiary.holder.document')[0]).toMatch(
      /does not check out/,
    );
  });

  it('an added instruction and a changed rule name their fields without a prefix', () => {
    const add = splitAddForm(3);
    add.draft.value = '0';
    add.draft.number = 'x';
    flushSync();
    expect(keys(add.liveMessages('percent'))).toEqual(['v.split_rule.percent_positive']);
    expect(keys(add.liveMessages('beneficiary.number'))).toEqual(['v.split_rule.number']);

    const update = splitUpdateForm(3, 9, { type: 'FIXED', value: '2,00' });
    flushSync();
    expect(update.check.ok && update.check.data).toEqual({
      configurationId: 3,
      instructionId: 9,
      type: 'FIXED',
      amountCents: 200,
    });
    update.draft.value = '0,00';
    flushSync();
    expect(keys(update.liveMessages('amountCents'))).toEqual(['v.money.positive']);
  });
});

describe('Pix key form', () => {
  it('takes a random key, and says why the other types cannot be registered here', () => {
    const form = pixKeyForm();
    flushSync();
    expect(form.valid).toBe(true);
    for (const [type, key] of [
      ['EMAIL', 'v.pix_key.email_needs_code'],
      ['PHONE', 'v.pix_key.phone_needs_code'],
      ['DOCUMENT', 'v.pix_key.document_not_here'],
    ] as const) {
      form.draft.entryType = type;
      flushSync();
      expect(keys(form.liveMessages('entryType'))).toEqual([key]);
    }
  });
});
