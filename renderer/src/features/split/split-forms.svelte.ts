import {
  MAX_SPLIT_INSTRUCTIONS,
  splitAddInputSchema,
  splitCreateInputSchema,
  splitUpdateInputSchema,
  type Locale,
  type SplitAddInputParsed,
  type SplitConfigurationView,
  type SplitCreateInputParsed,
  type SplitUpdateInputParsed,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type DraftCheck, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';
import {
  emptyInstruction,
  instructionInput,
  ruleInput,
  type InstructionDraft,
  type RuleDraft,
} from './split-draft.ts';

/** The fields an instruction shows (relative to its prefix). */
const INSTRUCTION_FIELDS = [
  'percent',
  'amountCents',
  'transferType',
  'beneficiary.number',
  'beneficiary.branch',
  'beneficiary.participantIspb',
  'beneficiary.type',
  'beneficiary.holder.document',
  'beneficiary.holder.name',
];

export interface SplitCreateDraft {
  rows: InstructionDraft[];
}

/** A new configuration: its instructions, each checked as typed. */
export class SplitCreateFormState extends DraftFormState<
  SplitCreateDraft,
  SplitCreateInputParsed,
  SplitConfigurationView
> {
  protected emptyDraft(): SplitCreateDraft {
    return { rows: [emptyInstruction()] };
  }
  protected checkDraft(
    draft: SplitCreateDraft,
    locale: Locale,
  ): DraftCheck<SplitCreateInputParsed> {
    const fields: Fields = {};
    const instructions = draft.rows.map((row, i) =>
      instructionInput(row, locale, `instructions.${i}`, fields),
    );
    return checkInput(splitCreateInputSchema, { instructions }, fields);
  }
  protected send(data: SplitCreateInputParsed) {
    return invoke('split:create-configuration', data);
  }
  protected isShownPath(path: string): boolean {
    const match = /^instructions\.(\d+)\.(.+)$/.exec(path);
    return (
      match !== null &&
      Number(match[1]) < this.draft.rows.length &&
      INSTRUCTION_FIELDS.includes(match[2]!)
    );
  }

  addRow(): void {
    if (this.draft.rows.length < MAX_SPLIT_INSTRUCTIONS) this.draft.rows.push(emptyInstruction());
  }
  removeRow(index: number): void {
    this.draft.rows.splice(index, 1);
    this.forgetServerFields('instructions');
  }
}

/** One more instruction on a saved configuration. */
export class SplitAddFormState extends DraftFormState<
  InstructionDraft,
  SplitAddInputParsed,
  SplitConfigurationView
> {
  readonly configurationId: number;

  constructor(configurationId: number) {
    super();
    this.configurationId = configurationId;
  }
  protected emptyDraft(): InstructionDraft {
    return emptyInstruction();
  }
  protected checkDraft(draft: InstructionDraft, locale: Locale): DraftCheck<SplitAddInputParsed> {
    const fields: Fields = {};
    const input = instructionInput(draft, locale, '', fields);
    return checkInput(
      splitAddInputSchema,
      // Only undefined while the class builds; set at once by the constructor.
      { ...input, configurationId: this.configurationId ?? 0 },
      fields,
    );
  }
  protected send(data: SplitAddInputParsed) {
    return invoke('split:add-instruction', data);
  }
  protected isShownPath(path: string): boolean {
    return INSTRUCTION_FIELDS.includes(path);
  }
}

/** A new rule (type and amount) for one instruction. */
export class SplitUpdateFormState extends DraftFormState<
  RuleDraft,
  SplitUpdateInputParsed,
  SplitConfigurationView
> {
  readonly configurationId: number;
  readonly instructionId: number;

  constructor(configurationId: number, instructionId: number, initial: RuleDraft) {
    super();
    this.configurationId = configurationId;
    this.instructionId = instructionId;
    this.draft.type = initial.type;
    this.draft.value = initial.value;
  }
  protected emptyDraft(): RuleDraft {
    return { type: 'PERCENTAGE', value: '' };
  }
  protected checkDraft(draft: RuleDraft, locale: Locale): DraftCheck<SplitUpdateInputParsed> {
    const fields: Fields = {};
    return checkInput(
      splitUpdateInputSchema,
      {
        ...ruleInput(draft, locale, '', fields),
        configurationId: this.configurationId ?? 0,
        instructionId: this.instructionId ?? 0,
      },
      fields,
    );
  }
  protected send(data: SplitUpdateInputParsed) {
    return invoke('split:update-instruction', data);
  }
  protected isShownPath(path: string): boolean {
    return path === 'percent' || path === 'amountCents';
  }
}
