import {
  MAX_SPLIT_INSTRUCTIONS,
  splitAddInputSchema,
  splitCreateInputSchema,
  splitUpdateInputSchema,
  type Locale,
  type SplitAddInputParsed,
  type SplitCreateInputParsed,
  type SplitUpdateInputParsed,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type DraftCheck, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';
import {
  emptyInstruction,
  instructionInput,
  ruleInput,
  type InstructionDraft,
  type RuleDraft,
} from './split-draft.ts';

export interface SplitCreateDraft {
  rows: InstructionDraft[];
}

/** A new configuration: its instructions, each checked as typed. */
export function splitCreateForm() {
  const form = new FormState({
    empty: (): SplitCreateDraft => ({ rows: [emptyInstruction()] }),
    check: (draft: SplitCreateDraft, locale: Locale): DraftCheck<SplitCreateInputParsed> => {
      const fields: Fields = {};
      const instructions = draft.rows.map((row, i) =>
        instructionInput(row, locale, `instructions.${i}`, fields),
      );
      return checkInput(splitCreateInputSchema, { instructions }, fields);
    },
    send: (data: SplitCreateInputParsed) => invoke('split:create-configuration', data),
  });
  return withParts(form, {
    addRow(): void {
      if (form.draft.rows.length < MAX_SPLIT_INSTRUCTIONS) form.draft.rows.push(emptyInstruction());
    },
    removeRow(index: number): void {
      form.draft.rows.splice(index, 1);
      form.forgetServerFields('instructions');
    },
  });
}

export type SplitCreateForm = ReturnType<typeof splitCreateForm>;

/** One more instruction on a saved configuration. */
export function splitAddForm(configurationId: number) {
  const form = new FormState({
    empty: emptyInstruction,
    check: (draft: InstructionDraft, locale: Locale): DraftCheck<SplitAddInputParsed> => {
      const fields: Fields = {};
      const input = instructionInput(draft, locale, '', fields);
      return checkInput(splitAddInputSchema, { ...input, configurationId }, fields);
    },
    send: (data: SplitAddInputParsed) => invoke('split:add-instruction', data),
  });
  return withParts(form, { configurationId });
}

export type SplitAddForm = ReturnType<typeof splitAddForm>;

/**
 * A new rule (type and amount) for one instruction. Its fields' ids start with `formId`: the
 * page lists several configurations, and each card's rule form is its own.
 */
export function splitUpdateForm(
  configurationId: number,
  instructionId: number,
  initial: RuleDraft,
  formId = 'f',
) {
  const form = new FormState({
    id: formId,
    empty: (): RuleDraft => ({ type: 'PERCENTAGE', value: '' }),
    check: (draft: RuleDraft, locale: Locale): DraftCheck<SplitUpdateInputParsed> => {
      const fields: Fields = {};
      return checkInput(
        splitUpdateInputSchema,
        { ...ruleInput(draft, locale, '', fields), configurationId, instructionId },
        fields,
      );
    },
    send: (data: SplitUpdateInputParsed) => invoke('split:update-instruction', data),
  });
  form.draft.type = initial.type;
  form.draft.value = initial.value;
  return withParts(form, { configurationId, instructionId });
}

export type SplitUpdateForm = ReturnType<typeof splitUpdateForm>;
