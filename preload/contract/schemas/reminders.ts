import { z } from 'zod';
import { isoDateSchema } from '../validators/date.ts';
import { recordCentsSchema } from '../validators/money.ts';
import { sumCentsSchema } from './common.ts';
import { chargeTallySchema } from './home.ts';

// ---------------------------------------------------------------------------------------------
// The owner's reminder rules (régua de cobrança), per profile

/** How a customer is reminded: the links the app already opens for "send to the customer". */
export const reminderChannels = ['whatsapp', 'email'] as const;
export const reminderChannelSchema = z.enum(reminderChannels);
export type ReminderChannel = z.infer<typeof reminderChannelSchema>;

/** The kinds with a due date: an immediate Pix code is never due nor overdue. */
export const remindedKinds = ['boleto', 'pix-due-date'] as const;
export const remindedKindSchema = z.enum(remindedKinds);
export type RemindedKind = z.infer<typeof remindedKindSchema>;

export const MAX_DAYS_BEFORE = 30;
export const MAX_DAYS_AFTER = 90;

/**
 * A number of days from 1 to `max`, or null for "off". The message names the range
 * (`{ min, max }`), so the words never repeat the limits.
 */
function daysOrOff(key: string, max: number) {
  return z
    .number({ error: key })
    .superRefine((days, ctx) => {
      if (!Number.isInteger(days) || days < 1 || days > max)
        ctx.addIssue({ code: 'custom', message: key, params: { min: 1, max } });
    })
    .nullable();
}

/**
 * Which open charges are listed for a reminder, counted in São Paulo calendar days:
 * - `daysBefore`: those due within the next N days (null: none before the due date);
 * - `onDueDate`: those due today;
 * - `daysAfter`: those overdue by N days or more (null: none overdue). Above one, it leaves
 *   the owner a grace period for a payment made on the due date that the bank has not
 *   reported yet (a boleto clears a business day or two later).
 */
export const reminderRulesSchema = z.object({
  daysBefore: daysOrOff('v.reminders.days_before', MAX_DAYS_BEFORE),
  onDueDate: z.boolean({ error: 'v.invalid' }),
  daysAfter: daysOrOff('v.reminders.days_after', MAX_DAYS_AFTER),
});
export type ReminderRules = z.infer<typeof reminderRulesSchema>;

/** The rules of a profile the owner has not edited. */
export const DEFAULT_REMINDER_RULES: ReminderRules = {
  daysBefore: 3,
  onDueDate: true,
  daysAfter: 1,
};

// ---------------------------------------------------------------------------------------------
// The list

/** A reminder sent: when, on which São Paulo calendar day, and how. */
export const reminderMarkSchema = z.object({
  at: z.string(),
  day: isoDateSchema,
  channel: reminderChannelSchema,
});
export type ReminderMark = z.infer<typeof reminderMarkSchema>;

export const reminderStages = ['before', 'due-today', 'overdue'] as const;
export type ReminderStage = (typeof reminderStages)[number];

export const reminderChargeSchema = z.object({
  kind: remindedKindSchema,
  /** correlationId, as in the charges list. */
  id: z.string(),
  amountCents: recordCentsSchema,
  dueDate: isoDateSchema,
  stage: z.enum(reminderStages),
  /** Calendar days from today to the due date: ahead > 0, today 0, overdue < 0. */
  daysToDue: z.number().int(),
  /** Your number (boleto) or description (Pix code). */
  reference: z.string().nullable(),
  /** "3/6" of a carnê, read from the installment's your number / description. */
  installment: z.object({ number: z.number().int(), count: z.number().int() }).nullable(),
  /** What the payer pays with: a boleto's digitable line, and its Pix code or a Pix code's. */
  digitableLine: z.string().nullable(),
  pixPayload: z.string().nullable(),
  /** The latest day the customer was reminded of this charge. */
  lastReminder: reminderMarkSchema.nullable(),
});
export type ReminderCharge = z.infer<typeof reminderChargeSchema>;

export const reminderCustomerSchema = z.object({
  /** The CPF/CNPJ as normalized, or `name:<payer name>` when no whole document is known. */
  key: z.string(),
  /** The saved customer's document (their page opens with it); null when none is saved. */
  document: z.string().nullable(),
  name: z.string().nullable(),
  /** DDD and number, digits only, when saved. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  totalCents: sumCentsSchema,
  /** Oldest due date first. */
  charges: z.array(reminderChargeSchema).min(1),
  /** The latest reminder sent today of any of these charges: a second one asks first. */
  remindedToday: reminderMarkSchema.nullable(),
});
export type ReminderCustomer = z.infer<typeof reminderCustomerSchema>;

export const reminderListSchema = z.object({
  /** The São Paulo calendar day the list was computed for. */
  today: isoDateSchema,
  rules: reminderRulesSchema,
  /** The most overdue first, then by name. */
  customers: z.array(reminderCustomerSchema),
  /** Every overdue charge, counted exactly as the home screen counts them. */
  overdue: chargeTallySchema,
  /** Of those, the ones the rules leave out of the list (too recent, or overdue off). */
  overdueLeftOut: chargeTallySchema,
});
export type ReminderList = z.infer<typeof reminderListSchema>;

// ---------------------------------------------------------------------------------------------
// Marking a message as sent

export const chargeRefSchema = z.object({
  kind: remindedKindSchema,
  id: z.string().trim().min(1, 'v.required').max(64, 'v.too_long'),
});
export type ChargeRef = z.infer<typeof chargeRefSchema>;

export const reminderSentInputSchema = z.object({
  channel: reminderChannelSchema,
  /** Every charge the message named. */
  charges: z.array(chargeRefSchema).min(1, 'v.required').max(500, 'v.too_long'),
});
export type ReminderSentInput = z.input<typeof reminderSentInputSchema>;

export const reminderSentSchema = z.object({
  mark: reminderMarkSchema,
  /** How many of the charges were recorded (those still in the cache). */
  recorded: z.number().int().nonnegative(),
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;
