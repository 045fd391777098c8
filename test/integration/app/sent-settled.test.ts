import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, SentPayment } from '../../../preload/contract/index.ts';
import {
  QR_PAYMENT_FAILURE_REASON,
  TRANSFER_FAILURE_REASON,
} from '../../../main/sandbox/payments/settlement.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import {
  connectToBank,
  startApp,
  untilSynced,
  useKeyTransferRoute,
  type TestApp,
} from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';

// A sent payment is followed to the end with no refresh by the owner: the bank's
// PIX_PAYMENT_UPDATED settles it (the local sandbox, its receiver), and where the event never
// comes, a sync reads it back. One that fails tells the owner.

const FAILING_CENTS = 1_313;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function notices(app: TestApp): EventPayload<'payments:failed'>['notice'][] {
  return app
    .sentToRenderer()
    .split('\n')
    .map((line) => JSON.parse(line) as { name?: string; payload?: unknown })
    .flatMap((entry) => {
      if (entry.name === 'journal:received') {
        const notice = (entry.payload as EventPayload<'journal:received'>).notice;
        return notice?.kind === 'sent-failed' ? [notice] : [];
      }
      if (entry.name === 'payments:failed')
        return [(entry.payload as EventPayload<'payments:failed'>).notice];
      return [];
    });
}

async function payDemoCode(app: TestApp, payload: string, amountCents?: number) {
  const view = await app.value('payments:decode', { payload });
  const cents = amountCents ?? view.amountCents!;
  return app.value('payments:pay-qr', {
    endToEndId: view.endToEndId,
    amountCents: cents,
    confirmAmountCents: cents,
  });
}

const transfer = (app: TestApp, key: string, amountCents: number) =>
  app.value('transfers:create', { key, amountCents, confirmAmountCents: amountCents });

describe.skipIf(keyringMissing)('sent payments settled by the bank’s event', () => {
  let app: TestApp;
  const before = process.env['BALCAO_SANDBOX_SETTLE_MS'];

  beforeAll(async () => {
    // The local sandbox inside the app settles after 300 ms instead of 5 s.
    process.env['BALCAO_SANDBOX_SETTLE_MS'] = '300';
    app = await startApp();
    await untilSynced(app);
    await until(
      () => app.value('journal:status'),
      (s) => s.receiving && s.registeredTypes > 0,
    );
  });
  afterAll(async () => {
    if (before === undefined) delete process.env['BALCAO_SANDBOX_SETTLE_MS'];
    else process.env['BALCAO_SANDBOX_SETTLE_MS'] = before;
    await app?.close();
  });

  const listed = (id: string) => async () =>
    (await app.value('payments:list-sent', { search: '' })).find((p) => p.id === id);

  it('a QR payment and a transfer reach completed with no refresh', async () => {
    const [receiver] = await app.value('payments:demo-receivers', {});
    const dynamic = receiver!.codes.find((c) => c.kind === 'dynamic')!;
    const paid = await payDemoCode(app, dynamic.payload);
    const sent = await transfer(app, '+5511987654321', 2_500);
    expect(paid.status).toBe('PROCESSING');
    expect(sent.status).toBe('PROCESSING');

    for (const id of [paid.id, sent.id]) {
      const payment = await until(listed(id), (p) => p?.status !== 'PROCESSING');
      expect(payment).toMatchObject({ status: 'COMPLETED', failureReason: null });
    }
    // The bank's event brought it: kept in the journal and applied.
    const journal = await app.value('journal:list', {});
    const updates = journal.filter((e) => e.eventType === 'PIX_PAYMENT_UPDATED');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(app.sentToRenderer()).toContain('"resource":"payments"');
  });

  it('a transfer of the magic amount ends failed, with the bank’s reason, and notifies once', async () => {
    // The local sandbox pays keys through v2 (looked up first), as a v2 transfer fails.
    const sent = await transfer(app, 'ana@exemplo.com.br', FAILING_CENTS);
    const payment = await until(listed(sent.id), (p) => p?.status !== 'PROCESSING');
    expect(payment).toMatchObject({ status: 'FAILED', failureReason: QR_PAYMENT_FAILURE_REASON });
    const receipt = await app.value('payments:get-sent', { id: sent.id, refresh: false });
    expect(receipt.failureReason).toBe(QR_PAYMENT_FAILURE_REASON);
    const told = notices(app).filter((n) => n.paymentId === sent.id);
    expect(told).toEqual([
      {
        kind: 'sent-failed',
        paymentId: sent.id,
        paymentKind: 'key-transfer',
        amountCents: FAILING_CENTS,
        receiverName: 'Ana Paula Ribeiro',
        reason: QR_PAYMENT_FAILURE_REASON,
      },
    ]);
  });

  it('a QR payment of the magic amount ends failed and notifies', async () => {
    const [receiver] = await app.value('payments:demo-receivers', {});
    const open = receiver!.codes.find((c) => c.kind === 'static')!;
    const paid = await payDemoCode(app, open.payload, FAILING_CENTS);
    const payment = await until(listed(paid.id), (p) => p?.status !== 'PROCESSING');
    expect(payment).toMatchObject({ status: 'FAILED', failureReason: QR_PAYMENT_FAILURE_REASON });
    expect(notices(app).filter((n) => n.paymentId === paid.id)).toMatchObject([
      { paymentKind: 'qr-code', amountCents: FAILING_CENTS, reason: QR_PAYMENT_FAILURE_REASON },
    ]);
  });
});

