import {
  customerInputSchema,
  installmentsInputSchema,
  type Customer,
  type CustomerInputParsed,
  type InstallmentKind,
  type InstallmentsInputParsed,
  type InstallmentsResult,
  type Locale,
  type RemainderPlace,
  type BoletoType,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, moneyField, type DraftCheck, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';
import { payerToInput, type PayerDraft } from '../boletos/boleto-form.ts';
import { emptyPayer, PAYER_PATHS, payerDraftOf } from './customer-payer.ts';

/** The owner corrects a saved customer (`customers:update`): the boleto payer's rules. */
export class CustomerFormState extends DraftFormState<PayerDraft, CustomerInputParsed, Customer> {
  protected emptyDraft(): PayerDraft {
    return emptyPayer();
  }
  protected checkDraft(draft: PayerDraft): DraftCheck<CustomerInputParsed> {
    return checkInput(customerInputSchema, payerToInput(draft), {});
  }
  protected send(data: CustomerInputParsed) {
    return invoke('customers:update', data);
  }
  protected isShownPath(path: string): boolean {
    return (PAYER_PATHS as readonly string[]).includes(path);
  }

  load(customer: Customer): void {
    this.reset();
    Object.assign(this.draft, payerDraftOf(customer));
  }
}

export interface InstallmentsDraft {
  kind: InstallmentKind;
  boletoType: BoletoType;
  count: string;
  total: string;
  firstDueDate: string;
  remainder: RemainderPlace;
  yourNumber: string;
  description: string;
  /** The customer's data: not typed here, but checked with the rest. */
  payer: PayerDraft;
}

const INSTALLMENT_PATHS = new Set([
  'kind',
  'boletoType',
  'count',
  'totalCents',
  'firstDueDate',
  'remainder',
  'yourNumber',
  'description',
]);

/**
 * N monthly installments for one customer (`installments:create`). Once main answered, the
 * plan is fixed: a retry sends the same plan for the installments not created only.
 */
export class InstallmentsFormState extends DraftFormState<
  InstallmentsDraft,
  InstallmentsInputParsed,
  InstallmentsResult
> {
  result = $state.raw<InstallmentsResult | null>(null);

  protected emptyDraft(): InstallmentsDraft {
    return {
      kind: 'boleto',
      boletoType: 'BANKSLIP',
      count: '3',
      total: '',
      firstDueDate: '',
      remainder: 'last',
      yourNumber: '',
      description: '',
      payer: emptyPayer(),
    };
  }
  protected checkDraft(draft: InstallmentsDraft, locale: Locale) {
    const parseFields: Fields = {};
    const count = draft.count.trim() === '' ? undefined : Number(draft.count.trim());
    const input: Record<string, unknown> = {
      kind: draft.kind,
      boletoType: draft.boletoType,
      count,
      totalCents: moneyField(draft.total, locale, 'totalCents', parseFields),
      firstDueDate: draft.firstDueDate,
      remainder: draft.remainder,
      yourNumber: draft.yourNumber,
      payer: payerToInput(draft.payer),
    };
    if (draft.description.trim() !== '') input.description = draft.description;
    return checkInput(installmentsInputSchema, input, parseFields);
  }
  protected send(data: InstallmentsInputParsed) {
    return invoke('installments:create', { ...data, ...this.#retryPart() });
  }
  protected isShownPath(path: string): boolean {
    return INSTALLMENT_PATHS.has(path);
  }

  /** Only the installments not created yet, the unknown ones settled by their id. */
  #retryPart(): { only?: number[]; unknown?: { number: number; correlationId: string }[] } {
    if (!this.result) return {};
    const items = this.result.items;
    return {
      only: items
        .filter((i) => i.outcome === 'failed' || i.outcome === 'skipped')
        .map((i) => i.number),
      unknown: items
        .filter((i) => i.outcome === 'unknown' && i.correlationId !== null)
        .map((i) => ({ number: i.number, correlationId: i.correlationId! })),
    };
  }

  forCustomer(customer: Customer): void {
    this.draft.payer = payerDraftOf(customer);
  }

  /** Issues the plan (or, after a partial result, the installments still missing). */
  async issue(): Promise<InstallmentsResult | null> {
    const answer = await this.submit();
    if (answer) this.result = mergeResults(this.result, answer);
    return answer;
  }

  get createdIds(): string[] {
    return (this.result?.items ?? [])
      .filter((i) => i.outcome === 'created' && i.correlationId !== null)
      .map((i) => i.correlationId!);
  }

  get missing(): number {
    return (this.result?.items ?? []).filter((i) => i.outcome !== 'created').length;
  }

  startOver(customer: Customer): void {
    this.result = null;
    this.reset();
    this.forCustomer(customer);
  }
}

/** A retry's answer over the first one: what was created before stays created. */
function mergeResults(
  before: InstallmentsResult | null,
  after: InstallmentsResult,
): InstallmentsResult {
  if (!before) return after;
  return {
    kind: after.kind,
    items: after.items.map((item, i) =>
      item.outcome === 'not_requested' && before.items[i] ? before.items[i] : item,
    ),
  };
}
