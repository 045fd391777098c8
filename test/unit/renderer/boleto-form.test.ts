import { describe, expect, it } from 'vitest';
import { makeBoletoInputSchema } from '../../../preload/contract/index.ts';
import {
  checkDraft,
  draftToInput,
  emptyDraft,
  type BoletoDraft,
} from '../../../renderer/src/features/boletos/boleto-form.ts';

const schema = makeBoletoInputSchema(() => '2026-01-10');

function filled(): BoletoDraft {
  const d = emptyDraft();
  d.yourNumber = 'PED-1';
  d.dueDate = '2026-02-01';
  d.amount = '1.234,56';
  d.payer.name = 'Maria da Silva';
  d.payer.document = '529.982.247-25';
  return d;
}

describe('issue form draft', () => {
  it('turns typed money into integer cents, never floats', () => {
    const { input } = draftToInput({ ...filled(), amount: '0,29' }, 'pt-BR');
    expect(input.amountCents).toBe(29);
    expect(draftToInput({ ...filled(), amount: '1,234.50' }, 'en').input.amountCents).toBe(123450);
  });

  it('accepts a complete draft with the contract schema', () => {
    const check = checkDraft(filled(), 'pt-BR', schema);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.data.amountCents).toBe(123456);
      expect(check.data.payer.document).toBe('52998224725');
      expect(check.data.wallet).toBe('112');
    }
  });

  it('says "Informe o valor." for a blank amount and keeps the money parser key otherwise', () => {
    expect(checkDraft({ ...filled(), amount: '' }, 'pt-BR', schema).fields.amountCents).toEqual([
      { key: 'v.money.required' },
    ]);
    expect(
      checkDraft({ ...filled(), amount: '1,234' }, 'pt-BR', schema).fields.amountCents,
    ).toEqual([{ key: 'v.money.decimals' }]);
  });

  it('reports the contract keys on the form paths', () => {
    const d = filled();
    d.payer.document = '529.982.247-24';
    d.dueDate = '2026-01-01';
    d.wallet = '121';
    const fields = checkDraft(d, 'pt-BR', schema).fields;
    expect(fields['payer.document']).toEqual([{ key: 'v.document.check_digits' }]);
    expect(fields.dueDate).toEqual([{ key: 'v.date.past' }]);
    expect(fields.ourNumber).toEqual([{ key: 'v.our_number.required' }]);
  });

  it('sends optional groups only when something was typed', () => {
    const { input } = draftToInput(filled(), 'pt-BR');
    expect(input.payer).not.toHaveProperty('phone');
    expect(input.payer).not.toHaveProperty('address');
    expect(input.payer).not.toHaveProperty('email');
    expect(input).not.toHaveProperty('ourNumber');
    const d = filled();
    d.payer.zipCode = '01310-100';
    const fields = checkDraft(d, 'pt-BR', schema).fields;
    expect(fields['payer.address.publicPlace']).toEqual([{ key: 'v.required' }]);
    expect(fields['payer.address.state']).toEqual([{ key: 'v.uf' }]);
  });

  it('builds discount bands, fine and interest', () => {
    const d = filled();
    d.discountType = 'FIXED';
    d.bands = [
      { date: '2026-01-20', value: '10,00' },
      { date: '2026-01-25', value: '20,00' },
    ];
    d.fineType = 'PERCENTAGE';
    d.fine = '2';
    d.interestType = 'PERCENTAGE_PER_MONTH';
    d.interest = '1,5';
    const { input } = draftToInput(d, 'pt-BR');
    expect(input.discount).toEqual({
      type: 'FIXED',
      bands: [
        { date: '2026-01-20', amountCents: 1000 },
        { date: '2026-01-25', amountCents: 2000 },
      ],
    });
    expect(input.lateFine).toEqual({ type: 'PERCENTAGE', percent: 2 });
    expect(input.latePayment).toEqual({ type: 'PERCENTAGE_PER_MONTH', percent: 1.5 });
    expect(checkDraft(d, 'pt-BR', schema).fields['discount.bands.1.amountCents']).toEqual([
      { key: 'v.discount.increasing' },
    ]);
  });

  it('flags an unreadable percentage as invalid', () => {
    const d = filled();
    d.fineType = 'PERCENTAGE';
    d.fine = 'dois';
    expect(checkDraft(d, 'pt-BR', schema).fields['lateFine.percent']).toEqual([
      { key: 'v.invalid' },
    ]);
  });
});
