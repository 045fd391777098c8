import { describe, expect, it } from 'vitest';
import {
  issuesToFields,
  webhookRegisterInputSchema,
  webhookUpdateInputSchema,
} from '../../../preload/contract/index.ts';
import { webhookWarnings } from '../../../renderer/src/features/webhooks/webhook-form.svelte.ts';
import { translateField } from '../../../renderer/src/lib/i18n/translate.ts';

const valid = {
  eventType: 'CHARGE_PAID',
  url: 'https://loja.example.com/hooks',
  authorizationScheme: 'BASIC',
  authorization: 'dXNlcjpzZW5oYQ==',
};

function fieldsOf(schema: typeof webhookRegisterInputSchema, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : issuesToFields(parsed.error.issues);
}

describe('the webhook form’s rules', () => {
  it.each([
    [
      { eventType: 'X' },
      'eventType',
      'Escolha um dos tipos de evento.',
      'Choose one of the event types.',
    ],
    [{ url: ' ' }, 'url', null, null],
    [
      { url: 'mailto:a@b.c' },
      'url',
      'Informe um endereço completo, começando com https:// ou http://.',
      'Enter a full address, starting with https:// or http://.',
    ],
    [
      { url: 'https://a:b@loja.example.com' },
      'url',
      'Não coloque usuário ou senha no endereço; use a autorização.',
      'Do not put a user or password in the address; use the authorization.',
    ],
    [
      { authorizationScheme: null },
      'authorizationScheme',
      'Escolha a forma de autorização deste valor.',
      'Choose the kind of authorization of this value.',
    ],
    [
      { authorization: '' },
      'authorization',
      'Informe o valor da autorização.',
      'Enter the authorization value.',
    ],
    [
      { authorization: 'a\nb' },
      'authorization',
      'A autorização deve ter uma linha só.',
      'The authorization must be a single line.',
    ],
    [{ authorization: 'a\u0000b' }, 'authorization', null, null],
  ])('%j is refused on %s, in pt-BR and English', (change, field, pt, en) => {
    const fields = fieldsOf(webhookRegisterInputSchema, { ...valid, ...change });
    expect(Object.keys(fields)).toEqual([field]);
    const message = fields[field]![0]!;
    const ptText = translateField('pt-BR', message);
    const enText = translateField('en', message);
    // Every message is a sentence of each language, never a key.
    expect(ptText).not.toMatch(/^v\./);
    expect(enText).not.toMatch(/^v\./);
    expect(ptText).not.toBe(enText);
    if (pt) expect(ptText).toBe(pt);
    if (en) expect(enText).toBe(en);
  });

  it('takes a registration without authorization, and an edit that keeps the one registered', () => {
    expect(
      webhookRegisterInputSchema.parse({ eventType: 'PIX_RECEIVED', url: 'http://127.0.0.1:9/x' }),
    ).toMatchObject({ authorizationScheme: null });
    const { authorization: _kept, ...edit } = valid;
    expect(webhookUpdateInputSchema.safeParse({ ...edit, id: 'w1' }).success).toBe(true);
    expect(webhookRegisterInputSchema.safeParse(edit).success).toBe(false);
  });

  it('warns of a plain-http production address and of test keys (5.5)', () => {
    expect(webhookWarnings('http://loja.example.com/', 'production')).toEqual(['warn_http']);
    expect(webhookWarnings('https://loja.example.com/', 'production')).toEqual([]);
    expect(webhookWarnings('http://127.0.0.1:9/', 'provider-sandbox')).toEqual(['warn_public_key']);
    expect(webhookWarnings('http://127.0.0.1:9/', 'local-sandbox')).toEqual([]);
  });
});
