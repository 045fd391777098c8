import {
  MAX_DISCOUNT_BANDS,
  type BoletoInputParsed,
  type BoletoView,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkDraft, emptyDraft, type BoletoDraft } from './boleto-form.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

const SHOWN_PATHS = new Set([
  'type',
  'wallet',
  'ourNumber',
  'yourNumber',
  'dueDate',
  'amountCents',
  'payer.name',
  'payer.document',
  'payer.email',
  'payer.phone.prefix',
  'payer.phone.number',
  'payer.address.zipCode',
  'payer.address.publicPlace',
  'payer.address.number',
  'payer.address.complement',
  'payer.address.neighborhood',
  'payer.address.city',
  'payer.address.state',
  'discount.bands',
  'lateFine.amountCents',
  'lateFine.percent',
  'latePayment.amountCents',
  'latePayment.percent',
]);

/** The boleto issue form (`boletos:create`). */
export class BoletoFormState extends DraftFormState<BoletoDraft, BoletoInputParsed, BoletoView> {
  protected emptyDraft(): BoletoDraft {
    return emptyDraft();
  }
  protected checkDraft(draft: BoletoDraft, locale: Locale) {
    return checkDraft(draft, locale);
  }
  protected send(data: BoletoInputParsed) {
    return invoke('boletos:create', data);
  }
  protected isShownPath(path: string): boolean {
    if (SHOWN_PATHS.has(path)) return true;
    const band = /^discount\.bands\.(\d+)\.(date|amountCents|percent)$/.exec(path);
    return band !== null && Number(band[1]) < this.draft.bands.length;
  }

  addBand(): void {
    if (this.draft.bands.length >= MAX_DISCOUNT_BANDS) return;
    this.draft.bands.push({ date: '', value: '' });
  }

  removeBand(index: number): void {
    this.draft.bands.splice(index, 1);
    // Band paths shift; old messages would point at the wrong band.
    this.forgetServerFields('discount.bands');
  }

  setDiscountType(type: BoletoDraft['discountType']): void {
    this.draft.discountType = type;
    if (type !== 'NONE' && this.draft.bands.length === 0) this.addBand();
  }

  /** Sends the boleto; returns its correlationId when created, null otherwise. */
  async issue(): Promise<string | null> {
    const created = await this.submit();
    return created?.correlationId ?? null;
  }
}
