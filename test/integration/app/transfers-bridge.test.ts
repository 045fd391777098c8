import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Transfers to a Pix key, the owner's limits and the money-out log, through the bridge: the
// app's real core, a provider-sandbox profile over mutual TLS, a real sandbox bank behind the
// test-local faulty network, and the bank's own database to see what it really received.

const TRANSFERS = '/v1/pix/transfers';

describe.skipIf(keyringMissing)('transfers to a Pix key, limits and the activity log', () => {
  let running: AppOnFaultyBank;
  let app: TestApp;

  beforeAll(async () => {
    running = await startAppOnFaultyBank({ keyTransferRoute: 'spec-v1' });
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(async () => {
    await running.network.heal();
    await app.value('limits:set', { perTransferCents: null, perDayCents: null });
  });

  /** Transfers the bank holds with this message. */
  const atTheBank = (description: string) =>
    running.bankDb
      .prepare(`SELECT pix_key, amount_cents FROM key_transfers WHERE description = ?`)
      .all(description) as { pix_key: string; amount_cents: number }[];

  const postsWith = (description: string) =>
    running.network.requests.filter(
      (r) => r.method === 'POST' && r.path === TRANSFERS && r.body.includes(`"${description}"`),
    );

  const fieldKey = (result: Result<unknown>, field: string) =>
    !result.ok ? result.error.fields?.[field]?.[0] : undefined;

  const transfer = (key: string, amountCents: number, description: string) =>
    app.call('transfers:create', {
      key,
      amountCents,
      confirmAmountCents: amountCents,
      description,
    });

  async function seeTheBank(): Promise<void> {
    const finished = app.nextEvent('sync:finished');
    await app.value('sync:start', {});
    await finished;
  }

  it('takes every kind of key, typed as people type them, and sends it as the bank takes it', async () => {
    const keys: [string, string][] = [
      ['529.982.247-25', '52998224725'],
      ['11.222.333/0001-81', '11222333000181'],
      ['12.ABC.345/01DE-35', '12ABC34501DE35'],
      [' Ana.Souza@Exemplo.com.br ', 'Ana.Souza@Exemplo.com.br'],
      ['+55 (11) 98765-4321', '+5511987654321'],
      ['123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
    ];
    for (const [typed, key] of keys) {
      const tag = `kind-${randomUUID().slice(0, 8)}`;
      const sent = await app.value('transfers:create', {
        key: typed,
        amountCents: 1_234,
        confirmAmountCents: 1_234,
        description: tag,
      });
      expect(sent).toMatchObject({
        kind: 'key-transfer',
        status: 'PROCESSING',
        amountCents: 1_234,
        receiverKey: key,
        description: tag,
      });
      expect(sent.endToEndId).toMatch(/^E/);
      expect(atTheBank(tag)).toEqual([{ pix_key: key, amount_cents: 1_234 }]);
    }
    const list = await app.value('payments:list-sent', { search: 'Ana.Souza' });
    expect(list.map((p) => p.kind)).toEqual(['key-transfer']);
  });

  it('refuses a bad key on the key field, and a bad amount on its field, sending nothing', async () => {
    const before = running.network.requests.length;
    const badKeys: [string, string][] = [
      ['', 'v.required'],
      ['529.982.247-26', 'v.document.check_digits'],
      ['11.222.333/0001-80', 'v.document.check_digits'],
      ['5299822', 'v.document.length'],
      ['ana@exemplo', 'v.pix_key.email'],
      [`${'a'.repeat(70)}@exemplo.com`, 'v.pix_key.email_too_long'],
      ['+1 202 555 0100', 'v.pix_key.phone'],
      ['11 98765-4321', 'v.pix_key.phone_needs_country'],
      ['123e4567-e89b-42d3-a456-42661417400', 'v.pix_key.evp'],
      ['hello world', 'v.pix_key.unknown'],
    ];
    for (const [key, message] of badKeys) {
      const result = await transfer(key, 1_000, 'bad-key');
      expect(!result.ok && result.error.code).toBe('validation');
      expect(fieldKey(result, 'key')?.key).toBe(message);
    }
    const amounts: [number, number, string, string][] = [
      [0, 0, 'amountCents', 'v.money.positive'],
      [-100, -100, 'amountCents', 'v.money.positive'],
      [10.5, 10.5, 'amountCents', 'v.money.integer'],
      [10_000_000_000, 10_000_000_000, 'amountCents', 'v.money.max'],
      [1_000, 1_001, 'confirmAmountCents', 'v.payment.confirm_mismatch'],
    ];
    for (const [amountCents, confirmAmountCents, field, message] of amounts) {
      const result = await app.call('transfers:create', {
        key: 'ana@exemplo.com.br',
        amountCents,
        confirmAmountCents,
      });
      expect(fieldKey(result, field)?.key).toBe(message);
    }
    const long = await transfer('ana@exemplo.com.br', 1_000, 'x'.repeat(141));
    expect(fieldKey(long, 'description')?.key).toBe('v.too_long');
    // Nothing reached the network, nothing was recorded.
    expect(running.network.requests.length).toBe(before);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('follows the status from processing to completed, or failed with the bank’s reason', async () => {
    const ok = await transfer('ana@exemplo.com.br', 2_000, `st-${randomUUID().slice(0, 8)}`);
    const failed = await transfer('ana@exemplo.com.br', 1_313, `st-${randomUUID().slice(0, 8)}`);
    expect(ok.ok && failed.ok).toBe(true);
    if (!ok.ok || !failed.ok) return;
    // The sandbox settles a transfer 5 seconds after it was made.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await app.value('payments:get-sent', { id: ok.value.id })).toMatchObject({
      status: 'COMPLETED',
    });
    expect(await app.value('payments:get-sent', { id: failed.value.id })).toMatchObject({
      status: 'FAILED',
      failureReason: expect.stringMatching(/\S/),
    });
  }, 20_000);

  it('a transfer whose answer is lost is kept as unknown, for the owner, and never resent', async () => {
    const tag = `lost-${randomUUID().slice(0, 8)}`;
    running.network.failNext({
      method: 'POST',
      path: TRANSFERS,
      fault: 'lose-response',
      thenOffline: true,
    });
    const result = await transfer('ana@exemplo.com.br', 3_300, tag);
    expect(!result.ok && result.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.transfer.unknown_outcome',
    });
    await running.network.heal();
    const [entry] = (await app.value('outbox:list', {})).filter((e) => e.kind === 'transfer:key');
    expect(entry).toMatchObject({
      state: 'unknown',
      summary: { amountCents: 3_300, label: 'ana@exemplo.com.br' },
      actions: { check: false, discard: true },
    });
    // "Check" never sends it again.
    const check = await app.call('outbox:resolve', { id: entry!.id });
    expect(!check.ok && check.error.code).toBe('unknown_outcome');
    await seeTheBank();
    expect(postsWith(tag)).toHaveLength(1);
    expect(atTheBank(tag)).toHaveLength(1);

    const logged = (await app.value('activity:list', {})).find(
      (e) => e.identity === entry!.identity,
    );
    expect(logged).toMatchObject({ result: 'unknown', amountCents: 3_300, kind: 'transfer:key' });
    // The owner checked the statement and discards the notice: resolved in the log.
    await app.value('outbox:discard', { id: entry!.id });
    expect(
      (await app.value('activity:list', {})).find((e) => e.identity === entry!.identity),
    ).toMatchObject({ result: 'resolved', resolution: 'discarded' });
    expect(postsWith(tag)).toHaveLength(1);
  });

  it('a QR payment whose answer is lost is logged unknown, then resolved when the bank confirms it', async () => {
    await seeTheBank();
    const tag = `qr-${randomUUID().slice(0, 8)}`;
    // The account's own code: the payment is what meets the fault.
    const code = await app.value('pix:create-immediate', { amountCents: 2_468, description: tag });
    const decoded = await app.value('payments:decode', { payload: code.payloadPix });
    running.network.failNext({
      method: 'POST',
      path: '/baas/api/v2/transfers',
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await app.call('payments:pay-qr', {
      endToEndId: decoded.endToEndId,
      amountCents: 2_468,
      confirmAmountCents: 2_468,
    });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    const [entry] = (await app.value('outbox:list', {})).filter(
      (e) => e.kind === 'payment:qr-code',
    );
    const logged = () =>
      app.value('activity:list', {}).then((log) => log.find((e) => e.identity === entry!.identity));
    expect(await logged()).toMatchObject({ kind: 'payment:qr-code', result: 'unknown' });

    await running.network.heal();
    await seeTheBank();
    // Checking resends it with the same key: the bank answers the first payment.
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({ state: 'done' });
    expect(await logged()).toMatchObject({ result: 'resolved', resolution: 'confirmed' });
    expect(await app.value('payments:list-sent', { search: decoded.endToEndId })).toHaveLength(1);
  });

  it('refuses above the limit per transfer before anything is recorded or sent', async () => {
    await seeTheBank();
    await app.value('limits:set', { perTransferCents: 10_000, perDayCents: null });
    const tag = `limit-${randomUUID().slice(0, 8)}`;
    const result = await transfer('ana@exemplo.com.br', 15_000, tag);
    expect(!result.ok && result.error).toMatchObject({
      code: 'rejected',
      key: 'error.limit.exceeded',
      fields: { amountCents: [{ key: 'v.limit.per_transfer', params: { limitCents: 10_000 } }] },
    });
    expect(postsWith(tag)).toEqual([]);
    expect(atTheBank(tag)).toEqual([]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    const [refused] = await app.value('activity:list', {});
    expect(refused).toMatchObject({
      result: 'refused',
      amountCents: 15_000,
      reason: { key: 'error.limit.exceeded' },
    });
    // At the limit it goes.
    expect((await transfer('ana@exemplo.com.br', 10_000, tag)).ok).toBe(true);
    expect(atTheBank(tag)).toHaveLength(1);
  });

  it('refuses above what is left of the day, naming what is left', async () => {
    await seeTheBank();
    const { usedTodayCents } = await app.value('limits:get', {});
    const limits = await app.value('limits:set', {
      perTransferCents: null,
      perDayCents: usedTodayCents + 10_000,
    });
    expect(limits.leftTodayCents).toBe(10_000);
    const tag = `day-${randomUUID().slice(0, 8)}`;
    expect((await transfer('ana@exemplo.com.br', 6_000, tag)).ok).toBe(true);
    const over = await transfer('ana@exemplo.com.br', 5_000, tag);
    expect(fieldKey(over, 'amountCents')).toEqual({
      key: 'v.limit.per_day',
      params: { limitCents: usedTodayCents + 10_000, leftCents: 4_000 },
    });
    expect(postsWith(tag)).toHaveLength(1);
    expect(atTheBank(tag)).toHaveLength(1);
    expect(await app.value('outbox:list', {})).toEqual([]);
    // A refusal moved nothing, so it uses nothing of the day.
    expect(await app.value('limits:get', {})).toMatchObject({ leftTodayCents: 4_000 });
    expect((await transfer('ana@exemplo.com.br', 4_000, tag)).ok).toBe(true);
  });

  it('refuses money out offline, and logs it', async () => {
    await running.network.goOffline();
    const tag = `off-${randomUUID().slice(0, 8)}`;
    await app.call('sync:start', {}).catch(() => {});
    await untilSynced(app).catch(() => {});
    const result = await transfer('ana@exemplo.com.br', 1_000, tag);
    expect(!result.ok && result.error.code).toBe('offline');
    expect(postsWith(tag)).toEqual([]);
    const [logged] = await app.value('activity:list', {});
    expect(logged).toMatchObject({ result: 'refused', reason: { code: 'offline' } });
  });

  it('exports the log as CSV: BOM, decimal comma, formulas defused', async () => {
    await seeTheBank();
    const tag = `csv-${randomUUID().slice(0, 8)}`;
    expect((await transfer('=1+2@exemplo.com', 12_345, tag)).ok).toBe(true);
    const { csv, rows, filename } = await app.value('activity:export-csv', {});
    expect(filename).toMatch(/^atividade-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      csv.startsWith('\uFEFFData e hora;Tipo;Para quem;Valor;Resultado;Motivo;Identificador\r\n'),
    ).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(rows + 1);
    expect(lines[1]).toContain(";'=1+2@exemplo.com;123,45;Enviado;");
    // The reason in words, never the error's code.
    expect(csv).toContain(';Recusado;Sem conexão com o banco: nada foi enviado.;');
    expect(csv).not.toMatch(/;offline;|\bv\.limit\./);
    const dot = await app.value('activity:export-csv', { decimalSeparator: 'dot' });
    expect(dot.csv.split('\r\n')[1]).toContain(",'=1+2@exemplo.com,123.45,Enviado,");
  });
});

describe.skipIf(keyringMissing)('the activity log across restarts', () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-activity-'));
  const keychainService = `Balcão-test-${randomUUID()}`;
  afterAll(() => rmSync(userDataDir, { recursive: true, force: true }));

  it('keeps sent and refused actions when the app is opened again', async () => {
    const first = await startApp({ userDataDir, keychainService });
    try {
      await untilSynced(first);
      await first.value('limits:set', { perTransferCents: 5_000, perDayCents: null });
      expect(
        (
          await first.call('transfers:create', {
            key: '+55 11 98765-4321',
            amountCents: 4_000,
            confirmAmountCents: 4_000,
          })
        ).ok,
      ).toBe(true);
      const refused = await first.call('transfers:create', {
        key: '+55 11 98765-4321',
        amountCents: 6_000,
        confirmAmountCents: 6_000,
      });
      expect(!refused.ok && refused.error.key).toBe('error.limit.exceeded');
    } finally {
      await first.close();
    }

    const second = await startApp({ userDataDir, keychainService });
    try {
      const log = await second.value('activity:list', {});
      // The local sandbox pays keys through v2, looked up first: the log names the holder.
      expect(log.map((e) => [e.result, e.amountCents, e.label])).toEqual([
        ['refused', 6_000, 'Balcao Sandbox Ltda'],
        ['sent', 4_000, 'Balcao Sandbox Ltda'],
      ]);
      // The limits are the profile's setting, kept too.
      expect(await second.value('limits:get', {})).toMatchObject({
        perTransferCents: 5_000,
        usedTodayCents: 4_000,
      });
      expect(await second.value('payments:list-sent', { search: '' })).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(keyringMissing)('the limits hold for every kind of money out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a QR code payment above the limit is refused on its amount and logged, nothing paid', async () => {
    const [receiver] = await app.value('payments:demo-receivers', {});
    const code = receiver!.codes.find((c) => c.kind === 'dynamic')!;
    const view = await app.value('payments:decode', { payload: code.payload });
    await app.value('limits:set', { perTransferCents: view.amountCents - 1, perDayCents: null });

    const refused = await app.call('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents: view.amountCents,
      confirmAmountCents: view.amountCents,
    });
    expect(!refused.ok && refused.error.fields?.['amountCents']?.[0]).toEqual({
      key: 'v.limit.per_transfer',
      params: { limitCents: view.amountCents - 1 },
    });
    expect(await app.value('payments:list-sent', {})).toEqual([]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    // The code is still unpaid at the bank.
    expect((await app.value('payments:decode', { payload: code.payload })).status).toBe('ACTIVE');

    await app.value('limits:set', { perTransferCents: null, perDayCents: null });
    const again = await app.value('payments:decode', { payload: code.payload });
    const paid = await app.value('payments:pay-qr', {
      endToEndId: again.endToEndId,
      amountCents: again.amountCents,
      confirmAmountCents: again.amountCents,
    });
    const log = await app.value('activity:list', {});
    expect(log.map((e) => [e.kind, e.result, e.amountCents, e.label])).toEqual([
      ['payment:qr-code', 'sent', paid.amountCents, receiver!.name],
      ['payment:qr-code', 'refused', view.amountCents, receiver!.name],
    ]);
  });
});
