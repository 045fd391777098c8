import { centsToReais, reaisToCents } from '../domain/money.ts';
import type { SplitRule } from '../domain/split.ts';
import {
  type SplitAccountType,
  type SplitBeneficiary,
  type SplitInstructionRecord,
  type SplitTransferType,
  type SplitConfigurationRecord,
} from '../domain/wire/split.ts';
import { FORM_LEVEL, wireSegments } from './mapping/json-path.ts';

/**
 * The split endpoints of the service (spec 4.15), in the app's terms: a rule is a percent or
 * integer cents (`domain/split.ts`); reais exist only on the wire, through `domain/money.ts`.
 * The service has no list or read of configurations: each answer is the whole configuration.
 */

export const CONFIGURATIONS = '/baas/api/v1/split-payments/configurations';

/** A beneficiary as the app sends it (`INTERNAL` needs only the number). */
export interface SplitBeneficiaryInput {
  number: string;
  branch?: string;
  participantIspb?: string;
  type?: SplitAccountType;
  holder?: {
    document?: string;
    name?: string;
    email?: string;
    phoneNumber?: string;
    type?: 'NATURAL' | 'LEGAL';
  };
}

export interface SplitInstructionInput {
  rule: SplitRule;
  transferType: SplitTransferType;
  beneficiary: SplitBeneficiaryInput;
}

export interface SplitInstruction {
  id: number;
  configurationId: number;
  rule: SplitRule;
  transferType: SplitTransferType;
  beneficiary: SplitBeneficiary;
}

export interface SplitConfiguration {
  id: number;
  bankAccountNumber: string;
  createdAt: string;
  updatedAt: string;
  instructions: SplitInstruction[];
}

/** The wire `type` and `amount` of a rule: percent as is, cents as reais. */
export function ruleToWire(rule: SplitRule): { type: SplitRule['type']; amount: number } {
  return rule.type === 'FIXED'
    ? { type: 'FIXED', amount: centsToReais(rule.amountCents) }
    : { type: 'PERCENTAGE', amount: rule.percent };
}

export function ruleFromWire(type: SplitRule['type'], amount: number): SplitRule {
  return type === 'FIXED'
    ? { type: 'FIXED', amountCents: reaisToCents(amount) }
    : { type: 'PERCENTAGE', percent: amount };
}

export function instructionToWire(input: SplitInstructionInput) {
  return {
    ...ruleToWire(input.rule),
    transferType: input.transferType,
    beneficiary: input.beneficiary,
  };
}

function instructionFromWire(record: SplitInstructionRecord): SplitInstruction {
  return {
    id: record.id,
    configurationId: record.splitPaymentConfigurationId,
    rule: ruleFromWire(record.type, record.amount),
    transferType: record.transferType,
    beneficiary: record.beneficiary,
  };
}

export function configurationFromWire(record: SplitConfigurationRecord): SplitConfiguration {
  return {
    id: record.id,
    bankAccountNumber: record.bankAccountNumber,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    instructions: record.instructions.map(instructionFromWire),
  };
}

/**
 * Form paths of a 400: the wire's JSON path as dots (`$.instructions[1].beneficiary.number` →
 * `instructions.1.beneficiary.number`); the rule's `amount` keeps its name.
 */
export function splitWireToFormPath(wirePath: string): string {
  const segments = wireSegments(wirePath);
  return segments.length === 0 ? FORM_LEVEL : segments.join('.');
}
