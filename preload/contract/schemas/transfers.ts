import { z } from 'zod';
import { moneyOutInputSchema } from './money-out.ts';
import { addFieldIssue } from './field-issue.ts';
import { pixKeySchema } from '../validators/pix-key.ts';
import { isoDateSchema, todayInSaoPauloIso } from '../validators/date.ts';

/** How far ahead a transfer may be scheduled, in days (main/domain/scheduled-transfer.ts). */
export const MAX_TRANSFER_SCHEDULE_DAYS = 365;

/** `day` plus `n` calendar days, both `YYYY-MM-DD` (whole days at midnight UTC). */
function addCalendarDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/**
 * A transfer to a Pix key. The owner types the amount a second time (`confirmAmountCents`),
 * as on the Pay screen: money never leaves on one stray Enter. `endToEndId` names the key's
 * lookup (`transfers:look-up`) whose receiver the owner was shown: the transfer then goes to
 * that receiver, with an idempotency key. Without it the transfer goes through the spec's
 * route (profiles whose bank has no lookup), to the key alone.
 */
export function makeTransferInputSchema(today: () => string = todayInSaoPauloIso) {
  return moneyOutInputSchema(
    {
      key: pixKeySchema,
      endToEndId: z.string().trim().min(1, 'v.required').max(64, 'v.invalid').optional(),
      /**
       * "Agendar para": the São Paulo day the transfer runs on. Today (or absent) sends it now;
       * a later day, up to `MAX_TRANSFER_SCHEDULE_DAYS` ahead, schedules it (profiles on the v2
       * route only, checked in main); a past day is refused on the field.
       */
      scheduledFor: isoDateSchema.optional(),
    },
    'v.payment.confirm_mismatch',
  ).superRefine((input, ctx) => {
    const day = (input as unknown as { scheduledFor?: string }).scheduledFor;
    if (day === undefined) return;
    const now = today();
    if (day < now) {
      addFieldIssue(ctx, ['scheduledFor'], 'v.transfer.schedule_past');
    } else if (day > addCalendarDays(now, MAX_TRANSFER_SCHEDULE_DAYS)) {
      addFieldIssue(ctx, ['scheduledFor'], 'v.transfer.schedule_too_far');
    }
  });
}
export const transferInputSchema = makeTransferInputSchema();
export type TransferInput = z.input<typeof transferInputSchema>;

/** Cancelling a scheduled transfer before it runs: the bank's id of the transfer. */
export const cancelScheduledTransferInputSchema = z.object({
  id: z.string().trim().min(1, 'v.required').max(64, 'v.invalid'),
});
export type CancelScheduledTransferInput = z.input<typeof cancelScheduledTransferInputSchema>;

/** Looking a key up before paying it: only the key (the amount is checked on the screen). */
export const keyLookupInputSchema = z.object({ key: pixKeySchema });
export type KeyLookupInput = z.input<typeof keyLookupInputSchema>;

/**
 * What the bank says of a key before the owner pays it:
 * - `payee`: who receives (name, masked CPF/CNPJ, bank), and whether the key is the account's
 *   own; `endToEndId` is the bank's single-use id for paying this lookup.
 * - `unchecked`: the profile pays keys through the spec's route, which shows nobody before the
 *   money leaves; the key is all there is to check.
 */
export const keyLookupViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('payee'),
    /** The key as the bank took it (digits of a CPF, +55 of a phone). */
    key: z.string(),
    endToEndId: z.string(),
    payee: z.object({
      name: z.string(),
      /** Masked as banks show a counterpart's CPF/CNPJ; empty when the bank shows none. */
      document: z.string(),
      /** The receiver's bank; empty when the bank does not name it. */
      bank: z.string(),
    }),
    /** The key is one of the account's own: the money would come back to it. */
    ownAccount: z.boolean(),
    /** Until when this lookup may be paid (ISO instant); look the key up again after. */
    payableUntil: z.string(),
  }),
  z.object({ kind: z.literal('unchecked'), key: z.string() }),
]);
export type KeyLookupView = z.infer<typeof keyLookupViewSchema>;
