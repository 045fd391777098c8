import { describe, expect, it } from 'vitest';
import { makePixDueDateInputSchema } from '../../../preload/contract/index.ts';
import {
  checkPixDueDateDraft,
  duePreviewInput,
  emptyPixDueDateDraft,
  pixDueDateDraftToInput,
  type PixDueDateDraft,
} from '../../../renderer/src/features/pix/pix-due-form.ts';
import {
  checkPixImmediateDraft,
  emptyPixImmediateDraft,
  pixImmediateDraftToInput,
  splitPreview,
  splitRule,
  type PixImmediateDraft,
} from '../../../renderer/src/features/pix/pix-immediate-form.ts';

function immediate(extra: Partial<PixImmediateDraft> = {}): PixImmediateDraft {
  return { ...emptyPixImmediateDraft(), amount: '150,00', ...extra };
}

describe('immediate Pix form', () => {
  it('sends integer cents, the chosen validity, and no payer or beneficiary when blank', () => {
    const { input } = pixImmediateDraftToInput(immediate({ validity: '900' }), 'pt-BR');
    expect(input.amountCents).toBe(15000);
    expect(input.expiresInSeconds).toBe(900);
    expect(input).not.toHaveProperty('payer');
    expect(input).not.toHaveProperty('finalBeneficiary');
    expect(input).not.toHaveProperty('description');
    expect(checkPixImmediateDraft(immediate(), 'pt-BR').ok).toBe(true);
  });

  it('reads custom minutes, and says the range when they are out of it', () => {
    const custom = immediate({ validity: 'custom', customMinutes: '90' });
    expect(pixImmediateDraftToInput(custom, 'pt-BR').input.expiresInSeconds).toBe(5400);
    expect(
      checkPixImmediateDraft({ ...custom, customMinutes: '' }, 'pt-BR').fields.expiresInSeconds,
    ).toEqual([{ key: 'v.required' }]);
    expect(
      checkPixImmediateDraft({ ...custom, customMinutes: '0' }, 'pt-BR').fields.expiresInSeconds,
    ).toEqual([{ key: 'v.expires.range' }]);
    expect(
      checkPixImmediateDraft({ ...custom, customMinutes: '525601' }, 'pt-BR').fields
        .expiresInSeconds,
    ).toEqual([{ key: 'v.expires.range' }]);
  });

  it('sends the payer once a name or document is typed, with "only this document may pay"', () => {
    const d = immediate();
    d.payer = { name: 'Ana', document: '', validate: true };
    const check = checkPixImmediateDraft(d, 'pt-BR');
    expect(check.ok).toBe(false);
    expect(check.fields['payer.document']).toBeDefined();
    d.payer.document = '529.982.247-25';
    const ok = checkPixImmediateDraft(d, 'pt-BR');
    expect(ok.ok && ok.data.payer).toEqual({
      name: 'Ana',
      document: '52998224725',
      validate: true,
    });
  });

  it('previews each split share and what stays with the owner, in cents', () => {
    const d = immediate({
      splits: [
        { accountNumber: '12345-6', type: 'PERCENTAGE', value: '30' },
        { accountNumber: '98765-4', type: 'FIXED', value: '10,00' },
        { accountNumber: '55555-5', type: 'FIXED', value: 'abc' },
      ],
    });
    expect(splitPreview(d, 'pt-BR')).toEqual({
      amountCents: 15000,
      shares: [4500, 1000, null],
      ownerCents: 9500,
    });
    // A percent of an unknown amount is unknown.
    expect(splitPreview({ ...d, amount: '' }, 'pt-BR').shares[0]).toBeNull();
  });

  it('applies the split rule: at most half, and only above R$ 1,00', () => {
    const over = immediate({
      splits: [
        { accountNumber: '12345-6', type: 'PERCENTAGE', value: '30' },
        { accountNumber: '98765-4', type: 'FIXED', value: '40,00' },
      ],
    });
    expect(checkPixImmediateDraft(over, 'pt-BR').fields.splitInstructions).toEqual([
      { key: 'v.split.over_half' },
    ]);
    const small = immediate({
      amount: '1,00',
      splits: [{ accountNumber: '12345-6', type: 'PERCENTAGE', value: '10' }],
    });
    expect(checkPixImmediateDraft(small, 'pt-BR').fields.amountCents).toEqual([
      { key: 'v.split.min_charge' },
    ]);
    const fine = immediate({
      splits: [{ accountNumber: '12345-6', type: 'PERCENTAGE', value: '50' }],
    });
    expect(checkPixImmediateDraft(fine, 'pt-BR').ok).toBe(true);
  });

  it('shows the split rule while other fields are still incomplete', () => {
    const rows = (...values: string[]) =>
      values.map((value) => ({ accountNumber: '', type: 'PERCENTAGE' as const, value }));
    // The schema says nothing here (the empty account fails first); the rule line does.
    const small = immediate({ amount: '0,50', splits: rows('') });
    expect(checkPixImmediateDraft(small, 'pt-BR').fields.amountCents).toBeUndefined();
    expect(splitRule(splitPreview(small, 'pt-BR'))).toEqual({
      state: 'broken',
      keys: ['v.split.min_charge'],
    });
    const over = immediate({ splits: rows('40', '20', '') });
    expect(splitRule(splitPreview(over, 'pt-BR'))).toEqual({
      state: 'broken',
      keys: ['v.split.over_half'],
    });
    expect(splitRule(splitPreview(immediate({ splits: rows('20', '') }), 'pt-BR')).state).toBe(
      'unknown',
    );
    expect(splitRule(splitPreview(immediate({ splits: rows('20', '30') }), 'pt-BR'))).toEqual({
      state: 'ok',
      keys: [],
    });
    expect(splitRule(splitPreview(immediate(), 'pt-BR')).state).toBe('ok');
  });

  it('names split and info rows by index, with the contract keys', () => {
    const d = immediate({
      infos: [{ name: '', value: 'x' }],
      splits: [{ accountNumber: '1', type: 'PERCENTAGE', value: '2,12345' }],
    });
    const fields = checkPixImmediateDraft(d, 'pt-BR').fields;
    expect(fields['additionalInfos.0.name']).toEqual([{ key: 'v.required' }]);
    expect(fields['splitInstructions.0.accountNumber']).toEqual([{ key: 'v.account' }]);
    expect(fields['splitInstructions.0.percent']).toEqual([{ key: 'v.percent.decimals4' }]);
  });
});

