import {
  counterQrInputSchema,
  type CounterQrInput,
  type CounterQrInputParsed,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { checkInput, moneyField, type DraftCheck, type Fields } from '../../lib/draft-values.ts';

/** The counter-QR form as typed: the key chosen, and text everywhere else. */
export interface CounterQrDraft {
  key: string;
  /** Blank: the payer types the amount. */
  amount: string;
  description: string;
}

/** The bridge input from the draft: an amount and a description only when something was typed. */
export function counterQrDraftToInput(
  draft: CounterQrDraft,
  locale: Locale,
): { input: CounterQrInput; parseFields: Fields } {
  const parseFields: Fields = {};
  const input: CounterQrInput = { key: draft.key };
  if (draft.amount.trim() !== '') {
    input.amountCents = moneyField(draft.amount, locale, 'amountCents', parseFields);
  }
  if (draft.description.trim() !== '') input.description = draft.description;
  return { input, parseFields };
}

/** The contract's rules, run on every keystroke; the same schema main runs again. */
export function checkCounterQrDraft(
  draft: CounterQrDraft,
  locale: Locale,
): DraftCheck<CounterQrInputParsed> {
  const { input, parseFields } = counterQrDraftToInput(draft, locale);
  return checkInput(counterQrInputSchema, input, parseFields);
}
