import { describe, expect, it } from 'vitest';
import { setValueAt, valueAt, type DraftCheck } from '../../../renderer/src/lib/draft-values.ts';
import { FormState } from '../../../renderer/src/lib/state/form-state.svelte.ts';

interface Payer {
  payer: { name: string };
}

// A field with no value of its own reads and writes the form's draft at its path.

describe('draft paths', () => {
  it('reads a nested value, a row of a list, and nothing past a missing part', () => {
    const draft = { payer: { name: 'Ana' }, infos: [{ name: 'Pedido' }] };
    expect(valueAt(draft, 'payer.name')).toBe('Ana');
    expect(valueAt(draft, 'infos.0.name')).toBe('Pedido');
    expect(valueAt(draft, 'payer.address.city')).toBeUndefined();
  });

  it('writes where the parents of the path exist, and refuses a path with no place', () => {
    const draft = { payer: { name: '' }, amount: '' };
    setValueAt(draft, 'payer.name', 'Bia');
    setValueAt(draft, 'amount', '10,00');
    expect(draft).toEqual({ payer: { name: 'Bia' }, amount: '10,00' });
    expect(() => setValueAt(draft, 'payer.address.city', 'Recife')).toThrow();
  });

  it('goes through the form: what is written is what the check sees', () => {
    const form = new FormState({
      empty: (): Payer => ({ payer: { name: '' } }),
      check: (draft): DraftCheck<Payer> =>
        draft.payer.name === ''
          ? { ok: false, fields: { 'payer.name': [{ key: 'v.required' }] } }
          : { ok: true, data: draft, fields: {} },
      send: async () => ({ ok: true as const, value: null }),
    });
    expect(form.read('payer.name')).toBe('');
    expect(form.valid).toBe(false);
    form.write('payer.name', 'Caio');
    expect(form.read('payer.name')).toBe('Caio');
    expect(form.valid).toBe(true);
  });
});
