import {
  addMonths,
  monthOf,
  subscriptionInputSchema,
  todayInSaoPauloIso,
  type Customer,
  type Locale,
  type SubscriptionDetail,
  type SubscriptionInputParsed,
  type SubscriptionKind,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

/** How long it runs: until ended, or a number of months. */
export type SubscriptionLength = 'open' | 'count';

/** The subscription form as typed. */
export interface SubscriptionDraft {
  customerDocument: string;
  kind: SubscriptionKind;
  amount: string;
  description: string;
  dayOfMonth: string;
  leadDays: string;
  startMonth: string;
  length: SubscriptionLength;
  count: string;
}

function emptySubscription(): SubscriptionDraft {
  return {
    customerDocument: '',
    kind: 'boleto',
    amount: '',
    description: '',
    dayOfMonth: '10',
    leadDays: '5',
    // Next month: its due date is ahead whatever the day chosen.
    startMonth: addMonths(monthOf(todayInSaoPauloIso()), 1),
    length: 'open',
    count: '12',
  };
}

/** A whole number as typed, or undefined when blank (the schema then says "required"). */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function checkSubscription(draft: SubscriptionDraft, locale: Locale) {
  const parseFields: Fields = {};
  const input: Record<string, unknown> = {
    customerDocument: draft.customerDocument,
    kind: draft.kind,
    amountCents: moneyField(draft.amount, locale, 'amountCents', parseFields),
    dayOfMonth: wholeNumber(draft.dayOfMonth),
    leadDays: wholeNumber(draft.leadDays),
    startMonth: draft.startMonth,
    count: draft.length === 'open' ? null : wholeNumber(draft.count),
  };
  if (draft.kind === 'pix-due' && draft.description.trim() !== '') {
    input.description = draft.description;
  }
  return checkInput(subscriptionInputSchema, input, parseFields);
}

/** A new subscription for one customer (`subscriptions:create`). */
export function subscriptionForm() {
  const form = new FormState({
    empty: emptySubscription,
    check: checkSubscription,
    send: (data: SubscriptionInputParsed) => invoke('subscriptions:create', data),
    id: 'sub',
  });
  return withParts(form, {
    forCustomer(customer: Customer): void {
      form.draft.customerDocument = customer.document;
    },
    /** Creates it; the subscription with the months already issued, or null. */
    create(): Promise<SubscriptionDetail | null> {
      return form.submit();
    },
  });
}

export type SubscriptionForm = ReturnType<typeof subscriptionForm>;
