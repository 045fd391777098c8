import { z } from 'zod';
import {
  reminderListSchema,
  reminderRulesSchema,
  reminderSentInputSchema,
  reminderSentSchema,
} from '../schemas/reminders.ts';

const none = z.object({}).strict().default({});

/**
 * Reminders (régua de cobrança): what is due soon and what is overdue, by customer, from the
 * cache. The app never sends on its own: the owner opens each message, and opening it is
 * recorded so nobody is reminded twice the same day without being asked.
 */
export const reminderOperations = {
  /** The list for today, by the active profile's rules. */
  'reminders:list': { input: none, output: reminderListSchema },
  /** The owner opened a message naming these charges: each is marked reminded today. */
  'reminders:mark-sent': { input: reminderSentInputSchema, output: reminderSentSchema },
  /** The active profile's rules (the defaults until the owner edits them). */
  'reminders:rules-get': { input: none, output: reminderRulesSchema },
  'reminders:rules-set': { input: reminderRulesSchema, output: reminderRulesSchema },
} as const;
