import type {
  Locale,
  PixCodeView,
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
import {
  checkPixImmediateDraft,
  emptyPixImmediateDraft,
  MAX_ROWS,
  type PixImmediateDraft,
} from './pix-immediate-form.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

/** `additionalInfos.3.name` while row 3 exists. */
function isRowPath(path: string, prefix: string, fields: string, count: number): boolean {
  const match = new RegExp(`^${prefix.replaceAll('.', '\\.')}\\.(\\d+)\\.(${fields})$`).exec(path);
  return match !== null && Number(match[1]) < count;
}

const IMMEDIATE_PATHS = new Set([
  'amountCents',
  'description',
  'expiresInSeconds',
  'payer.name',
  'payer.document',
  'additionalInfos',
  'splitInstructions',
  'finalBeneficiary.name',
  'finalBeneficiary.document',
  'finalBeneficiary.cityName',
]);

/** The immediate Pix form (`pix:create-immediate`). */
export class PixImmediateFormState extends DraftFormState<
  PixImmediateDraft,
  PixImmediateInputParsed,
  PixCodeView
> {
  protected emptyDraft(): PixImmediateDraft {
    return emptyPixImmediateDraft();
  }
  protected checkDraft(draft: PixImmediateDraft, locale: Locale) {
    return checkPixImmediateDraft(draft, locale);
  }
  protected send(data: PixImmediateInputParsed) {
    return invoke('pix:create-immediate', data);
  }
  protected isShownPath(path: string): boolean {
    return (
      IMMEDIATE_PATHS.has(path) ||
      isRowPath(path, 'additionalInfos', 'name|value', this.draft.infos.length) ||
      isRowPath(
        path,
        'splitInstructions',
        'accountNumber|amountCents|percent',
        this.draft.splits.length,
      )
    );
  }

  addInfo(): void {
    if (this.draft.infos.length < MAX_ROWS) this.draft.infos.push({ name: '', value: '' });
  }
  removeInfo(index: number): void {
    this.draft.infos.splice(index, 1);
    this.forgetServerFields('additionalInfos');
  }
  addSplit(): void {
    if (this.draft.splits.length < MAX_ROWS) {
      this.draft.splits.push({ accountNumber: '', type: 'PERCENTAGE', value: '' });
    }
  }
  removeSplit(index: number): void {
    this.draft.splits.splice(index, 1);
    this.forgetServerFields('splitInstructions');
  }
}

const DUE_PATHS = new Set([
  'amountCents',
  'dueDate',
  'maxDaysOverdue',
  'payer.name',
  'payer.document',
  'address.cityName',
  'address.zipCode',
  'address.state',
  'address.street',
  'description',
  'additionalInfos',
  'taxes.rebate.cents',
  'taxes.rebate.percent',
  'taxes.discount.value.cents',
  'taxes.discount.value.percent',
  'taxes.discount.bands',
  'taxes.interest.value',
  'taxes.fine.cents',
  'taxes.fine.percent',
]);

/** The due-date Pix form (`pix:create-due-date`). */
export class PixDueDateFormState extends DraftFormState<
  PixDueDateDraft,
  PixDueDateInputParsed,
  PixCodeView
> {
  protected emptyDraft(): PixDueDateDraft {
    return emptyPixDueDateDraft();
  }
  protected checkDraft(draft: PixDueDateDraft, locale: Locale) {
    return checkPixDueDateDraft(draft, locale);
  }
  protected send(data: PixDueDateInputParsed) {
    return invoke('pix:create-due-date', data);
  }
  protected isShownPath(path: string): boolean {
    return (
      DUE_PATHS.has(path) ||
      isRowPath(path, 'additionalInfos', 'name|value', this.draft.infos.length) ||
      isRowPath(path, 'taxes.discount.bands', 'date|value', this.draft.bands.length)
    );
  }

  addInfo(): void {
    if (this.draft.infos.length < MAX_ROWS) this.draft.infos.push({ name: '', value: '' });
  }
  removeInfo(index: number): void {
    this.draft.infos.splice(index, 1);
    this.forgetServerFields('additionalInfos');
  }
  addBand(): void {
    if (this.draft.bands.length < MAX_DUE_BANDS) this.draft.bands.push({ date: '', value: '' });
  }
  removeBand(index: number): void {
    this.draft.bands.splice(index, 1);
    this.forgetServerFields('taxes.discount.bands');
  }
  setDiscountMode(mode: PixDueDateDraft['discountMode']): void {
    this.draft.discountMode = mode;
    if (mode === 'bands' && this.draft.bands.length === 0) this.addBand();
  }
}
