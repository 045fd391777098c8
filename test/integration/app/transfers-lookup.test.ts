import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { useKeyTransferRoute, type TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// A transfer to a Pix key looked up first, through the bridge: the app's real core on a
// provider-sandbox profile over mutual TLS, a real sandbox bank behind the test-local faulty
// network, and the bank's own database to count what it really did. The lookup shows who
// receives (the account's own key said plainly); the transfer pays that lookup through the
// v2 route with an IdempotencyKey, so a lost answer is settled by sending it again with the
// same key — one transfer at the bank, never left as "check with the bank". A profile set to
// the spec's route keeps the old way, and what it parked resolves as before.

const LOOKUP = '/baas/api/v2/pix/dict/payment-initialization';
const V2_TRANSFERS = '/baas/api/v2/transfers';
const V1_TRANSFERS = '/v1/pix/transfers';

describe.skipIf(keyringMissing)('transfers to a Pix key looked up first', () => {
  let running: AppOnFaultyBank;
  let app: TestApp;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(async () => {
    await running.network.heal();
  });

  const transfersAtTheBank = (endToEndId: string) =>
    running.bankDb
      .prepare('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?')
      .pluck()
      .get(endToEndId) as number;

  const posts = (path: string, text: string) =>
    running.network.requests.filter(
      (r) => r.method === 'POST' && r.path === path && r.body.includes(text),
    );

  async function seeTheBank(): Promise<void> {
    const finished = app.nextEvent('sync:finished');
    await app.value('sync:start', {});
    await finished;
  }

  async function lookUp(key: string) {
    const lookup = await app.value('transfers:look-up', { key });
    if (lookup.kind !== 'payee') throw new Error('the profile did not look the key up');
    return lookup;
  }

  const pay = (key: string, endToEndId: string, amountCents: number, description: string) =>
    app.call('transfers:create', {
      key,
      endToEndId,
      amountCents,
      confirmAmountCents: amountCents,
      description,
    });

  async function activeProfile(): Promise<Profile> {
    const info = await app.value('app:get-info', {});
    return info.profiles.find((p) => p.id === info.activeProfileId)!;
  }

  const setRoute = (route: 'sdk-v2' | 'spec-v1') => useKeyTransferRoute(app, route);

  it('shows who holds the key, then pays that lookup once, with an IdempotencyKey', async () => {
    const typed = ' ana@exemplo.com.br ';
    const lookup = await app.value('transfers:look-up', { key: typed });
    expect(lookup).toEqual({
      kind: 'payee',
      key: 'ana@exemplo.com.br',
      endToEndId: expect.stringMatching(/^E/),
      payee: {
        name: 'Ana Paula Ribeiro',
        document: '***.982.247-**',
        bank: 'Banco Imaginario S.A.',
      },
      ownAccount: false,
      payableUntil: expect.any(String),
    });
    if (lookup.kind !== 'payee') return;
    const tag = `pay-${randomUUID().slice(0, 8)}`;
    const sent = await app.value('transfers:create', {
      key: typed,
      endToEndId: lookup.endToEndId,
      amountCents: 1_990,
      confirmAmountCents: 1_990,
      description: tag,
    });
    expect(sent).toMatchObject({
      kind: 'key-transfer',
      status: 'PROCESSING',
      endToEndId: lookup.endToEndId,
      amountCents: 1_990,
      receiverName: 'Ana Paula Ribeiro',
      receiverDocument: '***.982.247-**',
      receiverBank: 'Banco Imaginario S.A.',
      receiverKey: 'ana@exemplo.com.br',
      description: tag,
    });
    expect(transfersAtTheBank(lookup.endToEndId)).toBe(1);
    // Through the v2 route, with an IdempotencyKey, paying the lookup (never the spec's route).
    const [post] = posts(V2_TRANSFERS, tag);
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(post!.body)).toEqual({
      amount: 19.9,
      description: tag,
      type: 'Pix',
      endToEndId: lookup.endToEndId,
      initiationType: 'DICT',
      externalId: post!.idempotencyKey,
    });
    expect(posts(V1_TRANSFERS, tag)).toEqual([]);
    expect(await app.value('outbox:list', {})).toEqual([]);

    // A lookup pays one transfer: the next asks for the key to be looked up again, on its field.
    const again = await pay('ana@exemplo.com.br', lookup.endToEndId, 1_990, `${tag}-again`);
    expect(!again.ok && again.error.fields?.['key']?.[0]?.key).toBe('v.transfer.look_up_again');
    expect(posts(V2_TRANSFERS, `${tag}-again`)).toEqual([]);
    // So does a lookup of another key, or one the app never made.
    const other = await lookUp('bia@exemplo.com.br');
    const swapped = await pay('ana@exemplo.com.br', other.endToEndId, 500, `${tag}-swap`);
    expect(!swapped.ok && swapped.error.code).toBe('validation');
    const invented = await pay('ana@exemplo.com.br', 'E99999999202601011200ABCDEFGHIJK', 500, tag);
    expect(!invented.ok && invented.error.code).toBe('validation');
    expect(transfersAtTheBank(other.endToEndId)).toBe(0);
  });

  it('says plainly when the key is the account’s own', async () => {
    const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
    const lookup = await lookUp(key);
    expect(lookup.ownAccount).toBe(true);
    expect(lookup.payee).toEqual({
      name: 'Balcao Sandbox Ltda',
      document: '**.222.333/0001-**',
      bank: 'Balcao Sandbox Bank',
    });
  });

  it('says on the key field that nobody holds an unknown key, keeping and sending nothing', async () => {
    const result = await app.call('transfers:look-up', { key: 'ninguem@exemplo.com.br' });
    expect(!result.ok && result.error).toMatchObject({
      code: 'validation',
      fields: { key: [{ key: 'v.transfer.key_not_found' }] },
    });
    expect(await app.value('outbox:list', {})).toEqual([]);
    // A key that is no key never reaches the bank.
    const before = running.network.requests.length;
    const bad = await app.call('transfers:look-up', { key: 'ana@exemplo' });
    expect(!bad.ok && bad.error.fields?.['key']?.[0]?.key).toBe('v.pix_key.email');
    expect(running.network.requests.length).toBe(before);
  });

  it('is refused as offline while the bank cannot be reached', async () => {
    await running.network.goOffline();
    const result = await app.call('transfers:look-up', { key: 'ana@exemplo.com.br' });
    expect(!result.ok && result.error.code).toBe('offline');
    await running.network.heal();
    await seeTheBank();
    expect((await app.call('transfers:look-up', { key: 'ana@exemplo.com.br' })).ok).toBe(true);
  });

  it('settles a dropped answer by sending it again with the same key: one transfer', async () => {
    await seeTheBank();
    const lookup = await lookUp('+5521987654321');
    const tag = `drop-${randomUUID().slice(0, 8)}`;
    running.network.failNext({ method: 'POST', path: V2_TRANSFERS, fault: 'lose-response' });
    const sent = await pay('+5521987654321', lookup.endToEndId, 2_500, tag);
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    // Two requests left, the same IdempotencyKey and body; the bank made one transfer.
    const sentTwice = posts(V2_TRANSFERS, tag);
    expect(sentTwice.map((r) => r.fate)).toEqual(['response-lost', 'forwarded']);
    expect(new Set(sentTwice.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(sentTwice[0]!.body).toBe(sentTwice[1]!.body);
    expect(transfersAtTheBank(lookup.endToEndId)).toBe(1);
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect(await app.value('payments:list-sent', { search: lookup.endToEndId })).toHaveLength(1);
  });

  it('keeps a transfer whose answer was lost with the bank gone, then settles it by resend', async () => {
    await seeTheBank();
    const lookup = await lookUp('bia@exemplo.com.br');
    const tag = `gone-${randomUUID().slice(0, 8)}`;
    const usedBefore = (await app.value('limits:get', {})).usedTodayCents;
    running.network.failNext({
      method: 'POST',
      path: V2_TRANSFERS,
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await pay('bia@exemplo.com.br', lookup.endToEndId, 3_100, tag);
    expect(!lost.ok && lost.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.transfer.unknown_outcome_checkable',
    });
    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({
      kind: 'transfer:key-v2',
      state: 'unknown',
      summary: { amountCents: 3_100, label: 'Beatriz Lima Santos' },
      actions: { check: true, discard: false },
      presentation: { words: 'transfer-checkable', opens: { screen: 'sent' } },
    });
    // Open, it counts against the day.
    expect((await app.value('limits:get', {})).usedTodayCents - usedBefore).toBe(3_100);

    await running.network.heal();
    await seeTheBank();
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({ state: 'done' });
    expect(transfersAtTheBank(lookup.endToEndId)).toBe(1);
    expect(new Set(posts(V2_TRANSFERS, tag).map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await app.value('outbox:list', {})).toEqual([]);
    const logged = (await app.value('activity:list', {})).find(
      (e) => e.identity === entry!.identity,
    );
    expect(logged).toMatchObject({ result: 'resolved', resolution: 'confirmed' });
    const [row] = await app.value('payments:list-sent', { search: lookup.endToEndId });
    expect(row).toMatchObject({ receiverName: 'Beatriz Lima Santos', amountCents: 3_100 });
  });

  it('on a profile set to the spec’s route: no lookup, the old transfer, parked as before', async () => {
    await seeTheBank();
    await setRoute('spec-v1');
    try {
      expect((await activeProfile()).keyTransferRoute).toBe('spec-v1');
      const lookupsBefore = posts(LOOKUP, '').length;
      expect(await app.value('transfers:look-up', { key: 'carol@exemplo.com.br' })).toEqual({
        kind: 'unchecked',
        key: 'carol@exemplo.com.br',
      });
      expect(posts(LOOKUP, '').length).toBe(lookupsBefore);

      const tag = `spec-${randomUUID().slice(0, 8)}`;
      running.network.failNext({
        method: 'POST',
        path: V1_TRANSFERS,
        fault: 'lose-response',
        thenOffline: true,
      });
      const lost = await app.call('transfers:create', {
        key: 'carol@exemplo.com.br',
        amountCents: 1_500,
        confirmAmountCents: 1_500,
        description: tag,
      });
      expect(!lost.ok && lost.error.key).toBe('error.transfer.unknown_outcome');
      await running.network.heal();
      const [parked] = await app.value('outbox:list', {});
      expect(parked).toMatchObject({ kind: 'transfer:key', actions: { discard: true } });

      // The profile back on the v2 routes: the parked transfer still resolves as it did —
      // never sent again — and a transfer made the old way is read where it was made.
      await setRoute('sdk-v2');
      await seeTheBank();
      const check = await app.call('outbox:resolve', { id: parked!.id });
      expect(!check.ok && check.error.code).toBe('unknown_outcome');
      expect(posts(V1_TRANSFERS, tag)).toHaveLength(1);
      await app.value('outbox:discard', { id: parked!.id });

      await setRoute('spec-v1');
      const old = await app.value('transfers:create', {
        key: 'carol@exemplo.com.br',
        amountCents: 1_600,
        confirmAmountCents: 1_600,
        description: `${tag}-read`,
      });
      await setRoute('sdk-v2');
      const read = await app.value('payments:get-sent', { id: old.id, refresh: true });
      expect(read).toMatchObject({ id: old.id, receiverName: 'carol@exemplo.com.br' });
      expect(
        running.network.requests.some((r) => r.method === 'GET' && r.path.endsWith(old.id)),
      ).toBe(true);
    } finally {
      await setRoute('sdk-v2');
    }
  });
});
