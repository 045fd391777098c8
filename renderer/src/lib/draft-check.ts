import type { z } from 'zod';
import type { Locale } from '../../../preload/contract/index.ts';
import { checkInput, type DraftCheck, type Fields } from './draft-values.ts';

/**
 * A form's check, run on every keystroke, from its two halves: the draft turned into the
 * contract's input (with what could not even be read), then the contract's schema over it —
 * the same schema main runs again. A test may hand another schema (one with "today" pinned).
 */
export function draftChecker<Draft, S extends z.ZodType>(
  toInput: (draft: Draft, locale: Locale) => { input: unknown; parseFields: Fields },
  contractSchema: S,
) {
  return (draft: Draft, locale: Locale, schema: S = contractSchema): DraftCheck<z.output<S>> => {
    const { input, parseFields } = toInput(draft, locale);
    return checkInput(schema, input, parseFields);
  };
}
