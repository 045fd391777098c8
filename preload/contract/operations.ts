import { z } from 'zod';
import {
  apiKeyStatusSchema,
  certificateSourceSchema,
  certificateSummarySchema,
  connectionCheckSchema,
  profileInputSchema,
  profileSchema,
} from './schemas/profile.ts';
import { boletoInputSchema, boletoViewSchema } from './schemas/boleto.ts';
import { isoDateSchema } from './validators/date.ts';
import { correlationIdSchema } from './validators/identifier.ts';
import { syncStartInputSchema, syncStatusSchema } from './schemas/sync.ts';
import { outboxEntrySchema } from './schemas/outbox.ts';
import {
  dueBreakdownSchema,
  pixCodeViewSchema,
  pixDueDateInputSchema,
  pixImmediateInputSchema,
  pixPreviewInputSchema,
} from './schemas/pix.ts';
import {
  chargeListInputSchema,
  chargeListPageSchema,
  chargeFiltersSchema,
  chargeTotalsSchema,
} from './schemas/charges.ts';
import { homeOperations } from './features/home.ts';
import { paymentOperations } from './features/payments.ts';
import { refundOperations } from './features/refunds.ts';
import { transferOperations } from './features/transfers.ts';
import { activityOperations } from './features/activity.ts';
import { pixKeyOperations } from './features/pix-keys.ts';
import { splitOperations } from './features/split.ts';
import { customerOperations } from './features/customers.ts';
import { journalOperations, webhookOperations } from './features/webhooks.ts';
import { businessOperations } from './features/business.ts';
import { sandboxOperations } from './features/sandbox.ts';

