import { describe, expect, it } from 'vitest';
import {
  checkCounterQrDraft,
  counterQrDraftToInput,
  type CounterQrDraft,
} from '../../../renderer/src/features/counter-qr/counter-qr-draft.ts';

const EVP = '123e4567-e12b-12d1-a456-426655440000';
const draft = (extra: Partial<CounterQrDraft> = {}): CounterQrDraft => ({
  key: EVP,
  amount: '',
  description: '',
  ...extra,
});

describe('the counter-QR form', () => {
  it('sends the key alone when nothing else is typed: the payer types the amount', () => {
    expect(counterQrDraftToInput(draft(), 'pt-BR').input).toEqual({ key: EVP });
  });

  it('reads the amount in the owner’s language, in integer cents', () => {
    expect(counterQrDraftToInput(draft({ amount: '1.234,5' }), 'pt-BR').input.amountCents).toBe(
      123_450,
    );
    expect(counterQrDraftToInput(draft({ amount: '1,234.50' }), 'en').input.amountCents).toBe(
      123_450,
    );
  });

  it('says on the amount when it cannot be read, and on the description when it has no room', () => {
    const check = checkCounterQrDraft(
      draft({ amount: '12,3,4', description: 'x'.repeat(38) }),
      'pt-BR',
    );
    expect(check.ok).toBe(false);
    expect(Object.keys(check.fields).sort()).toEqual(['amountCents', 'description']);
    expect(check.fields.description).toEqual([
      { key: 'v.counter_qr.description_too_long', params: { max: 37, length: 38 } },
    ]);
  });

  it('asks for a key while none is chosen', () => {
    expect(checkCounterQrDraft(draft({ key: '' }), 'pt-BR').fields).toEqual({
      key: [{ key: 'v.counter_qr.key_required' }],
    });
  });

  it('accepts the longest description a random key leaves room for, accents included', () => {
    const check = checkCounterQrDraft(
      draft({ amount: '25,90', description: 'Pão de queijo e café - balcão da loja' }),
      'pt-BR',
    );
    expect(check).toEqual({
      ok: true,
      fields: {},
      data: {
        key: EVP,
        amountCents: 2_590,
        description: 'Pão de queijo e café - balcão da loja',
      },
    });
  });
});
