import { z } from 'zod';
import { documentIssueKey, normalizeDocument } from '../validators/document.ts';
import { positiveCentsSchema, recordCentsSchema } from '../validators/money.ts';

/**
 * Split of payments (service-spec 4.15, 2.8, 8): rules that share part of every payment the
 * account receives with other accounts. Each rule's reason is an i18n key the form shows next
 * to it (`split.why.*`); each broken rule is a `v.split_rule.*` key on its own field.
 */

/** At most this percent per `PERCENTAGE` instruction (service-spec 4.15, 8). */
export const MAX_SPLIT_RULE_PERCENT = 5;
/** A `FIXED` share above this percent of a payment is skipped on that payment (spec 4.15). */
export const FIXED_SKIP_ABOVE_PERCENT = 50;
/** How many instructions one form sends at most (the app's own limit, to keep it readable). */
export const MAX_SPLIT_INSTRUCTIONS = 10;

export const splitRuleTypes = ['PERCENTAGE', 'FIXED'] as const;
export const splitTransferTypes = ['INTERNAL', 'PIX_MANUAL', 'EXTERNAL', 'PIX_KEY'] as const;
export type SplitTransferTypeName = (typeof splitTransferTypes)[number];
export const splitAccountTypes = [
  'PAYMENT',
  'CURRENT',
  'SAVING',
  'SALARY',
  'ESCROW',
  'MINIPI',
  'ADMINISTERED',
  'TRANSACTIONAL',
  'OWNER',
] as const;

/** A rule as the app keeps it: a percent of each payment, or integer cents. */
export const splitRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PERCENTAGE'), percent: z.number() }),
  z.object({ type: z.literal('FIXED'), amountCents: recordCentsSchema }),
]);
export type SplitRuleView = z.infer<typeof splitRuleSchema>;

/**
 * True when a percent has at most two decimals (the service's precision): exactly the number
 * written with two decimals, so 4.999999999 and 1e-300 are not taken for 5 and 0.
 */
function atMostTwoDecimals(percent: number): boolean {
  return Number(percent.toFixed(2)) === percent;
}

/**
 * The rule fields as a form sends them: `percent` for PERCENTAGE, `amountCents` for FIXED.
 * Checked in `checkRule`, so each message lands on the field that is shown.
 */
const ruleFields = {
  type: z.enum(splitRuleTypes, { error: 'v.required' }),
  percent: z.number({ error: 'v.required' }).optional(),
  amountCents: z.number({ error: 'v.required' }).optional(),
};

type RuleFields = { type: 'PERCENTAGE' | 'FIXED'; percent?: number; amountCents?: number };

function checkRule(rule: RuleFields, ctx: z.RefinementCtx, prefix: (string | number)[]): void {
  if (rule.type === 'PERCENTAGE') {
    const p = rule.percent;
    const path = [...prefix, 'percent'];
    if (p === undefined) ctx.addIssue({ code: 'custom', path, message: 'v.required' });
    else if (!(p > 0) || !Number.isFinite(p))
      ctx.addIssue({ code: 'custom', path, message: 'v.split_rule.percent_positive' });
    else if (p > MAX_SPLIT_RULE_PERCENT)
      ctx.addIssue({ code: 'custom', path, message: 'v.split_rule.percent_max' });
    else if (!atMostTwoDecimals(p))
      ctx.addIssue({ code: 'custom', path, message: 'v.split_rule.percent_decimals' });
    return;
  }
  const path = [...prefix, 'amountCents'];
  const cents = positiveCentsSchema.safeParse(rule.amountCents);
  if (!cents.success) {
    const key = cents.error.issues[0]?.message ?? 'v.invalid';
    ctx.addIssue({ code: 'custom', path, message: key.startsWith('v.') ? key : 'v.invalid' });
  }
}

/** The account that receives a share. Which fields count depends on the transfer type. */
const beneficiaryInputSchema = z.object({
  number: z.string({ error: 'v.required' }).trim(),
  branch: z.string().trim().optional(),
  participantIspb: z.string().trim().optional(),
  type: z.enum(splitAccountTypes, { error: 'v.choice' }).optional(),
  holder: z
    .object({
      document: z.string().trim().optional(),
      name: z.string().trim().optional(),
    })
    .optional(),
});

const instructionFields = {
  ...ruleFields,
  transferType: z.enum(splitTransferTypes, { error: 'v.required' }),
  beneficiary: beneficiaryInputSchema,
};

type InstructionFields = RuleFields & {
  transferType: SplitTransferTypeName;
  beneficiary: z.infer<typeof beneficiaryInputSchema>;
};

/**
 * The rules of one instruction (service-spec 4.15, 8), on their fields:
 * `PIX_KEY` does not work on this route; `INTERNAL` needs only the account number (the bank
 * fills in the rest); `PIX_MANUAL` is fully checked: branch, institution (ISPB), account type,
 * the holder's CPF/CNPJ with its check digits and name; `EXTERNAL` only the field limits.
 */
