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
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';
import { payerToInput, type PayerDraft } from '../boletos/boleto-form.ts';
import { emptyPayer, payerDraftOf } from './customer-payer.ts';

/** The owner corrects a saved customer (`customers:update`): the boleto payer's rules. */
export function customerForm() {
  const form = new FormState({
    empty: emptyPayer,
    check: (draft: PayerDraft): DraftCheck<CustomerInputParsed> =>
      checkInput(customerInputSchema, payerToInput(draft), {}),
    send: (data: CustomerInputParsed) => invoke('customers:update', data),
  });
  return withParts(form, {
    load(customer: Customer): void {
      form.reset();
      Object.assign(form.draft, payerDraftOf(customer));
    },
  });
}

export type CustomerForm = ReturnType<typeof customerForm>;

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

function emptyInstallments(): InstallmentsDraft {
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

function checkInstallments(draft: InstallmentsDraft, locale: Locale) {
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

/** Only the installments not created yet, the unknown ones settled by their id. */
function retryPart(result: InstallmentsResult | null): {
  only?: number[];
  unknown?: { number: number; correlationId: string }[];
} {
  if (!result) return {};
  const items = result.items;
  return {
    only: items
      .filter((i) => i.outcome === 'failed' || i.outcome === 'skipped')
      .map((i) => i.number),
    unknown: items
      .filter((i) => i.outcome === 'unknown' && i.correlationId !== null)
      .map((i) => ({ number: i.number, correlationId: i.correlationId! })),
  };
}

/**
 * N monthly installments for one customer (`installments:create`). Once main answered, the
 * plan is fixed: a retry sends the same plan for the installments not created only.
 */
export function installmentsForm() {
  let result = $state.raw<InstallmentsResult | null>(null);
  const form = new FormState({
    empty: emptyInstallments,
    check: checkInstallments,
    send: (data: InstallmentsInputParsed) =>
      invoke('installments:create', { ...data, ...retryPart(result) }),
  });
  function forCustomer(customer: Customer): void {
    form.draft.payer = payerDraftOf(customer);
  }
  return withParts(form, {
    get result() {
      return result;
    },
    forCustomer,
    /** Issues the plan (or, after a partial result, the installments still missing). */
    async issue(): Promise<InstallmentsResult | null> {
      const answer = await form.submit();
      if (answer) result = mergeResults(result, answer);
      return answer;
    },
    get createdIds(): string[] {
      return (result?.items ?? [])
        .filter((i) => i.outcome === 'created' && i.correlationId !== null)
        .map((i) => i.correlationId!);
    },
    get missing(): number {
      return (result?.items ?? []).filter((i) => i.outcome !== 'created').length;
    },
    startOver(customer: Customer): void {
      result = null;
      form.reset();
      forCustomer(customer);
    },
  });
}

export type InstallmentsForm = ReturnType<typeof installmentsForm>;

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
