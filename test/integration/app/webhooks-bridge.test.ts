import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebhook, listWebhooks } from '../../../main/service/webhooks.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { localBankClient, startApp, type TestApp } from '../../support/app.ts';

// The owner's webhooks through the bridge, against the real local sandbox over HTTPS: every
// field's rule, register / edit / delete through the write pipeline, the authorization value
// kept as a secret (never in a bridge answer, an event or the cache), and the test event.

let app: TestApp;
let bank: ServiceClient;
const SECRET = 'segredo-do-sistema-da-loja-9876';

beforeAll(async () => {
  app = await startApp();
  await app.core.journal.registered();
  bank = await localBankClient(app);
});
afterAll(async () => {
  await bank?.close();
  await app?.close();
});

const valid = {
  eventType: 'CHARGE_PAID' as const,
  url: 'https://loja.example.com/webhooks/boletos',
  authorizationScheme: 'BEARER' as const,
  authorization: SECRET,
};

async function ownerWebhooks() {
  return (await app.value('webhooks:list', {})).items.filter((w) => !w.ownReceiver);
}

describe('registering a webhook', () => {
  it.each([
    ['url', { url: '' }, 'v.required'],
    ['url', { url: 'loja.example.com/hooks' }, 'v.webhook.url_invalid'],
    ['url', { url: 'ftp://loja.example.com/hooks' }, 'v.webhook.url_invalid'],
    ['url', { url: 'https://ana:senha@loja.example.com/' }, 'v.webhook.url_credentials'],
    ['url', { url: 'https://loja.example.com/a b' }, 'v.webhook.url_spaces'],
    ['url', { url: `https://loja.example.com/${'a'.repeat(2000)}` }, 'v.webhook.url_too_long'],
    ['eventType', { eventType: 'BOLETO_PAGO' }, 'v.webhook.event_type'],
    ['authorizationScheme', { authorizationScheme: 'DIGEST' }, 'v.webhook.scheme'],
    ['authorization', { authorization: undefined }, 'v.webhook.authorization_required'],
    ['authorization', { authorization: '' }, 'v.webhook.authorization_required'],
    ['authorization', { authorization: 'a\r\nX-Injected: 1' }, 'v.webhook.authorization_one_line'],
    ['authorization', { authorization: 'a'.repeat(1001) }, 'v.webhook.authorization_too_long'],
    ['authorizationScheme', { authorizationScheme: null }, 'v.webhook.scheme_required'],
  ])('refuses a bad %s (%j) on that field, and registers nothing', async (field, change, key) => {
    const before = await ownerWebhooks();
    const result = await app.call('webhooks:register', { ...valid, ...change } as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('validation');
    expect(result.error.fields?.[field]?.[0]?.key).toBe(key);
    expect(await ownerWebhooks()).toEqual(before);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('registers, shows the authorization only by its end, and keeps it out of the cache', async () => {
    const view = await app.value('webhooks:register', valid);
    expect(view).toMatchObject({
      eventType: 'CHARGE_PAID',
      url: valid.url,
      authorizationScheme: 'BEARER',
      authorizationEnding: '9876',
      ownReceiver: false,
    });
    expect((await getWebhook(bank, view.id)).authorization).toBe(SECRET);
    expect((await ownerWebhooks()).map((w) => w.id)).toContain(view.id);
    // Nothing left in the outbox, and the secret never crossed the bridge or hit the disk.
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect(app.sentToRenderer()).not.toContain(SECRET);
    const dir = join(app.userDataDir, 'profiles');
    for (const file of listFiles(dir)) {
      expect(readFileSync(file).includes(SECRET), file).toBe(false);
    }
  });

  it('registers without authorization', async () => {
    const view = await app.value('webhooks:register', {
      eventType: 'PIX_RECEIVED',
      url: 'http://127.0.0.2:9/hooks',
      authorizationScheme: null,
    });
    expect(view).toMatchObject({ authorizationScheme: null, authorizationEnding: null });
  });
});

describe('editing and deleting', () => {
  it('edits the address and keeps the authorization without it being typed again', async () => {
    const { id } = await app.value('webhooks:register', valid);
    const edited = await app.value('webhooks:update', {
      id,
      eventType: 'PIX_RECEIVED',
      url: 'https://loja.example.com/webhooks/pix',
      authorizationScheme: 'BEARER',
    });
    expect(edited).toMatchObject({ eventType: 'PIX_RECEIVED', authorizationEnding: '9876' });
    const atBank = await getWebhook(bank, id);
    expect(atBank).toMatchObject({
      url: 'https://loja.example.com/webhooks/pix',
      authorization: SECRET,
    });

    // Bad fields on an edit are refused on their field, and nothing changes at the bank.
    const bad = await app.call('webhooks:update', {
      id,
      eventType: 'PIX_RECEIVED',
      url: 'nada',
      authorizationScheme: 'BEARER',
    });
    expect(!bad.ok && bad.error.fields?.['url']?.[0]?.key).toBe('v.webhook.url_invalid');
    expect((await getWebhook(bank, id)).url).toBe('https://loja.example.com/webhooks/pix');

    // No scheme: the authorization is cleared.
    const cleared = await app.value('webhooks:update', {
      id,
      eventType: 'PIX_RECEIVED',
      url: 'https://loja.example.com/webhooks/pix',
      authorizationScheme: null,
    });
    expect(cleared).toMatchObject({ authorizationScheme: null, authorizationEnding: null });
    expect((await getWebhook(bank, id)).authorization).toBeNull();
    expect(app.sentToRenderer()).not.toContain(SECRET);
  });

  it('deletes; a second delete is not found', async () => {
    const { id } = await app.value('webhooks:register', valid);
    expect(await app.value('webhooks:delete', { id })).toEqual({ done: true });
    expect((await listWebhooks(bank)).some((w) => w.id === id)).toBe(false);
    const again = await app.call('webhooks:delete', { id });
    expect(!again.ok && again.error.code).toBe('not_found');
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('leaves the app’s own receiver alone', async () => {
    const own = (await app.value('webhooks:list', {})).items.find((w) => w.ownReceiver);
    expect(own).toBeDefined();
    const edit = await app.call('webhooks:update', {
      id: own!.id,
      eventType: 'CHARGE_PAID',
      url: 'https://elsewhere.example.com/',
      authorizationScheme: null,
    });
    expect(!edit.ok && edit.error.code).toBe('rejected');
    const remove = await app.call('webhooks:delete', { id: own!.id });
    expect(!remove.ok && remove.error.code).toBe('rejected');
    // Its token is not shown either.
    expect(app.sentToRenderer()).not.toContain(app.core.journal.receiver!.token);
  });
});

describe('a test event', () => {
  it('reaches the journal through the sandbox', async () => {
    const { eventId } = await app.value('webhooks:send-test', {
      eventType: 'INFRACTION_NOTIFICATION_CREATED',
    });
    for (let i = 0; i < 100; i++) {
      const found = await app.value('journal:list', { search: eventId });
      if (found.length === 1) {
        expect(found[0]).toMatchObject({ eventType: 'INFRACTION_NOTIFICATION_CREATED' });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the test event never reached the journal');
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