function checkInstruction(
  item: InstructionFields,
  ctx: z.RefinementCtx,
  prefix: (string | number)[],
): void {
  checkRule(item, ctx, prefix);
  const at = (...rest: string[]) => [...prefix, ...rest];
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (item.transferType === 'PIX_KEY') {
    issue(at('transferType'), 'v.split_rule.pix_key');
    return;
  }
  const b = item.beneficiary;
  if (b.number.length < 2 || b.number.length > 25)
    issue(at('beneficiary', 'number'), b.number === '' ? 'v.required' : 'v.split_rule.number');
  else if (item.transferType === 'PIX_MANUAL' && !/^\d+(-?[\dXx])?$/.test(b.number))
    // A Pix by bank details goes to a real account number: digits, maybe a check digit.
    issue(at('beneficiary', 'number'), 'v.split_rule.number_digits');
  if (item.transferType === 'INTERNAL') return;

  const branch = b.branch ?? '';
  const ispb = b.participantIspb ?? '';
  const name = b.holder?.name ?? '';
  const manual = item.transferType === 'PIX_MANUAL';
  if (manual && branch === '') issue(at('beneficiary', 'branch'), 'v.required');
  else if (branch !== '' && (branch.length > 10 || (manual && !/^\d+$/.test(branch))))
    issue(at('beneficiary', 'branch'), 'v.split_rule.branch');
  if (manual && ispb === '') issue(at('beneficiary', 'participantIspb'), 'v.required');
  else if (ispb !== '' && !/^\d{8}$/.test(ispb))
    issue(at('beneficiary', 'participantIspb'), 'v.split_rule.ispb');
  if (manual && b.type === undefined) issue(at('beneficiary', 'type'), 'v.required');
  if (manual) {
    const documentKey = documentIssueKey(normalizeDocument(b.holder?.document ?? ''));
    if (documentKey !== null) issue(at('beneficiary', 'holder', 'document'), documentKey);
  }
  if (manual && name === '') issue(at('beneficiary', 'holder', 'name'), 'v.required');
  else if (name.length > 100) issue(at('beneficiary', 'holder', 'name'), 'v.split_rule.name');
}

const instructionObject = z.object(instructionFields);

/** One instruction as the owner fills it in (paths: `percent`, `beneficiary.number`, …). */
export const splitInstructionInputSchema = instructionObject.superRefine((item, ctx) =>
  checkInstruction(item, ctx, []),
);
export type SplitInstructionInput = z.input<typeof splitInstructionInputSchema>;
export type SplitInstructionInputParsed = z.output<typeof splitInstructionInputSchema>;

/**
 * A new configuration for the account of the active profile (the bank takes only the account
 * of the credentials: the app fills it in). Paths: `instructions.0.percent`, …
 */
export const splitCreateInputSchema = z
  .object({
    instructions: z
      .array(instructionObject)
      .min(1, 'v.split_rule.at_least_one')
      .max(MAX_SPLIT_INSTRUCTIONS, 'v.too_many'),
  })
  .superRefine((input, ctx) =>
    input.instructions.forEach((item, i) => checkInstruction(item, ctx, ['instructions', i])),
  );
export type SplitCreateInput = z.input<typeof splitCreateInputSchema>;
export type SplitCreateInputParsed = z.output<typeof splitCreateInputSchema>;

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One more instruction on a configuration; the others stay as they are. */
export const splitAddInputSchema = instructionObject
  .extend({ configurationId: idSchema })
  .superRefine((item, ctx) => checkInstruction(item, ctx, []));
export type SplitAddInput = z.input<typeof splitAddInputSchema>;
export type SplitAddInputParsed = z.output<typeof splitAddInputSchema>;

/** A new rule for one instruction: only type and amount change (the bank keeps the rest). */
export const splitUpdateInputSchema = z
  .object({ configurationId: idSchema, instructionId: idSchema, ...ruleFields })
  .superRefine((rule, ctx) => checkRule(rule, ctx, []));
export type SplitUpdateInput = z.input<typeof splitUpdateInputSchema>;
export type SplitUpdateInputParsed = z.output<typeof splitUpdateInputSchema>;

export const splitInstructionViewSchema = z.object({
  id: z.number().int(),
  rule: splitRuleSchema,
  transferType: z.enum(splitTransferTypes),
  beneficiary: z.object({
    number: z.string(),
    branch: z.string().nullable(),
    participantIspb: z.string().nullable(),
    type: z.string().nullable(),
    holderName: z.string().nullable(),
    holderDocument: z.string().nullable(),
  }),
});
export type SplitInstructionView = z.infer<typeof splitInstructionViewSchema>;

/** A configuration as the bank last answered it (kept on this computer: the bank has no read). */
export const splitConfigurationViewSchema = z.object({
  id: z.number().int(),
  bankAccountNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  syncedAt: z.string(),
  /** The newest configuration of its account: the one the bank applies to new payments. */
  current: z.boolean(),
  instructions: z.array(splitInstructionViewSchema),
});
export type SplitConfigurationView = z.infer<typeof splitConfigurationViewSchema>;

/** "A payment of R$ X is shared as…": the rules in order, as the bank would apply them. */
export const splitPreviewInputSchema = z
  .object({
    paymentCents: positiveCentsSchema,
    rules: z.array(splitRuleSchema).max(MAX_SPLIT_INSTRUCTIONS, 'v.too_many'),
  })
  .superRefine((input, ctx) =>
    input.rules.forEach((rule, i) => checkRule(rule, ctx, ['rules', i])),
  );
export type SplitPreviewInput = z.input<typeof splitPreviewInputSchema>;

export const splitSkipReasons = ['fixed_above_half', 'exceeds_remaining', 'zero'] as const;

export const splitPreviewSchema = z.object({
  paymentCents: recordCentsSchema,
  shares: z.array(
    z.object({
      rule: splitRuleSchema,
      amountCents: recordCentsSchema,
      skipped: z.enum(splitSkipReasons).nullable(),
    }),
  ),
  distributedCents: recordCentsSchema,
  keptCents: recordCentsSchema,
});
export type SplitPreview = z.infer<typeof splitPreviewSchema>;
