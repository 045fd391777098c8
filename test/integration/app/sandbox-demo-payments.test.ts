import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { reaisToCents } from '../../../main/domain/money.ts';
import { DEMO_PIX_PAID_WITHIN_DAYS } from '../../../main/sandbox/boletos/demo-data.ts';
import {
  DEMO_DUE_DATE,
  DEMO_IMMEDIATE,
  demoDueDateDescription,
} from '../../../main/sandbox/pix/pix-demo-data.ts';
import { listSandboxReceivedPix, type SandboxReceivedPix } from '../../../main/service/refunds.ts';
import { localBankClient, startApp, untilSynced, type TestApp } from '../../support/app.ts';

// Every demo charge the sandbox marks paid by Pix comes with its payment, as the bank keeps
// one: after "restore demo data" and the sync it starts, the charge shows its payment (end-to-end
// id, amount), the received Pix is in the cache's Received list with what is left to refund,
// and the sandbox accepts a refund of part of it. The paid charges are taken from the seed's
// own tables, so a demo charge added there is checked too.

let app: TestApp;
/** What the sandbox itself lists as received, right after the restore. */
let bankList: SandboxReceivedPix[];

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  await app.value('sandbox:restore-demo', {});
  await untilSynced(app);
  const client = await localBankClient(app);
  try {
    bankList = await listSandboxReceivedPix(client);
  } finally {
    await client.close();
  }
}, 120_000);
afterAll(async () => app?.close());

/** The one cached charge of this kind whose text matches `search`. */
async function chargeNamed(kind: 'pix-immediate' | 'pix-due-date', search: string) {
  const page = await app.value('charges:list', { filters: { kinds: [kind], search } });
  expect(page.items, `${kind} ${search}`).toHaveLength(1);
  return page.items[0]!;
}

/**
 * Its Pix is on the sandbox's list of received Pix and in the app's Received with its amount,
 * and half of it is refunded by the sandbox.
 */
async function expectReceivedAndRefundable(endToEndId: string, amountCents: number, what: string) {
  expect(
    bankList.find((item) => item.endToEndId === endToEndId),
    what,
  ).toMatchObject({
    amountCents,
    refundedCents: 0,
  });
  const received = await app.value('received:get', { endToEndId });
  expect(received, what).toMatchObject({ amountCents, refundedCents: 0, leftCents: amountCents });
  const listed = await app.value('received:list', { search: endToEndId });
  expect(
    listed.map((r) => r.endToEndId),
    what,
  ).toEqual([endToEndId]);

  const part = Math.floor(amountCents / 2);
  const refund = await app.call('refunds:create', {
    endToEndId,
    amountCents: part,
    confirmAmountCents: part,
  });
  expect(refund.ok ? null : refund.error, what).toBeNull();
  expect(await app.value('received:get', { endToEndId }), what).toMatchObject({
    refundedCents: part,
    leftCents: amountCents - part,
  });
}

describe('the demo charges paid by Pix, after restoring the demo data', () => {
  it('immediate codes: paid, with their payment, received and refundable in part', async () => {
    const paid = DEMO_IMMEDIATE.filter((demo) => demo.paidAfterMs !== undefined);
    expect(paid.length).toBeGreaterThan(0);
    for (const demo of paid) {
      const row = await chargeNamed('pix-immediate', demo.description);
      expect(row.state, demo.description).toBe('paid');
      const code = await app.value('pix:get', { correlationId: row.id });
      expect(code.payment, demo.description).toMatchObject({
        amountCents: reaisToCents(demo.amount),
        payerName: demo.payer,
      });
      expect(code.payment!.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/);
      await expectReceivedAndRefundable(
        code.payment!.endToEndId,
        reaisToCents(demo.amount),
        demo.description,
      );
    }
  });

  it('due-date codes: paid, with their payment, received and refundable in part', async () => {
    const paid = DEMO_DUE_DATE.flatMap((demo, i) =>
      demo.paidDaysAfterDue === undefined ? [] : [{ demo, description: demoDueDateDescription(i) }],
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const { demo, description } of paid) {
      const row = await chargeNamed('pix-due-date', description);
      expect(row.state, description).toBe('paid');
      const code = await app.value('pix:get', { correlationId: row.id });
      expect(code.payment, description).toMatchObject({ payerName: demo.payer });
      const { endToEndId, amountCents } = code.payment!;
      expect(amountCents).toBeGreaterThan(0);
      await expectReceivedAndRefundable(endToEndId, amountCents, description);
    }
  });

  it('boletos paid by Pix: the recent ones with Pix, each received and refundable in part', async () => {
    const today = todayInSaoPaulo();
    const paidRows = await app.value('charges:list', {
      filters: { kinds: ['boleto'], states: ['paid'] },
      limit: 100,
    });
    const byPix: { yourNumber: string; endToEndId: string; amountCents: number }[] = [];
    for (const row of paidRows.items) {
      const boleto = await app.value('boletos:get', { correlationId: row.id });
      const payment = boleto.payments[0]!;
      // The seed's rule: a boleto with Pix paid within the last days was paid by Pix.
      const paidOn = payment.paidAt.slice(0, 10);
      const recent = paidOn >= addDays(today, -DEMO_PIX_PAID_WITHIN_DAYS);
      expect(payment.endToEndId !== null, boleto.yourNumber).toBe(
        boleto.type === 'BANKSLIP_PIX' && recent,
      );
      if (payment.endToEndId) {
        byPix.push({
          yourNumber: boleto.yourNumber,
          endToEndId: payment.endToEndId,
          amountCents: payment.amountCents,
        });
      }
    }
    expect(byPix.length).toBeGreaterThan(0);
    for (const { yourNumber, endToEndId, amountCents } of byPix) {
      await expectReceivedAndRefundable(endToEndId, amountCents, yourNumber);
    }
  });
});
