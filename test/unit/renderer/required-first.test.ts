import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft } from '../../../renderer/src/features/boletos/boleto-form.ts';
import {
  checkPixImmediateDraft,
  emptyPixImmediateDraft,
} from '../../../renderer/src/features/pix/pix-immediate-form.ts';
import {
  checkPixDueDateDraft,
  emptyPixDueDateDraft,
} from '../../../renderer/src/features/pix/pix-due-form.ts';

// An empty required field asks to be filled in; the format rule ("O CEP tem 8 dígitos") is
// only for a value that was typed and is wrong. A select asks to choose.
const fillIn = new Set(['v.required', 'v.money.required', 'v.uf']);

function firstKeys(fields: Record<string, { key: string }[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, m]) => [path, m[0]?.key ?? '']));
}

describe('an empty required field says "fill in" before any format rule', () => {
  it('in the due-date Pix form, CEP included', () => {
    const keys = firstKeys(checkPixDueDateDraft(emptyPixDueDateDraft(), 'pt-BR').fields);
    expect(keys['address.zipCode']).toBe('v.required');
    for (const [path, key] of Object.entries(keys))
      expect([path, fillIn.has(key)]).toEqual([path, true]);
  });

  it('in the boleto form, once an address or phone is started', () => {
    const draft = emptyDraft();
    draft.payer.city = 'Campinas';
    draft.payer.phoneNumber = '999998888';
    const keys = firstKeys(checkDraft(draft, 'pt-BR').fields);
    expect(keys['payer.address.zipCode']).toBe('v.required');
    expect(keys['payer.phone.prefix']).toBe('v.required');
    for (const [path, key] of Object.entries(keys))
      expect([path, fillIn.has(key)]).toEqual([path, true]);
  });

  it('in the immediate Pix form, with an empty split and info row and a started payer', () => {
    const draft = emptyPixImmediateDraft();
    draft.validity = 'custom';
    draft.payer.name = 'Ana';
    draft.beneficiary.cityName = 'Campinas';
    draft.splits.push({ accountNumber: '', type: 'FIXED', value: '' });
    draft.infos.push({ name: '', value: '' });
    const keys = firstKeys(checkPixImmediateDraft(draft, 'pt-BR').fields);
    expect(Object.keys(keys).length).toBeGreaterThan(4);
    for (const [path, key] of Object.entries(keys))
      expect([path, fillIn.has(key)]).toEqual([path, true]);
  });

  it('keeps the format message for a wrong value that was typed', () => {
    const pix = emptyPixDueDateDraft();
    pix.address.zipCode = '1234';
    expect(checkPixDueDateDraft(pix, 'pt-BR').fields['address.zipCode']?.[0]?.key).toBe('v.zip');
    const boleto = emptyDraft();
    boleto.payer.zipCode = '1234';
    boleto.payer.phonePrefix = '1';
    const fields = checkDraft(boleto, 'pt-BR').fields;
    expect(fields['payer.address.zipCode']?.[0]?.key).toBe('v.zip');
    expect(fields['payer.phone.prefix']?.[0]?.key).toBe('v.phone.prefix');
  });
});
