import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// The owner's webhook writes on a remote-bank profile (keyring, mutual TLS) when the network
// loses the bank's answer: the write is kept in the outbox, register and edit parked for the
// owner (the bank offers no way to check them), delete settled by deleting again — and the
// authorization value is never written to the cache, the outbox included, nor sent to the
// renderer. Skipped without a D-Bus session (the keyring).

const WEBHOOKS = '/baas/api/v1/webhooks';
const SECRET = 'token-do-erp-da-loja-5555';

describe.skipIf(keyringMissing)('webhook writes with a lost answer', () => {
  let running: AppOnFaultyBank;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => running?.close());
  afterEach(() => running.network.heal());

  const cacheHoldsSecret = () => readFileSync(running.cacheFile).includes(SECRET);

  it('shows a production-like profile’s registrations, with no receiver of the app among them', async () => {
    const list = await running.app.value('webhooks:list', {});
    expect(list).toMatchObject({ profileKind: 'provider-sandbox', items: [] });
    const status = await running.app.value('journal:status', {});
    expect(status).toMatchObject({ profileKind: 'provider-sandbox', receiving: false });
  });

  it('register: kept for the owner, never sent twice, the secret nowhere on disk', async () => {
    const { app, network } = running;
    network.failNext({ method: 'POST', path: WEBHOOKS, fault: 'lose-response', thenOffline: true });
    const result = await app.call('webhooks:register', {
      eventType: 'CHARGE_PAID',
      url: 'https://erp.loja.example.com/hooks',
      authorizationScheme: 'HEADER',
      authorization: SECRET,
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.webhook.kept_to_check',
    });
    const [entry] = (await app.value('outbox:list', {})).filter(
      (e) => e.kind === 'webhook:register',
    );
    expect(entry).toMatchObject({ state: 'unknown', actions: { check: false, discard: true } });
    expect(cacheHoldsSecret()).toBe(false);
    await network.heal();

    // The bank did take it: the owner sees it in the list.
    const listed = (await app.value('webhooks:list', {})).items;
    expect(listed.map((w) => w.url)).toEqual(['https://erp.loja.example.com/hooks']);
    // Checking cannot settle it, and sends nothing.
    const posts = () => network.requests.filter((r) => r.method === 'POST' && r.path === WEBHOOKS);
    const before = posts().length;
    const resolve = await app.call('outbox:resolve', { id: entry!.id });
    expect(!resolve.ok && resolve.error.code).toBe('unknown_outcome');
    expect(posts().length).toBe(before);
    expect(await app.value('outbox:discard', { id: entry!.id })).toEqual({ done: true });
    expect(app.sentToRenderer()).not.toContain(SECRET);
  });

  it('delete: kept, then settled by deleting again', async () => {
    const { app, network } = running;
    const { id } = await app.value('webhooks:register', {
      eventType: 'PIX_RECEIVED',
      url: 'https://erp.loja.example.com/pix',
      authorizationScheme: 'BEARER',
      authorization: SECRET,
    });
    const path = `${WEBHOOKS}/${id}`;
    network.failNext({ method: 'DELETE', path, fault: 'lose-response', thenOffline: true });
    const result = await app.call('webhooks:delete', { id });
    expect(!result.ok && result.error.code).toBe('unknown_outcome');
    const [entry] = (await app.value('outbox:list', {})).filter((e) => e.kind === 'webhook:delete');
    expect(entry).toMatchObject({ state: 'unknown', actions: { check: true, discard: false } });
    await network.heal();
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({ state: 'done' });
    expect((await app.value('webhooks:list', {})).items.some((w) => w.id === id)).toBe(false);
    expect(cacheHoldsSecret()).toBe(false);
    expect(app.sentToRenderer()).not.toContain(SECRET);
  });
});
