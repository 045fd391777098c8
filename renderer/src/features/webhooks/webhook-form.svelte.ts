import { z } from 'zod';
import {
  webhookRegisterInputSchema,
  webhookUpdateInputSchema,
  type Locale,
  type ProfileKind,
  type WebhookAuthorizationScheme,
  type WebhookEventTypeName,
  type WebhookView,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

export interface WebhookDraft {
  eventType: WebhookEventTypeName | '';
  url: string;
  scheme: WebhookAuthorizationScheme | '';
  authorization: string;
}

type Parsed =
  | { mode: 'register'; data: z.output<typeof webhookRegisterInputSchema> }
  | { mode: 'update'; data: z.output<typeof webhookUpdateInputSchema> };

const shownPaths = ['eventType', 'url', 'authorizationScheme', 'authorization'];

/**
 * Registering a webhook, or editing one: the same fields. On an edit, an empty authorization
 * keeps the value already registered (main sends it again; the renderer never has it).
 */
export class WebhookFormState extends DraftFormState<WebhookDraft, Parsed, WebhookView> {
  editing = $state.raw<WebhookView | null>(null);

  edit(webhook: WebhookView | null): void {
    this.reset();
    this.editing = webhook;
    if (webhook) {
      this.draft = {
        eventType: webhook.eventType as WebhookEventTypeName,
        url: webhook.url,
        scheme: webhook.authorizationScheme ?? '',
        authorization: '',
      };
    }
  }

  protected emptyDraft(): WebhookDraft {
    return { eventType: '', url: '', scheme: '', authorization: '' };
  }

  protected checkDraft(draft: WebhookDraft, _locale: Locale) {
    const editing = this.editing ?? null;
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

  protected send(parsed: Parsed) {
    return parsed.mode === 'update'
      ? invoke('webhooks:update', parsed.data)
      : invoke('webhooks:register', parsed.data);
  }

  protected isShownPath(path: string): boolean {
    return shownPaths.includes(path);
  }
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
