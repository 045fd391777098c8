import {
  AppFailure,
  normalizeDocument,
  type SplitInstructionInputParsed,
  type SplitRuleView,
} from '../../../preload/contract/index.ts';
import type { SplitRule } from '../../domain/split.ts';
import type { SplitConfiguration, SplitInstructionInput } from '../../service/split.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';

/**
 * Split: the app's form ⇄ the service client's terms. A rule is `percent` or `amountCents` in
 * the form and `amount` on the wire, so a 400 on `…amount` is moved onto the field shown.
 */

type RuleFields = { type: 'PERCENTAGE' | 'FIXED'; percent?: number; amountCents?: number };

/** The domain's rule of a checked form rule (the contract guarantees the field for its type). */
export function ruleOfForm(fields: RuleFields): SplitRule {
  return fields.type === 'FIXED'
    ? { type: 'FIXED', amountCents: fields.amountCents ?? 0 }
    : { type: 'PERCENTAGE', percent: fields.percent ?? 0 };
}

/**
 * What is sent for one instruction. `INTERNAL` sends only the number (the bank fills in and
 * overwrites the rest); the document travels as digits; empty optional fields are left out.
 */
export function instructionOfForm(item: SplitInstructionInputParsed): SplitInstructionInput {
  const rule = ruleOfForm(item);
  const b = item.beneficiary;
  if (item.transferType === 'INTERNAL') {
    return { rule, transferType: 'INTERNAL', beneficiary: { number: b.number } };
  }
  const holder: NonNullable<SplitInstructionInput['beneficiary']['holder']> = {};
  const document = b.holder?.document ?? '';
  if (document !== '') holder.document = normalizeDocument(document);
  if ((b.holder?.name ?? '') !== '') holder.name = b.holder!.name!;
  return {
    rule,
    transferType: item.transferType,
    beneficiary: {
      number: b.number,
      ...(b.branch ? { branch: b.branch } : {}),
      ...(b.participantIspb ? { participantIspb: b.participantIspb } : {}),
      ...(b.type ? { type: b.type } : {}),
      ...(Object.keys(holder).length > 0 ? { holder } : {}),
    },
  };
}

function ruleView(rule: SplitRule): SplitRuleView {
  return rule.type === 'FIXED'
    ? { type: 'FIXED', amountCents: rule.amountCents }
    : { type: 'PERCENTAGE', percent: rule.percent };
}

/** The configuration as the cache keeps it and the screens show it. */
export function storedConfiguration(configuration: SplitConfiguration): StoredSplitConfiguration {
  return {
    id: configuration.id,
    bankAccountNumber: configuration.bankAccountNumber,
    createdAt: configuration.createdAt,
    updatedAt: configuration.updatedAt,
    instructions: configuration.instructions.map((instruction) => ({
      id: instruction.id,
      rule: ruleView(instruction.rule),
      transferType: instruction.transferType,
      beneficiary: {
        number: instruction.beneficiary.number,
        branch: instruction.beneficiary.branch,
        participantIspb: instruction.beneficiary.participantIspb,
        type: instruction.beneficiary.type,
        holderName: instruction.beneficiary.holder.name,
        holderDocument: instruction.beneficiary.holder.document,
      },
    })),
  };
}

/**
 * Moves the bank's messages on `…amount` (its name for the rule's value) onto the form's
 * `…percent` or `…amountCents`, by the type of the rule under that prefix.
 */
export function withRuleFieldPaths(
  error: AppFailure,
  typeAt: (prefix: string) => SplitRule['type'] | undefined,
): AppFailure {
  if (error.error.fields === undefined) return error;
  const fields: NonNullable<typeof error.error.fields> = {};
  for (const [path, messages] of Object.entries(error.error.fields)) {
    let target = path;
    const match = /^(?:(.*)\.)?amount$/.exec(path);
    if (match) {
      const prefix = match[1] ?? '';
      const type = typeAt(prefix);
      const field = type === 'FIXED' ? 'amountCents' : 'percent';
      if (type) target = prefix === '' ? field : `${prefix}.${field}`;
    }
    (fields[target] ??= []).push(...messages);
  }
  return new AppFailure(error.error.code, error.error.message, { ...error.error, fields });
}
