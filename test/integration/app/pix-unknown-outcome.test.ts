import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import type { FaultyNetwork } from '../../support/faulty-network.ts';
import type { TestApp } from '../../support/app.ts';
import type { TestBank } from '../../support/bank.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Pix codes over a broken network (see unknown-outcome.test.ts for the set-up and why): a
// due-date code is settled by reading back its correlationId, or by sending the SAME request
// once when the bank never saw it; an immediate code cannot be read back, so it is never sent
// twice — it stays unknown for the owner to discard.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).

const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const today = todayInSaoPaulo();

describe.skipIf(keyringMissing)('Pix codes over a broken network', () => {
  let running: AppOnFaultyBank;
  let app: TestApp;
  let bank: TestBank;
  let network: FaultyNetwork;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
    ({ app, bank, network } = running);
  });

  afterAll(async () => {
    await running?.close();
  });

  afterEach(() => network.heal());

  function postsTo(path: string, description: string) {
    return network.requests
      .filter((r) => r.method === 'POST' && r.path === path)
      .filter((r) => (JSON.parse(r.body) as { description?: string }).description === description);
  }

  const dueDateInput = (description: string) => ({
    amountCents: 54_321,
    dueDate: addDays(today, 10),
    payer: { name: 'Distribuidora Norte', document: '11.222.333/0001-81' },
    address: { cityName: 'Belém', zipCode: '66010-000', state: 'PA' as const },
    description,
  });

  it('immediate, answer lost: unknown, never re-sent, cannot be checked, can be discarded', async () => {
    const description = 'NET-PIX-IMMEDIATE';
    network.failNext({ method: 'POST', path: IMMEDIATE, fault: 'lose-response' });

    const result = await app.call('pix:create-immediate', { amountCents: 9_900, description });
    expect(!result.ok && result.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.pix.unknown_outcome_immediate',
    });
    const [post, ...more] = postsTo(IMMEDIATE, description);
    expect(more).toEqual([]);
    expect(post).toMatchObject({ fate: 'response-lost', status: 200 });
    const correlationId = (JSON.parse(post!.body) as { correlationId: string }).correlationId;

    const entry = (await app.value('outbox:list', {})).find((e) => e.identity === correlationId);
    expect(entry).toMatchObject({
      kind: 'pix:create-immediate',
      state: 'unknown',
      summary: { amountCents: 9_900, label: description },
    });

    const resolve = await app.call('outbox:resolve', { id: entry!.id });
    expect(!resolve.ok && resolve.error.key).toBe('error.pix.unknown_outcome_immediate');
    expect(postsTo(IMMEDIATE, description)).toHaveLength(1);
    expect((await app.value('outbox:list', {})).find((e) => e.id === entry!.id)?.state).toBe(
      'unknown',
    );

    expect(await app.value('outbox:discard', { id: entry!.id })).toEqual({ done: true });
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('due-date, answer lost: read back by correlationId, created once', async () => {
    const description = 'NET-PIX-DUE-LOST-ANSWER';
    network.failNext({ method: 'POST', path: DUE_DATE, fault: 'lose-response' });

    const view = await app.value('pix:create-due-date', dueDateInput(description));
    expect(view).toMatchObject({ kind: 'due-date', amountCents: 54_321, status: 'ACTIVE' });
    const posts = postsTo(DUE_DATE, description);
    expect(posts.map((p) => [p.fate, p.status])).toEqual([['response-lost', 200]]);
    const reads = network.requests.filter(
      (r) => r.method === 'GET' && r.path === `${DUE_DATE}/${view.correlationId}`,
    );
    expect(reads.map((r) => r.status)).toEqual([200]);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('due-date, request lost and the network down: unknown, then the same request once', async () => {
    const description = 'NET-PIX-DUE-LOST-POST';
    network.failNext({ method: 'POST', path: DUE_DATE, fault: 'lose-request', thenOffline: true });

    const result = await app.call('pix:create-due-date', dueDateInput(description));
    expect(!result.ok && result.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.pix.unknown_outcome',
    });
    const [lost] = postsTo(DUE_DATE, description);
    const correlationId = (JSON.parse(lost!.body) as { correlationId: string }).correlationId;
    const entry = (await app.value('outbox:list', {})).find((e) => e.identity === correlationId);
    expect(entry).toMatchObject({ kind: 'pix:create-due-date', state: 'unknown' });

    // Not discardable: it may exist, and it can be checked.
    const discard = await app.call('outbox:discard', { id: entry!.id });
    expect(!discard.ok && discard.error.key).toBe('error.outbox.not_discardable');

    await network.heal();
    const resolved = await app.value('outbox:resolve', { id: entry!.id });
    expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });
    const posts = postsTo(DUE_DATE, description);
    expect(posts.map((p) => [p.fate, p.status])).toEqual([
      ['request-lost', undefined],
      ['forwarded', 200],
    ]);
    expect(posts[1]!.body).toBe(lost!.body);
    expect(await app.value('pix:get', { correlationId })).toMatchObject({
      kind: 'due-date',
      description,
    });
  });

  it('reads an immediate code through its /v1/pix charge, over mutual TLS', async () => {
    const view = await app.value('pix:create-immediate', { amountCents: 1_234 });
    await app.value('pix:simulate-payment', { correlationId: view.correlationId });
    const charges = network.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/pix/charges/${view.transactionId}`,
    );
    expect(charges.map((r) => r.status)).toEqual([200]);
    expect((await app.value('pix:get', { correlationId: view.correlationId })).status).toBe(
      'CONCLUDED',
    );
  });

  it('reads the open codes again after each completed sync', async () => {
    const view = await app.value('pix:create-immediate', { amountCents: 4_321 });
    const chargeReads = () =>
      network.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v1/pix/charges/${view.transactionId}`,
      ).length;
    expect(chargeReads()).toBe(0);
    const finished = app.nextEvent('sync:finished');
    await app.value('sync:start', {});
    expect((await finished).outcome).toBe('completed');
    await expect.poll(chargeReads, { timeout: 10_000 }).toBe(1);
  });

  it('simulates payments on sandbox profiles only', async () => {
    const production = await app.value('profiles:save', {
      name: 'Produção',
      kind: 'production',
      baseUrl: network.baseUrl,
      accountId: bank.accountId,
      caPem: network.caPem.trim(),
    });
    await app.value('profiles:activate', { id: production.id });
    const result = await app.call('pix:simulate-payment', { correlationId: 'any' });
    expect(!result.ok && result.error).toMatchObject({
      code: 'unsupported',
      key: 'error.simulation.sandbox_only',
    });
  });
});
