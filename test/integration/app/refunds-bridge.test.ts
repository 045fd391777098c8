import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { SANDBOX_DATABASE_FILE } from '../../../main/sandbox/store.ts';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';
import { receiveAtTheBank } from '../../support/bank.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Refunds of received Pix through the bridge, against the real local sandbox over HTTPS: a
// test Pix received, refunded in parts, refused past what is left and past 90 days, and a
// refund whose answer is lost made once.

const PAYER = { name: 'Maria da Silva', document: '529.982.247-25' };

describe.skipIf(keyringMissing)('refunds of received Pix on the local sandbox', () => {
  let app: TestApp;
  let bankDb: Database.Database;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
    bankDb = new Database(join(app.userDataDir, 'sandbox', SANDBOX_DATABASE_FILE), {
      readonly: true,
    });
  });
  afterAll(async () => {
    bankDb?.close();
    await app?.close();
  });

  /** Refunds the bank made of this received Pix. */
  function refundsAtTheBank(endToEndId: string): number {
    return bankDb
      .prepare('SELECT count(*) FROM refunds WHERE original_id = ?')
      .pluck()
      .get(endToEndId) as number;
  }

  const refund = (endToEndId: string, amountCents: number) =>
    app.call('refunds:create', { endToEndId, amountCents, confirmAmountCents: amountCents });

  it('refunds half, then the rest; a third is refused on the amount, naming R$ 0,00 left', async () => {
    const received = await app.value('received:sandbox-receive', {
      amountCents: 10_000,
      payer: PAYER,
      description: 'Pedido 1234',
    });
    expect(received).toMatchObject({
      source: 'transfer',
      amountCents: 10_000,
      refundedCents: 0,
      leftCents: 10_000,
      payerName: PAYER.name,
    });
    expect(received.endToEndId).toMatch(/^E\d{20}[A-Za-z0-9]{11}$/);
    const listed = await app.value('received:list', { search: 'Maria' });
    expect(listed.map((r) => r.endToEndId)).toContain(received.endToEndId);

    const half = await app.call('refunds:create', {
      endToEndId: received.endToEndId,
      amountCents: 5_000,
      confirmAmountCents: 5_000,
      description: 'Devolução parcial',
    });
    expect(half.ok && half.value).toMatchObject({
      originalEndToEndId: received.endToEndId,
      amountCents: 5_000,
      status: 'processing',
    });
    expect(half.ok && half.value.id).toMatch(/^D/);
    const rest = await refund(received.endToEndId, 5_000);
    expect(rest.ok).toBe(true);
    expect(refundsAtTheBank(received.endToEndId)).toBe(2);

    const after = await app.value('received:get', { endToEndId: received.endToEndId });
    expect(after).toMatchObject({ refundedCents: 10_000, leftCents: 0 });
    expect(after.refunds.map((r) => r.amountCents)).toEqual([5_000, 5_000]);

    const third = await refund(received.endToEndId, 100);
    expect(!third.ok && third.error.code).toBe('validation');
    const message = !third.ok ? third.error.fields?.['amountCents']?.[0] : undefined;
    expect(message).toEqual({
      key: 'v.refund.over_left',
      params: { leftCents: 0 },
    });
    expect(refundsAtTheBank(received.endToEndId)).toBe(2);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('knows every received Pix: paid due-date and immediate codes, boletos paid by Pix, pasted ids', async () => {
    const dueDate = await app.value('pix:create-due-date', {
      amountCents: 12_345,
      dueDate: addDays(todayInSaoPaulo(), 5),
      payer: { name: 'Distribuidora Norte', document: '11.222.333/0001-81' },
      address: { cityName: 'Belém', zipCode: '66010-000', state: 'PA' },
      description: 'Pedido vencimento',
    });
    const paidCode = await app.value('pix:simulate-payment', {
      correlationId: dueDate.correlationId,
    });
    expect(paidCode.payment).not.toBeNull();
    const boleto = await app.value(
      'boletos:create',
      validBoleto({ type: 'BANKSLIP_PIX', yourNumber: 'NF-REF-1' }),
    );
    const paidBoleto = await app.value('boletos:simulate-payment', {
      correlationId: boleto.correlationId,
      method: 'PIX',
    });
    const boletoE2e = paidBoleto.payments[0]!.endToEndId!;
    const immediate = await app.value('pix:create-immediate', {
      amountCents: 2_500,
      description: 'Balcão imediato',
    });
    await app.value('pix:simulate-payment', { correlationId: immediate.correlationId });

    // Offline, what the cache holds is listed; with the bank, its own list is added.
    const cached = await app.value('received:list', {});
    expect(cached.find((r) => r.endToEndId === paidCode.payment!.endToEndId)).toMatchObject({
      source: 'due-date',
      amountCents: paidCode.payment!.amountCents,
      reference: dueDate.correlationId,
      // Who paid, as the payment says (not necessarily whom the code was made for).
      payerName: paidCode.payment!.payerName,
    });
    expect(cached.find((r) => r.endToEndId === boletoE2e)).toMatchObject({
      source: 'boleto',
      amountCents: boleto.amountCents,
      reference: boleto.correlationId,
    });
    const all = await app.value('received:list', { refresh: true });
    // An immediate code learns its payment from the bank's list, by the code's transactionId.
    expect(all.find((r) => r.reference === immediate.correlationId)).toMatchObject({
      source: 'immediate',
      amountCents: 2_500,
    });
    // The cache's own knowledge is kept: the bank's list does not make a charge anonymous.
    expect(all.find((r) => r.endToEndId === boletoE2e)?.source).toBe('boleto');
    expect((await app.value('received:list', { search: 'NF-REF' })).map((r) => r.source)).toEqual(
      [],
    );
    expect(
      (await app.value('received:list', { search: boleto.correlationId })).map((r) => r.endToEndId),
    ).toEqual([boletoE2e]);

    // A boleto paid by Pix is refunded like any other received Pix.
    expect((await refund(boletoE2e, 1_000)).ok).toBe(true);
    expect(await app.value('received:get', { endToEndId: boletoE2e })).toMatchObject({
      refundedCents: 1_000,
      leftCents: boleto.amountCents - 1_000,
    });

    // An id pasted from the statement: the bank's list tells what it is.
    const fromStatement = await app.value('received:sandbox-receive', {
      amountCents: 700,
      payer: PAYER,
    });
    const cache = new Database(cacheFileOf(app), {});
    try {
      cache
        .prepare('DELETE FROM received_pix WHERE end_to_end_id = ?')
        .run(fromStatement.endToEndId);
    } finally {
      cache.close();
    }
    const pasted = await app.value('received:add', { endToEndId: ` ${fromStatement.endToEndId} ` });
    expect(pasted).toMatchObject({ source: 'transfer', amountCents: 700, leftCents: 700 });
  });

  it('refuses more than is left on the amount field, and sends nothing', async () => {
    const received = await app.value('received:sandbox-receive', {
      amountCents: 3_000,
      payer: PAYER,
    });
    const over = await refund(received.endToEndId, 3_001);
    expect(!over.ok && over.error.code).toBe('validation');
    expect(!over.ok && over.error.fields?.['amountCents']?.[0]).toMatchObject({
      key: 'v.refund.over_left',
      params: { leftCents: 3_000 },
    });
    expect(refundsAtTheBank(received.endToEndId)).toBe(0);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('names the bank’s remaining amount on the field when this computer did not know the Pix', async () => {
    const received = await app.value('received:sandbox-receive', {
      amountCents: 2_000,
      payer: PAYER,
    });
    expect((await refund(received.endToEndId, 1_500)).ok).toBe(true);
    // Known only by the pasted id on a computer that never saw it: the bank judges it.
    const cache = new Database(cacheFileOf(app), {});
    try {
      cache
        .prepare('DELETE FROM refunds WHERE original_end_to_end_id = ?')
        .run(received.endToEndId);
      cache.prepare('DELETE FROM received_pix WHERE end_to_end_id = ?').run(received.endToEndId);
    } finally {
      cache.close();
    }
    const over = await refund(received.endToEndId, 600);
    expect(!over.ok && over.error.fields?.['amountCents']?.[0]).toEqual({
      key: 'v.refund.over_left',
      params: { leftCents: 500 },
    });
    expect(refundsAtTheBank(received.endToEndId)).toBe(1);
  });

  it('refuses a malformed end-to-end id on its field, before anything is sent', async () => {
    for (const [endToEndId, key] of [
      ['D99999901202611241000ABCDEFGHIJK', 'v.refund.e2e_prefix'],
      ['E9999990120261124', 'v.refund.e2e_length'],
      ['E9999990120261124100XABCDEFGHIJK', 'v.refund.e2e_format'],
      ['', 'v.required'],
    ] as const) {
      const result = await refund(endToEndId, 100);
      expect(!result.ok && result.error.code).toBe('validation');
      expect(!result.ok && result.error.fields?.['endToEndId']?.[0]?.key).toBe(key);
      const pasted = await app.call('received:add', { endToEndId });
      expect(!pasted.ok && pasted.error.fields?.['endToEndId']?.[0]?.key).toBe(key);
    }
    // Well formed, but no Pix of the account: the bank's 404, on the same field.
    const unknown = await refund('E99999901202611241000ZZZZZZZZZZZ', 100);
    expect(!unknown.ok && unknown.error.fields?.['endToEndId']?.[0]?.key).toBe(
      'v.refund.e2e_unknown',
    );
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('refuses a refund 91 days after the Pix was received', async () => {
    const received = await app.value('received:sandbox-receive', {
      amountCents: 4_000,
      payer: PAYER,
      paidOn: addDays(todayInSaoPaulo(), -91),
    });
    expect(Date.parse(received.refundableUntil!)).toBeLessThan(Date.now());
    const late = await refund(received.endToEndId, 1_000);
    expect(!late.ok && late.error.fields?.['endToEndId']?.[0]?.key).toBe('v.refund.window_over');
    expect(refundsAtTheBank(received.endToEndId)).toBe(0);

    // Pasted on a computer that did not know when it arrived: the bank refuses it, on the amount.
    const cache = new Database(cacheFileOf(app), {});
    try {
      cache.prepare('DELETE FROM received_pix WHERE end_to_end_id = ?').run(received.endToEndId);
    } finally {
      cache.close();
    }
    const byBank = await refund(received.endToEndId, 1_000);
    expect(!byBank.ok && byBank.error.fields?.['amountCents']?.[0]?.key).toBe(
      'v.refund.window_over_bank',
    );
    expect(refundsAtTheBank(received.endToEndId)).toBe(0);
  });

  it(
    'follows a refund until final, and refuses to refund while the bank is unreachable',
    { timeout: 20_000 },
    async () => {
      const received = await app.value('received:sandbox-receive', {
        amountCents: 5_000,
        payer: PAYER,
      });
      const made = await app.value('refunds:create', {
        endToEndId: received.endToEndId,
        amountCents: 1_313, // the sandbox's failing amount
        confirmAmountCents: 1_313,
      });
      expect(made.status).toBe('processing');
      expect((await app.value('refunds:get', { id: made.id, refresh: true })).status).toBe(
        'processing',
      );
      // The sandbox settles a refund after 5 seconds; opening the record reads it again (4.10).
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const settled = await app.value('received:get', { endToEndId: received.endToEndId });
      expect(settled.refunds[0]).toMatchObject({
        status: 'failed',
        failureReason: expect.any(String),
      });
      // A failed refund gives its amount back to what can be refunded.
      expect(settled).toMatchObject({ refundedCents: 0, leftCents: 5_000 });
      expect((await refund(received.endToEndId, 1_313 + 100)).ok).toBe(true);

      await app.value('sandbox:set-running', { running: false });
      try {
        const offline = await refund(received.endToEndId, 100);
        expect(!offline.ok && offline.error).toMatchObject({
          code: 'offline',
          key: 'error.write.money_out_offline',
        });
        expect(await app.value('outbox:list', {})).toEqual([]);
        // Offline, what is cached is still shown.
        expect(await app.value('received:get', { endToEndId: received.endToEndId })).toMatchObject({
          refundedCents: 1_413,
        });
      } finally {
        await app.value('sandbox:set-running', { running: true });
      }
    },
  );
});

function cacheFileOf(app: TestApp): string {
  return join(profileDir(app.userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite');
}

describe.skipIf(keyringMissing)('a refund whose answer is lost', () => {
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(() => running?.network.heal());

  it('is kept with its key, and checking it sends the same request: refunded exactly once', async () => {
    const { app, network, bank, bankDb } = running!;
    const { endToEndId } = await receiveAtTheBank(bank, 8_000);
    await app.value('received:add', { endToEndId });
    const path = `/baas/api/v1/transactions/pix/${endToEndId}/refund`;
    network.failNext({ method: 'PUT', path, fault: 'lose-response', thenOffline: true });
    const lost = await app.call('refunds:create', {
      endToEndId,
      amountCents: 8_000,
      confirmAmountCents: 8_000,
    });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({ kind: 'refund:create', state: 'unknown' });
    expect(entry!.actions).toEqual({ check: true, discard: false });

    await network.heal();
    await app.value('outbox:resolve', { id: entry!.id });
    expect(await app.value('outbox:list', {})).toEqual([]);
    const puts = network.requests.filter((r) => r.method === 'PUT' && r.path === path);
    expect(puts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(puts.map((p) => p.body)).size).toBe(1);
    expect(
      bankDb.prepare('SELECT count(*) FROM refunds WHERE original_id = ?').pluck().get(endToEndId),
    ).toBe(1);
    const known = await app.value('received:get', { endToEndId });
    expect(known.refunds.map((r) => r.amountCents)).toEqual([8_000]);
  });
});
