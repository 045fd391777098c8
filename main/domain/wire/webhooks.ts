import { z } from 'zod';
import {
  authorizationSchemes,
  isAbsoluteHttpUrl,
  MAX_WEBHOOK_AUTHORIZATION,
  MAX_WEBHOOK_URL,
  webhookEventTypes,
} from '../../../preload/contract/schemas/webhooks.ts';

/**
 * Wire shapes of the webhook registrations (service-spec 2.11, 4.16, 6). The request rules
 * are the spec's; what the answers look like is not shown, and these are Balcão's
 * assumptions (README "Assumptions about the service").
 */

/** The 12 event types of service-spec 6, and no others: the contract's list. */
export const WEBHOOK_EVENT_TYPES = webhookEventTypes;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const authorizationSchemeSchema = z.enum(authorizationSchemes);
export type AuthorizationScheme = z.infer<typeof authorizationSchemeSchema>;

/** Assumption: a URL is at most 2,000 characters and the authorization value at most 1,000. */
export const MAX_WEBHOOK_URL_LENGTH = MAX_WEBHOOK_URL;
export const MAX_WEBHOOK_AUTHORIZATION_LENGTH = MAX_WEBHOOK_AUTHORIZATION;

/**
 * An absolute `http:` or `https:` URL with a host and no credentials in it. Assumption: plain
 * http is accepted (the local sandbox delivers to loopback receivers); the app warns about it
 * for production profiles.
 */
export const webhookUrlSchema = z
  .string()
  .max(MAX_WEBHOOK_URL_LENGTH, `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
  .refine(isWebhookUrl, 'must be an absolute http or https URL, e.g. https://example.com/hooks.');

/** The contract's URL rule; the service also refuses whitespace anywhere in it. */
export function isWebhookUrl(text: string): boolean {
  return isAbsoluteHttpUrl(text) && !/\s/.test(text);
}

/**
 * Register and update (same payload, spec 4.16). Assumption: `authorization` without a
 * scheme, or a scheme without a value, is refused; the value is one header line (no line breaks).
 */
export const webhookRequestSchema = z.object({
  eventType: webhookEventTypeSchema,
  url: webhookUrlSchema,
  authorizationScheme: authorizationSchemeSchema.nullish(),
  authorization: z
    .string()
    .min(1, 'must not be empty.')
    .max(
      MAX_WEBHOOK_AUTHORIZATION_LENGTH,
      `must be at most ${MAX_WEBHOOK_AUTHORIZATION_LENGTH} characters.`,
    )
    .regex(/^[^\r\n]*$/, 'must be one line (no line breaks).')
    .nullish(),
});
export type WebhookRequest = z.infer<typeof webhookRequestSchema>;

/**
 * A registration as answered by register, read, update and list (an array of these).
 * Assumption: the authorization value is echoed, as the owner typed it.
 */
export const webhookSchema = z.looseObject({
  id: z.string(),
  eventType: webhookEventTypeSchema,
  url: z.string(),
  authorizationScheme: authorizationSchemeSchema.nullable(),
  authorization: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.array(webhookSchema);
