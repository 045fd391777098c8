import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import type { FaultyNetwork, RelayedRequest } from '../../support/faulty-network.ts';
import type { TestApp } from '../../support/app.ts';
import type { TestBank } from '../../support/bank.ts';
import { validBoleto } from '../../support/builders.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// "Money never moves twice", end to end with real parts: the app's core through the bridge's
// dispatch, a provider-sandbox profile (API key in the real keyring, client certificate
// imported and encrypted at rest), and a real sandbox bank over HTTPS with mutual TLS. Between
// them a test-local faulty network (test/support/faulty-network.ts) loses the POST's answer after the
// bank did the work, loses the POST before the bank saw it, or refuses connections. Whatever
// happens, the bank ends with exactly one boleto per intent, created by requests that all
// carry the one correlationId the outbox recorded before anything was sent.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).

const CHARGES = '/baas/v1/charges';

describe.skipIf(keyringMissing)('an unknown outcome over a broken network', () => {
  let running: AppOnFaultyBank;
  let app: TestApp;
  let bank: TestBank;
  let network: FaultyNetwork;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
    ({ app, bank, network } = running);
    expect((await app.value('sync:status', {})).online).toBe(true);
  });

  afterAll(async () => {
    await running?.close();
  });

  // Every scenario starts on a working network, whatever the previous one left it in.
  afterEach(() => network.heal());

  /** The bank's own view, asked directly (not through the relay): its boletos with this number. */
  async function atTheBank(yourNumber: string): Promise<{ correlationId: string }[]> {
    const today = todayInSaoPaulo();
    const url = new URL(CHARGES, bank.baseUrl);
    url.search = new URLSearchParams({
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      limit: '100',
    }).toString();
    const answer = await request(url, {
      dispatcher: bank.agent,
      headers: { 'x-service-api-key': bank.apiKey, 'x-service-account-id': bank.accountId },
    });
    expect(answer.statusCode).toBe(200);
    // The bank's default shapes: a bare array; a page shorter than the limit is the only one.
    const items = (await answer.body.json()) as { correlationId: string; yourNumber: string }[];
    expect(items.length).toBeLessThan(100);
    return items.filter((item) => item.yourNumber === yourNumber);
  }

  /** The creates the app sent for this number, as they reached the network. */
  function postsFor(yourNumber: string) {
    return network.requests
      .filter((r) => r.method === 'POST' && r.path === CHARGES)
      .map((r) => {
        const sent = JSON.parse(r.body) as { correlationId: string; yourNumber: string };
        return { ...r, correlationId: sent.correlationId, yourNumber: sent.yourNumber };
      })
      .filter((r) => r.yourNumber === yourNumber);
  }

  function readsOf(correlationId: string): RelayedRequest[] {
    return network.requests.filter(
      (r) => r.method === 'GET' && r.path === `${CHARGES}/${correlationId}`,
    );
  }

  async function cachedWith(yourNumber: string) {
    const page = await app.value('charges:list', {
      filters: { kinds: ['boleto'], search: yourNumber },
    });
    return page.items.filter((item) => item.reference === yourNumber);
  }

  it('answer lost, read-back works: create returns the boleto, made once', async () => {
    const yourNumber = 'NET-LOST-ANSWER';
    network.failNext({ method: 'POST', path: CHARGES, fault: 'lose-response' });

    const view = await app.value('boletos:create', validBoleto({ yourNumber }));

    const posts = postsFor(yourNumber);
    expect(posts.map((p) => [p.fate, p.status])).toEqual([['response-lost', 200]]);
    expect(view.correlationId).toBe(posts[0]!.correlationId);
    expect(view.amountCents).toBe(25_990);
    // Settled by reading back the identity, not by a second POST.
    expect(readsOf(view.correlationId).map((r) => r.status)).toEqual([200]);

    expect(await atTheBank(yourNumber)).toEqual([
      expect.objectContaining({ correlationId: view.correlationId }),
    ]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect((await cachedWith(yourNumber)).map((b) => b.id)).toEqual([view.correlationId]);
  });

  it('answer lost and the network stays down: unknown, resolved later by reading back', async () => {
    const yourNumber = 'NET-DOWN-AFTER';
    network.failNext({ method: 'POST', path: CHARGES, fault: 'lose-response', thenOffline: true });

    const result = await app.call('boletos:create', validBoleto({ yourNumber }));
    expect(!result.ok && result.error.code).toBe('unknown_outcome');

    const [post] = postsFor(yourNumber);
    expect(post?.fate).toBe('response-lost');
    const correlationId = post!.correlationId;
    const [entry, ...others] = await app.value('outbox:list', {});
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'boleto:create',
      identity: correlationId,
      state: 'unknown',
      summary: { amountCents: 25_990, label: 'Padaria Pão Quente Ltda' },
    });
    expect(await cachedWith(yourNumber)).toEqual([]);
    // The bank has it; the app does not know yet.
    expect(await atTheBank(yourNumber)).toHaveLength(1);

    // Resolving while still offline changes nothing: still unknown, nothing sent.
    const early = await app.call('outbox:resolve', { id: entry!.id });
    expect(!early.ok && early.error.code).toBe('offline');
    expect((await app.value('outbox:list', {}))[0]?.state).toBe('unknown');

    // The network comes back, then loses the read-back's answer and goes down again: the
    // outcome is still unknown — never "failed", which would invite issuing it again.
    await network.heal();
    network.failNext({
      method: 'GET',
      path: `${CHARGES}/${correlationId}`,
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await app.call('outbox:resolve', { id: entry!.id });
    expect(lost.ok).toBe(false);
    expect((await app.value('outbox:list', {}))[0]?.state).toBe('unknown');
    expect(await cachedWith(yourNumber)).toEqual([]);

    await network.heal();
    const resolved = await app.value('outbox:resolve', { id: entry!.id });
    expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect((await cachedWith(yourNumber)).map((b) => b.id)).toEqual([correlationId]);

    // One POST ever, and one boleto at the bank under the recorded identity.
    expect(postsFor(yourNumber)).toHaveLength(1);
    expect(await atTheBank(yourNumber)).toEqual([expect.objectContaining({ correlationId })]);
  });

  it('offline before sending: offline, nothing recorded, nothing at the bank', async () => {
    const yourNumber = 'NET-OFFLINE';
    await network.goOffline();

    const result = await app.call('boletos:create', validBoleto({ yourNumber }));
    expect(!result.ok && result.error.code).toBe('offline');
    expect(!result.ok && result.error.params?.['delivery']).toBe('not_sent');

    expect(postsFor(yourNumber)).toEqual([]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect(await cachedWith(yourNumber)).toEqual([]);
    await network.heal();
    expect(await atTheBank(yourNumber)).toEqual([]);
  });

  it('request lost before the bank, network down: unknown, then the same request once', async () => {
    const yourNumber = 'NET-LOST-POST';
    network.failNext({ method: 'POST', path: CHARGES, fault: 'lose-request', thenOffline: true });

    const result = await app.call('boletos:create', validBoleto({ yourNumber }));
    expect(!result.ok && result.error.code).toBe('unknown_outcome');

    const [lost] = postsFor(yourNumber);
    expect(lost?.fate).toBe('request-lost');
    const correlationId = lost!.correlationId;
    const entry = (await app.value('outbox:list', {})).find((e) => e.identity === correlationId);
    expect(entry).toMatchObject({ kind: 'boleto:create', state: 'unknown' });
    await network.heal();
    expect(await atTheBank(yourNumber)).toEqual([]);

    const resolved = await app.value('outbox:resolve', { id: entry!.id });
    expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });

    // Read back (404), then the recorded request, byte for byte, once.
    expect(readsOf(correlationId).map((r) => r.status)).toEqual([404]);
    const posts = postsFor(yourNumber);
    expect(posts.map((p) => [p.fate, p.status])).toEqual([
      ['request-lost', undefined],
      ['forwarded', 200],
    ]);
    expect(posts[1]!.body).toBe(lost!.body);

    expect(await atTheBank(yourNumber)).toEqual([expect.objectContaining({ correlationId })]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect((await cachedWith(yourNumber)).map((b) => b.id)).toEqual([correlationId]);
  });
});
