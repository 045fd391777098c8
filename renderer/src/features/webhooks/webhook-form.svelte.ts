import { z } from 'zod';
import {
  webhookRegisterInputSchema,
  webhookUpdateInputSchema,
  type ProfileKind,
  type WebhookAuthorizationScheme,
  type WebhookEventTypeName,
  type WebhookView,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type DraftCheck } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

export interface WebhookDraft {
  eventType: WebhookEventTypeName | '';
  url: string;
  scheme: WebhookAuthorizationScheme | '';
  authorization: string;
}

type Parsed =
  | { mode: 'register'; data: z.output<typeof webhookRegisterInputSchema> }
  | { mode: 'update'; data: z.output<typeof webhookUpdateInputSchema> };

/**
 * Registering a webhook, or editing one: the same fields. On an edit, an empty authorization
 * keeps the value already registered (main sends it again; the renderer never has it).
 */
export function webhookForm() {
  let editing = $state.raw<WebhookView | null>(null);
  const form = new FormState({
    empty: (): WebhookDraft => ({ eventType: '', url: '', scheme: '', authorization: '' }),
    check: (draft: WebhookDraft) => checkWebhook(draft, editing),
    send: (parsed: Parsed) =>
      parsed.mode === 'update'
        ? invoke('webhooks:update', parsed.data)
        : invoke('webhooks:register', parsed.data),
  });
  return withParts(form, {
    get editing() {
      return editing;
    },
    edit(webhook: WebhookView | null): void {
      form.reset();
      editing = webhook;
      if (webhook) {
        form.draft = {
          eventType: webhook.eventType as WebhookEventTypeName,
          url: webhook.url,
          scheme: webhook.authorizationScheme ?? '',
          authorization: '',
        };
      }
    },
  });
}

export type WebhookForm = ReturnType<typeof webhookForm>;

function checkWebhook(draft: WebhookDraft, editing: WebhookView | null): DraftCheck<Parsed> {
  const keeps = editing !== null && editing.authorizationScheme !== null;
  const input = {
    eventType: draft.eventType === '' ? undefined : draft.eventType,
    url: draft.url,
    authorizationScheme: draft.scheme === '' ? null : draft.scheme,
    ...(draft.authorization !== '' || !keeps ? { authorization: draft.authorization } : {}),
  };
  if (editing) {
    const check = checkInput(webhookUpdateInputSchema, { ...input, id: editing.id }, {});
    return check.ok
      ? { ...check, data: { mode: 'update' as const, data: check.data } }
      : { ok: false as const, fields: check.fields };
  }
  // Nothing typed with no scheme: no authorization at all.
  const register =
    draft.scheme === '' && draft.authorization === ''
      ? { ...input, authorization: undefined }
      : input;
  const check = checkInput(webhookRegisterInputSchema, register, {});
  return check.ok
    ? { ...check, data: { mode: 'register' as const, data: check.data } }
    : { ok: false as const, fields: check.fields };
}

/** The warnings of service-spec 5.5 for what the form holds now, on this profile. */
export function webhookWarnings(
  url: string,
  profileKind: ProfileKind,
): ('warn_http' | 'warn_public_key')[] {
  const warnings: ('warn_http' | 'warn_public_key')[] = [];
  if (profileKind === 'production' && /^http:/i.test(url.trim())) warnings.push('warn_http');
  if (profileKind === 'provider-sandbox') warnings.push('warn_public_key');
  return warnings;
}