describe.skipIf(keyringMissing)('sent payments read back by a sync when no event comes', () => {
  let bank: TestBank;
  let app: TestApp;

  beforeAll(async () => {
    // A bank the app has no receiver for: its events never reach the app. Its clock stands
    // still until the test moves it.
    bank = await startBank({ settleMs: 1_000, clock: new Date() });
    app = await startApp();
    await untilSynced(app);
    await connectToBank(app, bank, { name: 'Banco sem eventos' });
    // The spec's route: a transfer read back at /v1/pix/transfers/{id}.
    await useKeyTransferRoute(app, 'spec-v1');
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });

  async function sync(): Promise<void> {
    const finished = app.nextEvent('sync:finished');
    await app.value('sync:start', {});
    await finished;
  }

  const cached = async (id: string): Promise<SentPayment | undefined> =>
    (await app.value('payments:list-sent', { search: '' })).find((p) => p.id === id);

  it('settles a QR payment and a transfer, and notifies the failed one', async () => {
    const receivers = await bank.call('GET', '/_sandbox/pix/demo-receivers');
    const payload = (receivers.json.items as { dynamicPayload: string }[])[0]!.dynamicPayload;
    const paid = await payDemoCode(app, payload);
    const sent = await transfer(app, '+5511912345678', 4_000);
    const failed = await transfer(app, '+5511912345678', FAILING_CENTS);

    // Not settled yet at the bank: a sync leaves them processing.
    await sync();
    expect((await cached(paid.id))?.status).toBe('PROCESSING');

    bank.advance(2_000);
    const failedNotice = app.nextEvent('payments:failed', 10_000);
    await sync();
    expect(await cached(paid.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await cached(sent.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await cached(failed.id)).toMatchObject({
      status: 'FAILED',
      failureReason: TRANSFER_FAILURE_REASON,
    });
    expect((await failedNotice).notice).toMatchObject({
      kind: 'sent-failed',
      paymentId: failed.id,
      amountCents: FAILING_CENTS,
      reason: TRANSFER_FAILURE_REASON,
    });

    // Nothing open is left: the next sync reads nothing back and tells nothing again.
    await sync();
    expect(notices(app).filter((n) => n.paymentId === failed.id)).toHaveLength(1);
  });
});
