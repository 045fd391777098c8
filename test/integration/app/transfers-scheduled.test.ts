import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { SANDBOX_TODAY_ENV } from '../../../main/app/subscriptions/scheduler-today.ts';
import type { Result, SentPayment } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import {
  connectToBank,
  startApp,
  untilSynced,
  useKeyTransferRoute,
  type TestApp,
} from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';

// Scheduled transfers through the bridge: the app's real core on a provider-sandbox profile
// over mutual TLS, the real local sandbox as the bank over HTTPS, and the bank's own database
// to see what it did. A transfer for a later São Paulo day goes through the one write
// pipeline, is listed as scheduled and kept off the statement, counts against its own day's
// limit, may be cancelled until it runs — and, once the bank's day reaches it, runs once.

const KEY = 'ana@exemplo.com.br';

let bank: TestBank;
let app: TestApp;
const today = todayInSaoPaulo();

beforeAll(async () => {
  bank = await startBank({ settleMs: 200 });
  app = await startApp();
  await untilSynced(app);
  await connectToBank(app, bank, { name: 'Banco com agendamento' });
});
afterAll(async () => {
  delete process.env[SANDBOX_TODAY_ENV];
  await app?.close();
  await bank?.stop();
});
afterEach(async () => {
  delete process.env[SANDBOX_TODAY_ENV];
  await app.value('limits:set', { perTransferCents: null, perDayCents: null });
  await useKeyTransferRoute(app, 'sdk-v2');
});

async function seeTheBank(): Promise<void> {
  const finished = app.nextEvent('sync:finished');
  await app.value('sync:start', {});
  await finished;
}

/** A transfer of `amountCents` to the demo key, for `day` (today: sent now). */
const transfer = (
  amountCents: number,
  day: string,
  description = 'Aluguel',
): Promise<Result<SentPayment>> =>
  app.call('transfers:create', {
    key: KEY,
    amountCents,
    confirmAmountCents: amountCents,
    description,
    scheduledFor: day,
  });

