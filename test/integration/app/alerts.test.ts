import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlertView,
  EventPayload,
  PaymentNotice,
  WebhookEventTypeName,
} from '../../../preload/contract/index.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { INFRACTION_DECISION_DAYS } from '../../../main/app/alerts/alert-view.ts';
import { REFUND_FAILURE_REASON } from '../../../main/sandbox/payments/settlement.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { fireSandboxEvent } from '../../../main/service/webhooks.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { localBankClient, startApp, untilSynced, type TestApp } from '../../support/app.ts';

// Alerts, end to end over real HTTP: the local sandbox (the bank) tells of a disputed Pix, a
// refund that failed, money in and out by transfers, through its normal deliveries to the
// app's receiver; the app keeps them in its real cache file and lists them for Home until the
// owner marks each seen. The owner hears of each once, however often the bank repeats it.

const FAILING_CENTS = 1_313;
const PAYER_DOCUMENT = '529.982.247-25';

let app: TestApp;
let bank: ServiceClient;
const before = process.env['BALCAO_SANDBOX_SETTLE_MS'];

beforeAll(async () => {
  // The local sandbox inside the app settles money out after 300 ms instead of 5 s.
  process.env['BALCAO_SANDBOX_SETTLE_MS'] = '300';
  if (keyringMissing) return;
  app = await startApp();
  await untilSynced(app);
  await app.core.journal.registered();
  bank = await localBankClient(app);
});
afterAll(async () => {
  if (before === undefined) delete process.env['BALCAO_SANDBOX_SETTLE_MS'];
  else process.env['BALCAO_SANDBOX_SETTLE_MS'] = before;
  await bank?.close();
  await app?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the app's journal holds the event (delivered, kept and applied). */
async function journaled(eventId: string) {
  const [entry] = await until(
    () => app.value('journal:list', { search: eventId }),
    (entries) => entries.length > 0,
  );
  return entry!;
}

/** The bank fires an event of its own, through its normal deliveries; waits until it arrived. */
async function bankTells(eventType: WebhookEventTypeName, data: Record<string, unknown>) {
  const event = await fireSandboxEvent(bank, eventType, data);
  return journaled(event.id);
}

/** Every notice sent to the renderer so far. */
function notices(): PaymentNotice[] {
  return app
    .sentToRenderer()
    .split('\n')
    .map((line) => JSON.parse(line) as { name?: string; payload?: unknown })
    .flatMap((entry) => {
      if (entry.name !== 'journal:received') return [];
      const notice = (entry.payload as EventPayload<'journal:received'>).notice;
      return notice ? [notice] : [];
    });
}

const alertsAbout = async (subjectId: string): Promise<AlertView[]> =>
  (await app.value('alerts:list', {})).filter((a) => a.subjectId === subjectId);

async function receive(amountCents: number, name: string) {
  return app.value('received:sandbox-receive', {
    amountCents,
    payer: { name, document: PAYER_DOCUMENT },
  });
}

describe.skipIf(keyringMissing)('a disputed Pix', () => {
  it('becomes one alert, with the Pix’s payer and amount, and one notice', async () => {
    const pix = await receive(15_000, 'Joana Prado');
    const opened = await app.value('alerts:sandbox-open-infraction', {
      endToEndId: pix.endToEndId,
    });
    const entry = await journaled(opened.eventId);
    expect(entry).toMatchObject({
      eventType: 'INFRACTION_NOTIFICATION_CREATED',
      outcome: 'applied',
    });

    const [alert, ...more] = await alertsAbout(opened.infractionId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      id: `infraction:${opened.infractionId}`,
      kind: 'infraction',
      amountCents: 15_000,
      endToEndId: pix.endToEndId,
      received: { payerName: 'Joana Prado', paidAt: pix.paidAt },
      infractionReason: 'fraud',
      failureReason: null,
    });
    // By when: the bank's days to decide, from the day it told (São Paulo).
    const told = todayInSaoPaulo(new Date(alert!.occurredAt));
    expect(alert!.answerBy).toBe(addDays(told, INFRACTION_DECISION_DAYS));

    expect(notices().filter((n) => n.kind === 'infraction' && n.alertId === alert!.id)).toEqual([
      { kind: 'infraction', alertId: alert!.id, amountCents: 15_000, payerName: 'Joana Prado' },
    ]);
  });

  it('told twice — the same delivery again, and the same dispute under a new event — is one alert and one notice', async () => {
    const pix = await receive(8_000, 'Rui Barros');
    const opened = await app.value('alerts:sandbox-open-infraction', {
      endToEndId: pix.endToEndId,
      reason: 'REFUND_REQUEST',
    });
    const entry = await journaled(opened.eventId);

    // The same body delivered again to the receiver (a retry): kept once, applied once.
    const receiver = app.core.journal.receiver!;
    const again = await fetch(receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${receiver.token}` },
      body: entry.json,
    });
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    // The bank tells the same dispute again, under another event id: kept, changes nothing.
    const { data } = JSON.parse(entry.json) as { data: Record<string, unknown> };
    const retold = await bankTells('INFRACTION_NOTIFICATION_CREATED', data);
    expect(retold).toMatchObject({ outcome: 'recorded' });

    const alerts = await alertsAbout(opened.infractionId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ infractionReason: 'refund-request' });
    const told = notices().filter((n) => n.kind === 'infraction' && n.alertId === alerts[0]!.id);
    expect(told).toHaveLength(1);
  });

  it('of a Pix this computer does not know is still an alert, without a payer', async () => {
    const made = await bankTells('INFRACTION_NOTIFICATION_CREATED', {
      infractionId: 'inf-unknown-pix',
      endToEndId: 'E00000000202601011200abcdefghijk',
      amount: 42.5,
    });
    expect(made).toMatchObject({ outcome: 'applied' });
    const [alert] = await alertsAbout('inf-unknown-pix');
    expect(alert).toMatchObject({ amountCents: 4_250, received: null });
  });

  it('leaves the list once marked seen, and stays away', async () => {
    const pix = await receive(3_000, 'Lia Campos');
    const opened = await app.value('alerts:sandbox-open-infraction', {
      endToEndId: pix.endToEndId,
    });
    await journaled(opened.eventId);
    const [alert] = await alertsAbout(opened.infractionId);
    const changed = app.nextEvent('data:changed', 5_000);
    const seen = await app.value('alerts:mark-seen', { id: alert!.id });
    expect(seen.id).toBe(alert!.id);
    expect((await changed).resource).toBe('alerts');
    expect(await alertsAbout(opened.infractionId)).toEqual([]);
    // Seen again: the first moment stays; an unknown alert is not found.
    expect((await app.value('alerts:mark-seen', { id: alert!.id })).seenAt).toBe(seen.seenAt);
    const unknown = await app.call('alerts:mark-seen', { id: 'infraction:nobody' });
    expect(!unknown.ok && unknown.error).toMatchObject({
      code: 'not_found',
      key: 'error.alerts.not_found',
    });
    // The same dispute told again does not bring it back.
    const { data } = JSON.parse((await journaled(opened.eventId)).json) as {
      data: Record<string, unknown>;
    };
    await bankTells('INFRACTION_NOTIFICATION_CREATED', data);
    expect(await alertsAbout(opened.infractionId)).toEqual([]);
  });

  it('is refused by the sandbox for a Pix it never received, on the field', async () => {
    const result = await app.call('alerts:sandbox-open-infraction', {
      endToEndId: 'E99999999202601011200zzzzzzzzzzz',
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'validation',
      fields: { endToEndId: [{ key: 'v.refund.e2e_unknown' }] },
    });
  });
});

describe.skipIf(keyringMissing)('a refund that fails', () => {
  it('told by the bank’s event: an alert and one notice, naming the payer and the reason', async () => {
    const pix = await receive(5_000, 'Caio Prates');
    const refund = await app.value('refunds:create', {
      endToEndId: pix.endToEndId,
      amountCents: 2_000,
      confirmAmountCents: 2_000,
    });
    const failed = {
      refundId: refund.id,
      endToEndId: pix.endToEndId,
      amount: 20,
      status: 'failed',
      reason: 'The receiving account is closed.',
    };
    expect(await bankTells('PIX_REFUND_PAYMENT_UPDATED', failed)).toMatchObject({
      outcome: 'applied',
    });
    const [alert, ...more] = await alertsAbout(refund.id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      id: `refund-failed:${refund.id}`,
      kind: 'refund-failed',
      amountCents: 2_000,
      endToEndId: pix.endToEndId,
      received: { payerName: 'Caio Prates' },
      failureReason: 'The receiving account is closed.',
    });
    expect((await app.value('refunds:get', { id: refund.id })).status).toBe('failed');

    // Told again (another event id): nothing new.
    expect(await bankTells('PIX_REFUND_PAYMENT_UPDATED', failed)).toMatchObject({
      outcome: 'recorded',
    });
    expect(await alertsAbout(refund.id)).toHaveLength(1);
    expect(notices().filter((n) => n.kind === 'refund-failed' && n.alertId === alert!.id)).toEqual([
      {
        kind: 'refund-failed',
        alertId: alert!.id,
        amountCents: 2_000,
        payerName: 'Caio Prates',
        reason: 'The receiving account is closed.',
      },
    ]);
  });

  it('read back from the bank when the owner opens it: the alert, and no notice on top', async () => {
    const pix = await receive(4_000, 'Dora Lima');
    const refund = await app.value('refunds:create', {
      endToEndId: pix.endToEndId,
      amountCents: FAILING_CENTS,
      confirmAmountCents: FAILING_CENTS,
    });
    const read = await until(
      () => app.value('refunds:get', { id: refund.id, refresh: true }),
      (r) => r.status !== 'processing',
    );
    expect(read).toMatchObject({ status: 'failed', failureReason: REFUND_FAILURE_REASON });
    expect(await alertsAbout(refund.id)).toMatchObject([
      { kind: 'refund-failed', amountCents: FAILING_CENTS, failureReason: REFUND_FAILURE_REASON },
    ]);
    expect(
      notices().filter((n) => n.kind === 'refund-failed' && n.alertId.endsWith(refund.id)),
    ).toEqual([]);
  });
});

describe.skipIf(keyringMissing)('a sent payment that fails', () => {
  it('shows on Home too, once', async () => {
    const sent = await app.value('transfers:create', {
      key: 'bia@exemplo.com.br',
      amountCents: FAILING_CENTS,
      confirmAmountCents: FAILING_CENTS,
    });
    const alerts = await until(
      () => alertsAbout(sent.id),
      (list) => list.length > 0,
    );
    expect(alerts).toMatchObject([
      {
        id: `sent-failed:${sent.id}`,
        kind: 'sent-failed',
        paymentKind: 'key-transfer',
        amountCents: FAILING_CENTS,
        // The local sandbox pays keys through v2, after a lookup: the holder is named.
        counterpartName: 'Beatriz Lima Santos',
      },
    ]);
    expect(alerts[0]!.failureReason).toMatch(/\S/);
  });
});

describe.skipIf(keyringMissing)('transfers', () => {
  const counterparty = {
    name: 'Fornecedora Exemplo Ltda',
    document: '11444777000161',
    participantIspb: '60701190',
    branch: '0341',
    number: '123456',
  };

  it('money in is told like a received Pix, and raises no alert', async () => {
    const entry = await bankTells('TRANSFER_EXTERNAL_CREDITED', {
      transferId: 'ted-in-1',
      amount: 250,
      counterparty,
    });
    expect(entry).toMatchObject({ outcome: 'recorded' });
    expect(notices()).toContainEqual({
      kind: 'transfer-in',
      amountCents: 25_000,
      payerName: 'Fornecedora Exemplo Ltda',
    });
    expect(await alertsAbout('ted-in-1')).toEqual([]);
  });

  it('money out this app did not send is an alert, told once; the bank undoing it says so', async () => {
    const debit = { transferId: 'ted-out-1', amount: 99.9, counterparty };
    await bankTells('TRANSFER_EXTERNAL_DEBITED', { ...debit, status: 'processing' });
    await bankTells('TRANSFER_EXTERNAL_DEBITED', { ...debit, status: 'completed' });
    expect(await alertsAbout('ted-out-1')).toMatchObject([
      {
        kind: 'outside-debit',
        amountCents: 9_990,
        counterpartName: 'Fornecedora Exemplo Ltda',
        undone: false,
      },
    ]);
    expect(
      notices().filter(
        (n) => n.kind === 'outside-debit' && n.alertId === 'outside-debit:ted-out-1',
      ),
    ).toHaveLength(1);
    await bankTells('TRANSFER_EXTERNAL_DEBITED', { ...debit, status: 'failed' });
    expect(await alertsAbout('ted-out-1')).toMatchObject([{ undone: true }]);
  });

  it('a split share the owner set up, and a debit that failed from the start, raise none', async () => {
    const split = {
      configurationId: 1,
      instructionId: 1,
      type: 'PERCENTAGE',
      rule: 10,
      paymentAmount: 100,
      endToEndId: null,
      correlationId: null,
    };
    const shared = await bankTells('TRANSFER_INTERNAL_DEBITED', {
      transferId: 'split-share-1',
      amount: 10,
      split,
    });
    expect(shared).toMatchObject({ outcome: 'recorded' });
    await bankTells('TRANSFER_EXTERNAL_DEBITED', {
      transferId: 'ted-never-left',
      amount: 10,
      status: 'failed',
    });
    expect(await alertsAbout('split-share-1')).toEqual([]);
    expect(await alertsAbout('ted-never-left')).toEqual([]);
  });
});
