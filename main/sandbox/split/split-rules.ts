import type { z } from 'zod';
import { splitRuleIssue, type SplitRule } from '../../domain/split.ts';
import { reaisToCents } from '../../domain/money.ts';
import {
  splitBeneficiaryRequestSchema,
  splitInstructionRequestSchema,
  type SplitInstructionRecord,
} from '../../domain/wire/split.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_BRANCH, SANDBOX_ISPB } from '../bank.ts';
import { isValidTaxDocument } from '../documents.ts';
import { serviceErrorMap, type FieldErrors } from '../http/validation.ts';
import type { NewInstruction } from './split-store.ts';

/**
 * The rules of one split instruction (service-spec 4.15, 8), as the local sandbox enforces
 * them. Problems land in `errors` under `prefix` (`$.instructions[1]`, or `$` for a body that
 * is one instruction).
 */

/** Adds zod issues under a JSON path prefix. */
function addIssues(
  errors: FieldErrors,
  prefix: PropertyKey[],
  issues: readonly z.core.$ZodIssue[],
) {
  errors.addIssues(issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })));
}

function path(prefix: PropertyKey[], ...rest: string[]): string {
  let text = '$';
  for (const segment of [...prefix, ...rest])
    text += typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`;
  return text;
}

/** The rule of a type and wire amount in the domain's terms, or why it cannot be one. */
export function ruleOf(type: 'PERCENTAGE' | 'FIXED', amount: number): SplitRule | string {
  if (type === 'PERCENTAGE') {
    const rule: SplitRule = { type, percent: amount };
    switch (splitRuleIssue(rule)) {
      case 'percent_range':
        return 'must be above 0 and at most 5 (percent of each payment) for PERCENTAGE.';
      case 'percent_decimals':
        return 'must have at most two decimal places.';
      default:
        return rule;
    }
  }
  let cents: number;
  try {
    cents = reaisToCents(amount);
  } catch {
    return 'must have at most two decimal places (reais) for FIXED.';
  }
  if (cents > 9_999_999_999) return 'must be at most 99999999.99.';
  return { type, amountCents: cents };
}

/** Checks one instruction item; returns it as stored, or undefined with `errors` filled. */
export function parseInstruction(
  value: unknown,
  prefix: PropertyKey[],
  errors: FieldErrors,
): NewInstruction | undefined {
  if (value === undefined || value === null || typeof value !== 'object') {
    errors.addSentence(path(prefix), 'An instruction must be an object.');
    return undefined;
  }
  const parsed = splitInstructionRequestSchema.safeParse(value, {
    error: serviceErrorMap,
    reportInput: true,
  });
  if (!parsed.success) {
    addIssues(errors, prefix, parsed.error.issues);
  }
  const item = parsed.data;
  const raw = value as { beneficiary?: unknown };
  if (raw.beneficiary === undefined || raw.beneficiary === null) {
    errors.addRequired(path(prefix, 'beneficiary'));
  }
  if (!item) return undefined;

  let ok = true;
  const rule = ruleOf(item.type, item.amount);
  if (typeof rule === 'string') {
    errors.add(path(prefix, 'amount'), rule);
    ok = false;
  }
  if (item.transferType === 'PIX_KEY') {
    errors.add(
      path(prefix, 'transferType'),
      'PIX_KEY is not functional on this route: use INTERNAL or PIX_MANUAL.',
    );
    return undefined;
  }
  if (raw.beneficiary === undefined || raw.beneficiary === null) return undefined;

  const beneficiaryPrefix = [...prefix, 'beneficiary'];
  if (item.transferType === 'INTERNAL') {
    // Only the number counts; everything else is the bank's (sent values are overwritten).
    const number = (raw.beneficiary as { number?: unknown }).number;
    const numberCheck = splitBeneficiaryRequestSchema.shape.number.safeParse(number, {
      error: serviceErrorMap,
      reportInput: true,
    });
    if (!numberCheck.success) {
      addIssues(errors, [...beneficiaryPrefix, 'number'], numberCheck.error.issues);
      return undefined;
    }
    return ok
      ? {
          amount: item.amount,
          type: item.type,
          transferType: 'INTERNAL',
          beneficiary: internalBeneficiary(numberCheck.data),
        }
      : undefined;
  }

  const beneficiary = splitBeneficiaryRequestSchema.safeParse(raw.beneficiary, {
    error: serviceErrorMap,
    reportInput: true,
  });
  if (!beneficiary.success) {
    addIssues(errors, beneficiaryPrefix, beneficiary.error.issues);
    return undefined;
  }
  const b = beneficiary.data;
  if (item.transferType === 'PIX_MANUAL') {
    // "Fully validated": a Pix by bank data needs the whole account and the holder.
    const at = (...rest: string[]) => path(beneficiaryPrefix, ...rest);
    if (b.branch === undefined) errors.addRequired(at('branch'));
    else if (!/^\d+$/.test(b.branch)) errors.add(at('branch'), 'must be digits only.');
    if (!/^\d+(-?[\dXx])?$/.test(b.number))
      errors.add(at('number'), 'must be digits (with an optional check digit after a dash).');
    if (b.participantIspb === undefined) errors.addRequired(at('participantIspb'));
    else if (!/^\d{8}$/.test(b.participantIspb))
      errors.add(at('participantIspb'), 'must be the 8-digit ISPB of the institution.');
    if (b.type === undefined) errors.addRequired(at('type'));
    const document = b.holder?.document;
    if (document === undefined || document === '') errors.addRequired(at('holder', 'document'));
    else if (!isValidTaxDocument(document))
      errors.add(
        at('holder', 'document'),
        'must be a CPF (11 digits) or CNPJ (14 digits), digits only, with valid check digits.',
      );
    const name = b.holder?.name;
    if (name === undefined || name.trim() === '') errors.addRequired(at('holder', 'name'));
    if (b.holder?.type === 'NATURAL' && document?.length === 14)
      errors.add(at('holder', 'type'), 'must be LEGAL for a CNPJ.');
    if (b.holder?.type === 'LEGAL' && document?.length === 11)
      errors.add(at('holder', 'type'), 'must be NATURAL for a CPF.');
    if (!errors.isEmpty) ok = false;
  }
  if (!ok) return undefined;
  return {
    amount: item.amount,
    type: item.type,
    transferType: item.transferType,
    beneficiary: {
      number: b.number,
      branch: b.branch ?? null,
      participantIspb: b.participantIspb ?? null,
      type: b.type ?? null,
      holder: {
        document: b.holder?.document ?? null,
        name: b.holder?.name ?? null,
        email: b.holder?.email ?? null,
        phoneNumber: b.holder?.phoneNumber ?? null,
        type: b.holder?.type ?? null,
      },
    },
  };
}

/**
 * An `INTERNAL` beneficiary: an account of the same holder at this bank. Only the number is
 * the owner's; branch, ISPB, type and holder are the bank's (spec 4.15). Assumption: the
 * number need not be an account the sandbox knows.
 */
function internalBeneficiary(number: string): SplitInstructionRecord['beneficiary'] {
  return {
    number,
    branch: SANDBOX_BRANCH,
    participantIspb: SANDBOX_ISPB,
    type: 'CURRENT',
    holder: {
      document: SANDBOX_ACCOUNT_HOLDER.document,
      name: SANDBOX_ACCOUNT_HOLDER.name,
      email: null,
      phoneNumber: null,
      type: 'LEGAL',
    },
  };
}
