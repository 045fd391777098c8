import { MAX_DISCOUNT_BANDS, type BoletoInputParsed } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkDraft, emptyDraft, type BoletoDraft } from './boleto-form.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

/** The boleto issue form (`boletos:create`). */
export function boletoForm() {
  const form = new FormState({
    empty: emptyDraft,
    check: checkDraft,
    send: (data: BoletoInputParsed) => invoke('boletos:create', data),
  });
  const d = () => form.draft;
  function addBand(): void {
    if (d().bands.length >= MAX_DISCOUNT_BANDS) return;
    d().bands.push({ date: '', value: '' });
  }
  return withParts(form, {
    addBand,
    removeBand(index: number): void {
      d().bands.splice(index, 1);
      // Band paths shift; old messages would point at the wrong band.
      form.forgetServerFields('discount.bands');
    },
    setDiscountType(type: BoletoDraft['discountType']): void {
      d().discountType = type;
      if (type !== 'NONE' && d().bands.length === 0) addBand();
    },
    /** Sends the boleto; returns its correlationId when created, null otherwise. */
    async issue(): Promise<string | null> {
      const created = await form.submit();
      return created?.correlationId ?? null;
    },
  });
}

export type BoletoForm = ReturnType<typeof boletoForm>;
