import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError, Result } from '../../../../preload/contract/index.ts';

// What the webhook form shows when main could not keep the authorization in the keychain
// (main/app/webhooks/webhooks.write.ts, `prepare`): not saved — so WebhooksView.svelte shows no
// "Webhook salvo." and drops its "Guardado com segurança" hint — and the error's own words
// in the banner, in both languages. The refusal itself is proven against a real locked
// keyring in test/integration/app/webhook-secret-kept.test.ts.

let answer: (result: Result<unknown>) => void = () => {};
const sent: { channel: string; input: unknown }[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: unknown) => {
    sent.push({ channel, input });
    return new Promise((resolve) => (answer = resolve));
  },
  on: () => () => {},
}));

const { webhookForm } =
  await import('../../../../renderer/src/features/webhooks/webhook-form.svelte.ts');
const { i18n, t } = await import('../../../../renderer/src/lib/i18n/index.svelte.ts');

/** Exactly what main answers (the bridge carries `AppFailure.error`). */
const notKept: AppError = {
  code: 'keychain',
  message: 'The authorization could not be kept in the keychain.',
  key: 'error.webhook.secret_not_kept',
  params: { reason: 'keychain' },
};

beforeEach(() => {
  sent.length = 0;
  i18n.locale = 'pt-BR';
});

describe('registering a webhook when the keychain cannot keep its authorization', () => {
  it('is not saved, and the banner says why in the owner’s language', async () => {
    const form = webhookForm();
    Object.assign(form.draft, {
      eventType: 'CHARGE_PAID',
      url: 'https://loja.example.com/webhooks',
      scheme: 'BEARER',
      authorization: 'segredo-do-sistema-da-loja-9876',
    });
    const saving = form.submit();
    expect(sent.map((s) => s.channel)).toEqual(['webhooks:register']);
    answer({ ok: false, error: notKept });

    expect(await saving).toBeNull();
    expect(form.banner).toEqual(notKept);
    const pt = i18n.error(form.banner!);
    expect(pt).toBe(
      'A autorização não pôde ser guardada no chaveiro do sistema, então nada foi enviado ao banco. Desbloqueie o chaveiro e tente de novo.',
    );
    expect(pt).not.toContain(t('webhooks.authorization_hint'));
    i18n.locale = 'en';
    expect(i18n.error(form.banner!)).toBe(
      'The authorization could not be kept in the system keychain, so nothing was sent to the bank. Unlock the keychain and try again.',
    );
  });

  it('clears the banner on the next try', async () => {
    const form = webhookForm();
    Object.assign(form.draft, {
      eventType: 'CHARGE_PAID',
      url: 'https://loja.example.com/webhooks',
      scheme: 'BEARER',
      authorization: 'segredo-do-sistema-da-loja-9876',
    });
    const first = form.submit();
    answer({ ok: false, error: notKept });
    await first;
    const second = form.submit();
    expect(form.banner).toBeNull();
    answer({ ok: true, value: { id: 'w1' } });
    expect(await second).toEqual({ id: 'w1' });
  });
});
