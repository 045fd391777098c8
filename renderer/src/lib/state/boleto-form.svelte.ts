import {
  MAX_DISCOUNT_BANDS,
  type AppError,
  type FieldMessage,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../api.ts';
import { checkDraft, emptyDraft, type BoletoDraft } from '../boleto-form.ts';
import { i18n } from '../i18n/index.svelte.ts';

type Fields = Record<string, FieldMessage[]>;

/** Paths the form shows next to an input; a message for any other path goes to the banner. */
function isShownPath(path: string, draft: BoletoDraft): boolean {
  const fixed = [
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
  ];
  if (fixed.includes(path)) return true;
  const band = /^discount\.bands\.(\d+)\.(date|amountCents|percent)$/.exec(path);
  return band !== null && Number(band[1]) < draft.bands.length;
}

/**
 * The issue form: the draft as typed, the contract's rules run on every change, and what main
 * answered. A field shows its message once it was left (blur) or after a submit attempt; main's
 * messages for a field stay until that field is edited.
 */
export class BoletoFormState {
  draft = $state<BoletoDraft>(emptyDraft());
  #touched = $state<Record<string, boolean>>({});
  #submitted = $state(false);
  #submitting = $state(false);
  #serverFields = $state.raw<Fields>({});
  #banner = $state.raw<AppError | null>(null);

  #check = $derived(checkDraft(this.draft, i18n.locale));

  get submitting() {
    return this.#submitting;
  }
  get submitted() {
    return this.#submitted;
  }
  get banner() {
    return this.#banner;
  }
  get valid() {
    return this.#check.ok;
  }

  /**
   * The message for one field path (`payer.document`), translated; only the first, so the
   * user fixes one thing at a time ("fill in" before "not a valid address").
   */
  messages(path: string): string[] {
    const server = this.#serverFields[path];
    if (server && server.length > 0) return server.map((m) => i18n.field(m));
    if (!this.#submitted && !this.#touched[path]) return [];
    return (this.#check.fields[path] ?? []).slice(0, 1).map((m) => i18n.field(m));
  }

  /** Messages main sent for fields the form has no input for, plus root-level ones. */
  get otherMessages(): string[] {
    return Object.entries(this.#serverFields)
      .filter(([path]) => !isShownPath(path, this.draft))
      .flatMap(([, messages]) => messages.map((m) => i18n.field(m)));
  }

  touch(path: string): void {
    if (!this.#touched[path]) this.#touched[path] = true;
  }

  edited(path: string): void {
    if (this.#serverFields[path]) {
      const { [path]: _gone, ...rest } = this.#serverFields;
      this.#serverFields = rest;
    }
  }

  addBand(): void {
    if (this.draft.bands.length >= MAX_DISCOUNT_BANDS) return;
    this.draft.bands.push({ date: '', value: '' });
  }

  removeBand(index: number): void {
    this.draft.bands.splice(index, 1);
    // Band paths shift; old messages would point at the wrong band.
    this.#serverFields = Object.fromEntries(
      Object.entries(this.#serverFields).filter(([p]) => !p.startsWith('discount.bands')),
    );
  }

  setDiscountType(type: BoletoDraft['discountType']): void {
    this.draft.discountType = type;
    if (type !== 'NONE' && this.draft.bands.length === 0) this.addBand();
  }

  /** Sends the boleto; returns its correlationId when created, null otherwise. */
  async submit(): Promise<string | null> {
    this.#submitted = true;
    this.#banner = null;
    const check = this.#check;
    if (!check.ok) return null;
    this.#submitting = true;
    const result = await invoke('boletos:create', check.data);
    this.#submitting = false;
    if (result.ok) return result.value.correlationId;
    this.#serverFields = result.error.fields ?? {};
    // For `validation` the banner says "check the fields"; other codes explain what happened.
    this.#banner = result.error;
    return null;
  }

  reset(): void {
    this.draft = emptyDraft();
    this.#touched = {};
    this.#submitted = false;
    this.#serverFields = {};
    this.#banner = null;
  }
}