async function scheduled(amountCents: number, day: string, description?: string) {
  const result = await transfer(amountCents, day, description);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const atTheBank = (id: string) =>
  JSON.parse(
    bank.db.prepare('SELECT record FROM qr_payments WHERE id = ?').pluck().get(id) as string,
  ) as { status: string; transferAt?: string };

const usedOn = async (day?: string) =>
  (await app.value('limits:get', day === undefined ? {} : { day })).usedTodayCents;

async function statementIds(): Promise<string[]> {
  const page = await app.value('statement:list', {});
  return page.lines.map((line) => line.id);
}

describe.skipIf(keyringMissing)('scheduled transfers', () => {
  it('schedules one through v2 with transferAt, lists it as scheduled, keeps it off the statement', async () => {
    const day = addDays(today, 7);
    const sent = await scheduled(3_210, day, 'Agendada de teste');
    expect(sent).toMatchObject({
      kind: 'key-transfer',
      status: 'SCHEDULED',
      scheduledFor: day,
      amountCents: 3_210,
      receiverName: 'Ana Paula Ribeiro',
    });
    expect(atTheBank(sent.id)).toMatchObject({ status: 'SCHEDULED' });
    expect(atTheBank(sent.id).transferAt).toMatch(new RegExp(`^${day}T03:00:00Z$`));
    const listed = await app.value('payments:list-sent', { search: 'Ana Paula' });
    expect(listed.find((p) => p.id === sent.id)).toMatchObject({
      status: 'SCHEDULED',
      scheduledFor: day,
    });
    expect(await statementIds()).not.toContain(`payment:${sent.id}`);
    // Nothing of it is in the outbox: the bank has it.
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('counts against the limit of its own day, not today’s; a cancel gives that day back', async () => {
    const day = addDays(today, 10);
    await app.value('limits:set', { perTransferCents: null, perDayCents: 10_000 });
    const todayBefore = await usedOn();
    const first = await scheduled(6_000, day);
    expect(await usedOn(day)).toBe(6_000);
    expect(await usedOn()).toBe(todayBefore);

    const over = await transfer(6_000, day);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.error.fields?.['amountCents']?.[0]).toMatchObject({
        key: 'v.limit.per_day_on',
        params: { limitCents: 10_000, leftCents: 4_000, day },
      });
    }
    // Another day has a limit of its own; so has today.
    await scheduled(6_000, addDays(day, 1));
    expect(await usedOn(addDays(day, 1))).toBe(6_000);

    const cancelled = await app.value('transfers:cancel-scheduled', { id: first.id });
    expect(cancelled.status).toBe('CANCELLED');
    expect(atTheBank(first.id).status).toBe('CANCELLED');
    expect(await usedOn(day)).toBe(0);
    await scheduled(6_000, day);
  });

  it('runs on its day: read back by the sync, then on the statement dated that day', async () => {
    const day = addDays(today, 2);
    const sent = await scheduled(4_321, day);
    // The bank's day (and the app's, on a sandbox profile) reaches the transfer's.
    process.env[SANDBOX_TODAY_ENV] = day;
    await seeTheBank();
    const ran = await app.value('payments:get-sent', { id: sent.id, refresh: false });
    expect(['PROCESSING', 'COMPLETED']).toContain(ran.status);
    expect(ran.scheduledFor).toBe(day);
    const page = await app.value('statement:list', {});
    const line = page.lines.find((l) => l.id === `payment:${sent.id}`);
    expect(line).toMatchObject({ day, direction: 'out', amountCents: 4_321 });
    // Paid once at the bank.
    const rows = bank.db
      .prepare('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?')
      .pluck()
      .get(sent.endToEndId);
    expect(rows).toBe(1);
  });

  it('refuses to cancel one that already ran, in the owner’s words, and cancels nothing', async () => {
    const day = addDays(today, 3);
    const sent = await scheduled(1_111, day);
    process.env[SANDBOX_TODAY_ENV] = day;
    // The app has not synced: it still shows the transfer scheduled, the bank already ran it.
    const refused = await app.call('transfers:cancel-scheduled', { id: sent.id });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.key).toBe('error.transfer.cancel_already_ran');
    expect(atTheBank(sent.id).status).not.toBe('CANCELLED');
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('refuses a past day and a day beyond a year on the date field; today sends it now', async () => {
    const past = await transfer(1_000, addDays(today, -1));
    expect(!past.ok && past.error.fields?.['scheduledFor']?.[0]?.key).toBe(
      'v.transfer.schedule_past',
    );
    const far = await transfer(1_000, addDays(today, 400));
    expect(!far.ok && far.error.fields?.['scheduledFor']?.[0]?.key).toBe(
      'v.transfer.schedule_too_far',
    );
    const now = await scheduled(1_000, today);
    expect(now.status).toBe('PROCESSING');
    expect(now.scheduledFor).toBeUndefined();
  });

  it('pays a key without a lookup through v2 on a v2 profile; the spec’s route keeps /v1/pix', async () => {
    const v1Before = bank.db.prepare('SELECT count(*) FROM key_transfers').pluck().get() as number;
    const viaV2 = await app.value('transfers:create', {
      key: KEY,
      amountCents: 777,
      confirmAmountCents: 777,
    });
    expect(viaV2.receiverName).toBe('Ana Paula Ribeiro');
    expect(atTheBank(viaV2.id).status).toBeDefined();
    expect(bank.db.prepare('SELECT count(*) FROM key_transfers').pluck().get()).toBe(v1Before);

    await useKeyTransferRoute(app, 'spec-v1');
    const laterOnV1 = await transfer(1_000, addDays(today, 5));
    expect(!laterOnV1.ok && laterOnV1.error.fields?.['scheduledFor']?.[0]?.key).toBe(
      'v.transfer.schedule_needs_v2',
    );
    const viaV1 = await app.value('transfers:create', {
      key: KEY,
      amountCents: 888,
      confirmAmountCents: 888,
    });
    expect(viaV1.receiverName).toBe(KEY);
    expect(bank.db.prepare('SELECT count(*) FROM key_transfers').pluck().get()).toBe(v1Before + 1);
  });
});
