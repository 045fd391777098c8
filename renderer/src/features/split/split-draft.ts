import {
  parseMoneyInput,
  type Locale,
  type SplitRuleView,
  type SplitTransferTypeName,
} from '../../../../preload/contract/index.ts';
import { moneyField, percentField, type Fields } from '../../lib/draft-values.ts';
import { parsePercentInput } from '../../lib/format.ts';

/** One instruction as typed: text everywhere, turned into the contract's input below. */
export interface RuleDraft {
  type: 'PERCENTAGE' | 'FIXED';
  /** A percent for PERCENTAGE, reais for FIXED, as typed. */
  value: string;
}

export interface InstructionDraft extends RuleDraft {
  transferType: SplitTransferTypeName;
  number: string;
  branch: string;
  participantIspb: string;
  accountType: string;
  holderDocument: string;
  holderName: string;
}

export function emptyInstruction(): InstructionDraft {
  return {
    type: 'PERCENTAGE',
    value: '',
    transferType: 'INTERNAL',
    number: '',
    branch: '',
    participantIspb: '',
    accountType: '',
    holderDocument: '',
    holderName: '',
  };
}

/** The path prefix of a field: `instructions.2.` in a list, nothing for a single instruction. */
function at(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
}

/** The rule fields of the contract: `percent` or `amountCents`, by type. */
export function ruleInput(
  draft: RuleDraft,
  locale: Locale,
  prefix: string,
  fields: Fields,
): Record<string, unknown> {
  return draft.type === 'FIXED'
    ? {
        type: 'FIXED',
        amountCents: moneyField(draft.value, locale, at(prefix, 'amountCents'), fields),
      }
    : { type: 'PERCENTAGE', percent: percentField(draft.value, at(prefix, 'percent'), fields) };
}

/** The path of the rule's value field. */
export function valuePath(draft: RuleDraft, prefix: string): string {
  return at(prefix, draft.type === 'FIXED' ? 'amountCents' : 'percent');
}

/**
 * The contract's instruction. `INTERNAL` sends only the number (the bank fills in the rest);
 * the other types send what was typed, and an empty optional field is left out.
 */
export function instructionInput(
  draft: InstructionDraft,
  locale: Locale,
  prefix: string,
  fields: Fields,
): Record<string, unknown> {
  const beneficiary: Record<string, unknown> = { number: draft.number };
  if (draft.transferType !== 'INTERNAL') {
    if (draft.branch.trim() !== '') beneficiary.branch = draft.branch;
    if (draft.participantIspb.trim() !== '') beneficiary.participantIspb = draft.participantIspb;
    if (draft.accountType !== '') beneficiary.type = draft.accountType;
    const holder: Record<string, string> = {};
    if (draft.holderDocument.trim() !== '') holder.document = draft.holderDocument;
    if (draft.holderName.trim() !== '') holder.name = draft.holderName;
    if (Object.keys(holder).length > 0) beneficiary.holder = holder;
  }
  return {
    ...ruleInput(draft, locale, prefix, fields),
    transferType: draft.transferType,
    beneficiary,
  };
}

/** The rule of a draft when it can be previewed (readable and within the bank's rules). */
export function previewRule(draft: RuleDraft, locale: Locale): SplitRuleView | null {
  if (draft.type === 'FIXED') {
    const parsed = parseMoneyInput(draft.value, locale);
    return parsed.ok && parsed.cents > 0 ? { type: 'FIXED', amountCents: parsed.cents } : null;
  }
  const percent = parsePercentInput(draft.value);
  if (percent === undefined || !Number.isFinite(percent) || percent <= 0 || percent > 5) {
    return null;
  }
  return Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6
    ? { type: 'PERCENTAGE', percent }
    : null;
}