const dueSchema = makePixDueDateInputSchema(() => '2026-03-05');

function due(extra: Partial<PixDueDateDraft> = {}): PixDueDateDraft {
  return {
    ...emptyPixDueDateDraft(),
    amount: '1.000,00',
    dueDate: '2026-03-20',
    payer: { name: 'Bazar Três Irmãs', document: '11.222.333/0001-81' },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP', street: '' },
    ...extra,
  };
}

describe('due-date Pix form', () => {
  it('defaults to 30 days overdue and sends a complete draft as the contract wants it', () => {
    expect(emptyPixDueDateDraft().maxDaysOverdue).toBe('30');
    const check = checkPixDueDateDraft(due(), 'pt-BR', dueSchema);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.data.amountCents).toBe(100000);
      expect(check.data.maxDaysOverdue).toBe(30);
      expect(check.data.address.zipCode).toBe('01310100');
      expect(check.data.taxes).toBeUndefined();
    }
  });

  it('maps each tax to the contract: cents for fixed values, percents with four decimals', () => {
    const { input } = pixDueDateDraftToInput(
      due({
        rebateType: 'FIXED_AMOUNT',
        rebate: '50,00',
        discountMode: 'bands',
        discountType: 'PERCENTAGE',
        bands: [{ date: '2026-03-10', value: '2,5' }],
        interestType: 'FIXED_AMOUNT_CALENDAR_DAY',
        interest: '1,50',
        fineType: 'PERCENTAGE',
        fine: '2,0333',
      }),
      'pt-BR',
    );
    expect(input.taxes).toEqual({
      rebate: { type: 'FIXED_AMOUNT', cents: 5000 },
      discount: { mode: 'bands', type: 'PERCENTAGE', bands: [{ date: '2026-03-10', value: 2.5 }] },
      interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 150 },
      fine: { type: 'PERCENTAGE', percent: 2.0333 },
    });
    const single = pixDueDateDraftToInput(
      due({ discountMode: 'single', discountType: 'FIXED_AMOUNT', discount: '10,00' }),
      'pt-BR',
    ).input;
    expect(single.taxes).toEqual({
      discount: { mode: 'single', value: { type: 'FIXED_AMOUNT', cents: 1000 } },
    });
  });

  it('refuses more than four decimals in any percent, and bands on or after the due date', () => {
    const fields = checkPixDueDateDraft(
      due({
        interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
        interest: '1,12345',
        discountMode: 'bands',
        discountType: 'PERCENTAGE',
        bands: [{ date: '2026-03-20', value: '1,00001' }],
        rebateType: 'FIXED_AMOUNT',
        rebate: '1.000,00',
      }),
      'pt-BR',
      dueSchema,
    ).fields;
    expect(fields['taxes.interest.value']).toEqual([{ key: 'v.percent.decimals4' }]);
    expect(fields['taxes.discount.bands.0.value']).toEqual([{ key: 'v.percent.decimals4' }]);
    const dates = checkPixDueDateDraft(
      due({
        discountMode: 'bands',
        bands: [{ date: '2026-03-20', value: '5,00' }],
        rebateType: 'FIXED_AMOUNT',
        rebate: '1.000,00',
      }),
      'pt-BR',
      dueSchema,
    ).fields;
    expect(dates['taxes.discount.bands.0.date']).toEqual([{ key: 'v.discount.after_due' }]);
    expect(dates['taxes.rebate.cents']).toEqual([{ key: 'v.rebate.too_large' }]);
  });

  it('asks for a preview once amount, due date and taxes are valid, whatever the payer', () => {
    const dates = ['2026-03-05', '2026-03-20'];
    const noPayer = due({ payer: { name: '', document: '' }, fineType: 'FIXED_AMOUNT', fine: '5' });
    const check = checkPixDueDateDraft(noPayer, 'pt-BR', dueSchema);
    expect(duePreviewInput(noPayer, 'pt-BR', dates, check)).toEqual({
      amountCents: 100000,
      dueDate: '2026-03-20',
      maxDaysOverdue: 30,
      taxes: { fine: { type: 'FIXED_AMOUNT', cents: 500 } },
      dates,
    });
    const badFine = due({ fineType: 'PERCENTAGE', fine: '2,123456' });
    expect(
      duePreviewInput(badFine, 'pt-BR', dates, checkPixDueDateDraft(badFine, 'pt-BR', dueSchema)),
    ).toBeNull();
    const noDate = due({ dueDate: '20/03' });
    expect(
      duePreviewInput(noDate, 'pt-BR', dates, checkPixDueDateDraft(noDate, 'pt-BR', dueSchema)),
    ).toBeNull();
  });
});
