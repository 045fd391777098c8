import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { answerOf } from '../../../main/app/pipeline/answer.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import {
  decodePixCode,
  getQrCodePayment,
  listDemoReceivers,
  receiveSandboxPix,
} from '../../../main/service/payments.ts';
import { payDecodedCode, transferToKey } from '../../../main/service/writes/payments.ts';
import { createRefund } from '../../../main/service/writes/refunds.ts';
import { startFaultyNetwork, type FaultyNetwork } from '../../support/faulty-network.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { PAYER } from '../../support/builders.ts';

// Money out over a broken network: a real TLS relay between the client and the sandbox that
// forwards a write, lets the bank commit it, and then cuts the client's connection before a
// byte of the answer arrives. A write with an IdempotencyKey is resent with that key and
// happens once; a transfer to a key has none and is never resent.

let bank: TestBank;
let network: FaultyNetwork;
let client: ServiceClient;
let db: Database.Database;

beforeAll(async () => {
  bank = await startBank();
  network = await startFaultyNetwork({
    baseUrl: bank.baseUrl,
    caPem: bank.caPem,
    clientCertificate: bank.clientCertificate,
  });
  client = bank.newClient({ baseUrl: network.baseUrl, ca: network.caPem });
  db = bank.db;
});

afterEach(async () => {
  await network.heal();
});

afterAll(async () => {
  await network?.close();
  await bank?.stop();
});

function count(sql: string, ...params: unknown[]): number {
  return db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
}

function relayed(method: string, path: string) {
  return network.requests.filter((r) => r.method === method && r.path === path);
}

// The service client sends each money-out write exactly once and says what it saw; what that
// means and what to do next (the same request under the same key) is the write pipeline's
// (main/app/pipeline/answer.ts), tested over every kind in write-pipeline.test.ts.
describe('money out when the answer is lost after the bank committed', () => {
  it('a refund is sent once; the same request under the same IdempotencyKey makes no second refund', async () => {
    const pix = await receiveSandboxPix(client, { amountCents: 10_000, payer: PAYER });
    const path = `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`;
    network.failNext({ method: 'PUT', path, fault: 'lose-response' });

    const idempotencyKey = randomUUID();
    const input = { endToEndIdOriginal: pix.endToEndId, amountCents: 6_000, idempotencyKey };
    const lost = await failureOf(() => createRefund(client, input));
    expect(answerOf(new AppFailure(lost.code, lost.message, lost))).toBe('unknown');
    expect(relayed('PUT', path).map((r) => r.fate)).toEqual(['response-lost']);

    const refund = await createRefund(client, input);
    expect(refund.idempotencyKey).toBe(idempotencyKey);
    const sent = relayed('PUT', path);
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(count('SELECT count(*) FROM refunds WHERE original_id = ?', pix.endToEndId)).toBe(1);
    // R$ 40,00 left, not R$ 0,00 or less: one refund of R$ 60,00.
    const more = await failureOf(() =>
      createRefund(client, {
        endToEndIdOriginal: pix.endToEndId,
        amountCents: 4_001,
        idempotencyKey: randomUUID(),
      }),
    );
    expect(more.params?.['text']).toContain('40.00 left to refund');
  });

  it('a QR code payment is sent once; the same key again pays nothing twice', async () => {
    const receiver = (await listDemoReceivers(client))[1]!;
    const decoded = await decodePixCode(client, receiver.dynamicPayload);
    network.failNext({ method: 'POST', path: '/baas/api/v2/transfers', fault: 'lose-response' });
    const input = {
      amountCents: decoded.amountCents,
      endToEndId: decoded.endToEndId,
      initiationType: decoded.initiationType,
      transactionId: decoded.transactionId,
      idempotencyKey: randomUUID(),
    };
    const lost = await failureOf(() => payDecodedCode(client, input));
    expect(lost.params?.['delivery']).toBe('unknown');

    const payment = await payDecodedCode(client, input);
    const sent = relayed('POST', '/baas/api/v2/transfers');
    expect(sent.map((r) => r.fate)).toEqual(['response-lost', 'forwarded']);
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    expect(
      count('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', decoded.endToEndId),
    ).toBe(1);
    expect((await getQrCodePayment(client, payment.id)).endToEndId).toBe(decoded.endToEndId);
    expect((await decodePixCode(client, receiver.dynamicPayload)).status).toBe('CONCLUDED');
  });

  it('a transfer to a key whose answer is lost was sent once, and its outcome is unknown', async () => {
    const before = count('SELECT count(*) FROM key_transfers');
    network.failNext({ method: 'POST', path: '/v1/pix/transfers', fault: 'lose-response' });
    const error = await failureOf(() =>
      transferToKey(client, { key: 'compras@padaria.example', amountCents: 25_000 }),
    );
    expect(answerOf(new AppFailure(error.code, error.message, error))).toBe('unknown');
    expect(relayed('POST', '/v1/pix/transfers')).toHaveLength(1);
    // The bank did make it — exactly once.
    expect(count('SELECT count(*) FROM key_transfers')).toBe(before + 1);
  });

  it('a transfer to a key while the bank is unreachable is not sent at all', async () => {
    await network.goOffline();
    const error = await failureOf(() =>
      transferToKey(client, { key: 'compras@padaria.example', amountCents: 1_000 }),
    );
    expect(error.code).toBe('offline');
    expect(error.params?.['delivery']).toBe('not_sent');
  });
});