export const locales = ['pt-BR', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

const none = z.object({}).strict().default({});
const done = z.object({ done: z.literal(true) });
const profileId = z.object({ profileId: z.string().min(1) });

export const localSandboxStatusSchema = z.object({
  running: z.boolean(),
  baseUrl: z.string().nullable(),
});
export type LocalSandboxStatus = z.infer<typeof localSandboxStatusSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  transport: z.enum(['electron', 'web']),
  locale: localeSchema,
  activeProfileId: z.string(),
  profiles: z.array(profileSchema),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/**
 * The bridge: one entry per operation, `channel → { input, output }`. Main registers a handler
 * for every entry (the type checker fails when one is missing), preload exposes exactly these
 * channels, and the renderer's forms validate with the same input schemas.
 */
export const operations = {
  'app:get-info': { input: none, output: appInfoSchema },
  'settings:set-locale': { input: z.object({ locale: localeSchema }), output: done },

  'profiles:save': { input: profileInputSchema, output: profileSchema },
  'profiles:activate': { input: z.object({ id: z.string().min(1) }), output: profileSchema },
  'profiles:delete': { input: z.object({ id: z.string().min(1) }), output: done },
  'profiles:test-connection': {
    input: z.object({ id: z.string().min(1) }),
    output: connectionCheckSchema,
  },

  'credentials:set-api-key': {
    input: profileId.extend({
      apiKey: z.string().trim().min(8, 'v.api_key.short').max(512, 'v.too_long'),
    }),
    output: apiKeyStatusSchema,
  },
  'credentials:clear-api-key': { input: profileId, output: apiKeyStatusSchema },
  'credentials:import-certificate': {
    input: profileId.extend({ source: certificateSourceSchema }),
    output: certificateSummarySchema,
  },
  'credentials:remove-certificate': { input: profileId, output: done },

  'boletos:create': { input: boletoInputSchema, output: boletoViewSchema },
  'boletos:get': {
    input: z.object({ correlationId: correlationIdSchema, refresh: z.boolean().default(false) }),
    output: boletoViewSchema,
  },
  'boletos:update-due-date': {
    input: z.object({ correlationId: correlationIdSchema, dueDate: isoDateSchema }),
    output: boletoViewSchema,
  },
  'boletos:simulate-payment': {
    input: z.object({ correlationId: correlationIdSchema, method: z.enum(['BANKSLIP', 'PIX']) }),
    output: boletoViewSchema,
  },

  'pix:create-immediate': { input: pixImmediateInputSchema, output: pixCodeViewSchema },
  'pix:create-due-date': { input: pixDueDateInputSchema, output: pixCodeViewSchema },
  'pix:get': {
    input: z.object({ correlationId: correlationIdSchema, refresh: z.boolean().default(false) }),
    output: pixCodeViewSchema,
  },
  /** What a due-date code would charge on each date (pure arithmetic, no network). */
  'pix:preview-due-date': { input: pixPreviewInputSchema, output: z.array(dueBreakdownSchema) },
  /** Pays a code as a payer would, on a sandbox profile; due-date codes pay what is due. */
  'pix:simulate-payment': {
    input: z.object({
      correlationId: correlationIdSchema,
      paymentDate: isoDateSchema.optional(),
      payer: z
        .object({ name: z.string().trim().min(1, 'v.required'), document: z.string().min(1) })
        .optional(),
    }),
    output: pixCodeViewSchema,
  },
  /** Re-reads the open Pix codes by id (they have no list endpoint). */
  'pix:refresh-open': { input: none, output: z.object({ refreshed: z.number().int() }) },

  'charges:list': { input: chargeListInputSchema, output: chargeListPageSchema },
  'charges:totals': {
    input: z.object({ filters: chargeFiltersSchema.default({}) }),
    output: chargeTotalsSchema,
  },

  /** The filtered charges as CSV, the columns a bookkeeper expects. */
  'charges:export-csv': {
    input: chargeListInputSchema.omit({ cursor: true, limit: true }).extend({
      decimalSeparator: z.enum(['comma', 'dot']).default('comma'),
    }),
    output: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  },

  /**
   * Renders a print page (`#/print/…`) in a hidden window and sends it to the printer or to a
   * PDF file the user picks. Desktop only: in the browser the page prints itself.
   */
  'print:render': {
    input: z.object({
      route: z.string().regex(/^#\/print\/[\w\-/?=&,.%]+$/, 'v.invalid'),
      target: z.enum(['printer', 'pdf']),
      suggestedName: z.string().trim().max(120).optional(),
    }),
    output: z.object({ path: z.string().nullable() }),
  },

  'sync:start': { input: syncStartInputSchema, output: z.object({ runId: z.string() }) },
  'sync:cancel': { input: z.object({ runId: z.string() }), output: done },
  'sync:status': { input: none, output: syncStatusSchema },

  /** The embedded bank of the Local sandbox profile can be paused, to see the app offline. */
  'sandbox:status': { input: none, output: localSandboxStatusSchema },
  'sandbox:set-running': {
    input: z.object({ running: z.boolean() }),
    output: localSandboxStatusSchema,
  },

  'outbox:list': { input: none, output: z.array(outboxEntrySchema) },
  'outbox:resolve': { input: z.object({ id: z.string().min(1) }), output: outboxEntrySchema },
  /**
   * Forgets an entry the user has checked: one the service refused, or an immediate Pix code
   * that cannot be read back (no money moves until someone pays a code nobody was shown).
   */
  'outbox:discard': { input: z.object({ id: z.string().min(1) }), output: done },

  ...homeOperations,
  ...paymentOperations,
  ...refundOperations,
  ...transferOperations,
  ...activityOperations,
  ...pixKeyOperations,
  ...splitOperations,
  ...customerOperations,
  ...journalOperations,
  ...webhookOperations,
  ...businessOperations,
  ...sandboxOperations,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type Operations = typeof operations;
export type Channel = keyof Operations;
/** What the renderer passes (defaults may be omitted). */
export type InputOf<C extends Channel> = z.input<Operations[C]['input']>;
/** What the handler receives after parsing. */
export type ParsedInputOf<C extends Channel> = z.output<Operations[C]['input']>;
export type OutputOf<C extends Channel> = z.output<Operations[C]['output']>;

export const channels = Object.keys(operations) as Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}
