import type {
  PixDueDateInputParsed,
  PixImmediateInputParsed,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import {
  checkPixDueDateDraft,
  emptyPixDueDateDraft,
  MAX_DUE_BANDS,
  type PixDueDateDraft,
} from './pix-due-form.ts';
import { checkPixImmediateDraft, emptyPixImmediateDraft, MAX_ROWS } from './pix-immediate-form.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

/** The information rows both Pix forms carry (`additionalInfos.N.name|value`). */
function infoRows(form: {
  draft: { infos: { name: string; value: string }[] };
  forgetServerFields(prefix: string): void;
}) {
  return {
    addInfo(): void {
      if (form.draft.infos.length < MAX_ROWS) form.draft.infos.push({ name: '', value: '' });
    },
    removeInfo(index: number): void {
      form.draft.infos.splice(index, 1);
      // Row paths shift; old messages would point at the wrong row.
      form.forgetServerFields('additionalInfos');
    },
  };
}

/** The immediate Pix form (`pix:create-immediate`). */
export function pixImmediateForm() {
  const form = new FormState({
    empty: emptyPixImmediateDraft,
    check: checkPixImmediateDraft,
    send: (data: PixImmediateInputParsed) => invoke('pix:create-immediate', data),
  });
  return withParts(form, {
    ...infoRows(form),
    addSplit(): void {
      if (form.draft.splits.length < MAX_ROWS) {
        form.draft.splits.push({ accountNumber: '', type: 'PERCENTAGE', value: '' });
      }
    },
    removeSplit(index: number): void {
      form.draft.splits.splice(index, 1);
      form.forgetServerFields('splitInstructions');
    },
  });
}

export type PixImmediateForm = ReturnType<typeof pixImmediateForm>;

/** The due-date Pix form (`pix:create-due-date`). */
export function pixDueDateForm() {
  const form = new FormState({
    empty: emptyPixDueDateDraft,
    check: checkPixDueDateDraft,
    send: (data: PixDueDateInputParsed) => invoke('pix:create-due-date', data),
  });
  function addBand(): void {
    if (form.draft.bands.length < MAX_DUE_BANDS) form.draft.bands.push({ date: '', value: '' });
  }
  return withParts(form, {
    ...infoRows(form),
    addBand,
    removeBand(index: number): void {
      form.draft.bands.splice(index, 1);
      form.forgetServerFields('taxes.discount.bands');
    },
    setDiscountMode(mode: PixDueDateDraft['discountMode']): void {
      form.draft.discountMode = mode;
      if (mode === 'bands' && form.draft.bands.length === 0) addBand();
    },
  });
}

export type PixDueDateForm = ReturnType<typeof pixDueDateForm>;
