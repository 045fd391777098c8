import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCache } from '../../../main/cache/db/database.ts';
import { pixCodeViewOf } from '../../../main/cache/pix/pix-code-view.ts';
import { readUnreadableBoletos, syncBoletos } from '../../../main/cache/sync/boleto-sync.ts';
import { todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { dueDatePaymentOf, type DueDateQrCode } from '../../../main/domain/wire/pix.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../../main/sandbox/bank.ts';
import { seedBoletos } from '../../../main/sandbox/boletos/seed.ts';
import { resolveSandboxIdentity } from '../../../main/sandbox/identity.ts';
import { SETTLE_MS } from '../../../main/sandbox/payments/settlement.ts';
import { SANDBOX_SHAPES } from '../../../main/sandbox/shapes.ts';
import { SANDBOX_DATABASE_FILE, SandboxStore } from '../../../main/sandbox/store.ts';
import { listBoletos, type BoletoPage } from '../../../main/service/boletos.ts';
import { decodePixCode, getQrCodePayment } from '../../../main/service/payments.ts';
import { getDueDateQrCode } from '../../../main/service/pix.ts';
import { payDecodedCode } from '../../../main/service/writes/payments.ts';
import { createPixKey } from '../../../main/service/writes/pix-keys.ts';
import { createDueDateQrCode } from '../../../main/service/writes/pix.ts';
import { tempFolder } from '../cache/fixtures.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// The service client against the local sandbox in each of its shapes (main/sandbox/shapes.ts):
// `sdk`, as the operator's SDK reads the answers where the spec is silent, and `legacy`, as
// the sandbox answered before. The sync, the reads and the money writes must come out the
// same whichever the bank answers in.

const BOLETOS = 3_000;
const folder = tempFolder('balcao-shapes-');
afterAll(() => folder.cleanup());

/**
 * Seeds the bank with BOLETOS boletos before it starts, and gives one of them a record this
 * client cannot read (its amount a word, as another bank's build might send): returns that
 * boleto's correlationId.
 */
function seedBank(dataDir: string): string {
  const store = SandboxStore.open(dataDir);
  const { accountId } = resolveSandboxIdentity(store, {});
  seedBoletos(store, { accountId, count: BOLETOS, spanDays: 300 });
  store.close();
  const db = new Database(join(dataDir, SANDBOX_DATABASE_FILE));
  try {
    const id = db
      .prepare('SELECT correlation_id FROM boletos ORDER BY created_at, id LIMIT 1 OFFSET ?')
      .pluck()
      .get(BOLETOS / 2) as string;
    db.prepare(
      `UPDATE boletos SET record = json_set(record, '$.amount', 'cem reais') WHERE correlation_id = ?`,
    ).run(id);
    return id;
  } finally {
    db.close();
  }
}

/** Puts the readable record back (the bank's answer fixed). */
function repairBank(dataDir: string, correlationId: string): void {
  const db = new Database(join(dataDir, SANDBOX_DATABASE_FILE));
  try {
    db.prepare(
      `UPDATE boletos SET record = json_set(record, '$.amount', amount_cents / 100.0) WHERE correlation_id = ?`,
    ).run(correlationId);
  } finally {
    db.close();
  }
}

describe.each(SANDBOX_SHAPES)('the service client on the %s shapes', (shapes) => {
  describe('the boleto sync', () => {
    let bank: TestBank;
    let broken = '';
    beforeAll(async () => {
      bank = await startBank({ shapes, prepare: (dir) => (broken = seedBank(dir)) });
    });
    afterAll(() => bank.stop());

    it(`syncs ${BOLETOS} boletos, keeping the one it cannot read flagged; a later sync reads it`, async () => {
      const client = bank.newClient({ clientCertificate: undefined });
      const db = openCache(folder.file());
      try {
        const pages: BoletoPage[] = [];
        const sync = () =>
          syncBoletos({
            db,
            mode: 'recent',
            today: todayInSaoPaulo(),
            signal: new AbortController().signal,
            fetchPage: async (window, page, limit) => {
              const read = await listBoletos(client, { ...window, page, limit });
              pages.push(read);
              return read;
            },
          });
        const cached = () => db.prepare('SELECT count(*) FROM boletos').pluck().get();

        const first = await sync();
        expect(first).toMatchObject({
          outcome: 'completed',
          error: null,
          itemsFetched: BOLETOS,
          itemsChanged: BOLETOS - 1,
          itemsUnreadable: 1,
        });
        expect(cached()).toBe(BOLETOS - 1);
        expect(readUnreadableBoletos(db)).toEqual([
          {
            correlationId: broken,
            field: 'amount',
            record: expect.objectContaining({ correlationId: broken, amount: 'cem reais' }),
            seenAt: expect.any(String),
          },
        ]);
        if (shapes === 'sdk') {
          // A bare array says no total: full pages of 100, then the empty page that ends it.
          expect(pages.map((p) => p.items.length + p.unreadable.length)).toEqual([
            ...Array<number>(BOLETOS / 100).fill(100),
            0,
          ]);
          expect(pages.every((p) => p.totalItems === undefined)).toBe(true);
        } else {
          expect(pages).toHaveLength(BOLETOS / 100);
          expect(pages.every((p) => p.totalItems === BOLETOS)).toBe(true);
        }

        repairBank(bank.dataDir, broken);
        const second = await sync();
        expect(second).toMatchObject({ outcome: 'completed', itemsUnreadable: 0, itemsChanged: 1 });
        expect(cached()).toBe(BOLETOS);
        expect(readUnreadableBoletos(db)).toEqual([]);
      } finally {
        db.close();
      }
    });
  });

  describe('a due-date code: decoded, paid and read back', () => {
    let env: TestBank;
    beforeAll(async () => {
      env = await startBank({ clock: TEST_NOW, shapes });
    });
    afterAll(() => env.stop());
    beforeEach(() => env.setNow(TEST_NOW));

    /** R$ 1.000,00 due on 2026-03-10, 2% fine and 1% a month of interest after it. */
    function createCode(): Promise<DueDateQrCode> {
      return createDueDateQrCode(env.client, {
        correlationId: randomUUID(),
        amount: 1000,
        dueDate: '2026-03-10',
        payer: { name: 'Maria da Silva', document: '52998224725' },
        address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
        taxes: {
          fineType: 'PERCENTAGE',
          fineAmount: 2,
          interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
          interestAmount: 1,
        },
      });
    }

    it("decodes how the amount is made up (SDK) or not (legacy), pays it, and reads the code's payment", async () => {
      const code = await createCode();
      // Ten days late: 1000 + 20 (fine) + 3.33 (1% a month × 10/30).
      env.setNow(new Date('2026-03-20T15:00:00.000Z'));
      const decoded = await decodePixCode(env.client, code.payloadPix);
      expect(decoded.amountCents).toBe(102_333);
      if (shapes === 'sdk') {
        expect(decoded.dueDateCharge).toEqual({
          dueDate: '2026-03-10',
          rebateCents: 0,
          discountCents: 0,
          fineCents: 2_000,
          interestCents: 333,
          payableDaysAfterDue: 30,
          payerName: 'Maria da Silva',
        });
      } else {
        expect(decoded.dueDateCharge).toBeNull();
      }

      const idempotencyKey = randomUUID();
      const payment = await payDecodedCode(env.client, {
        amountCents: decoded.amountCents,
        endToEndId: decoded.endToEndId,
        initiationType: decoded.initiationType,
        transactionId: decoded.transactionId,
        idempotencyKey,
        externalId: idempotencyKey,
      });
      expect(payment).toMatchObject({ status: 'PROCESSING', amountCents: 102_333 });
      // The payee and the error as the SDK reads them; the legacy answer names neither.
      expect(payment.failureReason).toBeNull();
      expect(payment.receiver).toEqual(
        shapes === 'sdk'
          ? {
              name: SANDBOX_ACCOUNT_HOLDER.name,
              document: '**.222.333/0001-**',
              bank: expect.any(String),
            }
          : null,
      );
      const raw = await env.client.request<Record<string, unknown>>({
        method: 'GET',
        path: `/baas/api/v2/transfers/${payment.id}`,
      });
      if (shapes === 'sdk') {
        expect(raw.value).toMatchObject({ externalId: idempotencyKey, type: 'Pix', error: null });
        expect(raw.value['transactionNsu']).toEqual(expect.any(String));
      } else {
        expect(Object.keys(raw.value).sort()).toEqual(
          ['amount', 'createdAt', 'endToEndId', 'id', 'status', 'transactionId'].sort(),
        );
      }
      env.advance(SETTLE_MS);
      expect((await getQrCodePayment(env.client, payment.id)).status).toBe('COMPLETED');

      // The code, read back, shows its payment whichever shape carries it.
      const read = await getDueDateQrCode(env.client, code.correlationId);
      expect(read.status).toBe('CONCLUDED');
      if (shapes === 'sdk') {
        expect(read.payments).toHaveLength(1);
        expect(read).not.toHaveProperty('payment');
      } else {
        expect(read.payment).toBeDefined();
        expect(read).not.toHaveProperty('payments');
      }
      const expected = {
        endToEndId: decoded.endToEndId,
        amountCents: 102_333,
        paidAt: '2026-03-20T15:00:00.000Z',
        payerName: SANDBOX_ACCOUNT_HOLDER.name,
      };
      expect(dueDatePaymentOf(read)).toMatchObject(expected);
      const view = pixCodeViewOf(
        { kind: 'due-date', record: read },
        { status: read.status, syncedAt: TEST_NOW.toISOString() },
      );
      expect(view.payment).toEqual(expected);
    });

    it('a transferAt in the future is refused (SDK) instead of paid at once; legacy drops it', async () => {
      const code = await createCode();
      const decoded = await decodePixCode(env.client, code.payloadPix);
      const later = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();
      const send = () =>
        env.client.request({
          method: 'POST',
          path: '/baas/api/v2/transfers',
          headers: { IdempotencyKey: randomUUID() },
          body: {
            amount: decoded.amountCents / 100,
            type: 'Pix',
            endToEndId: decoded.endToEndId,
            initiationType: decoded.initiationType,
            transactionId: decoded.transactionId,
            saveFavorite: false,
            transferAt: later,
            tags: [],
            splitInstructions: [],
          },
        });
      if (shapes === 'sdk') {
        const refused = await failureOf(send);
        expect(refused.code).toBe('rejected');
        expect(refused.message).toMatch(/transferAt .* is in the future/);
      } else {
        expect((await send()).status).toBe(200);
      }
    });
  });

  describe('Pix keys and immediate codes, as the SDK sends them', () => {
    let env: TestBank;
    beforeAll(async () => {
      env = await startBank({ clock: TEST_NOW, shapes });
    });
    afterAll(() => env.stop());

    it("reads the e-mail key's validation from x-auth-id / x-auth-code (SDK) or x-validation-* (legacy)", async () => {
      const withHeaders = (id: string, code: string) =>
        failureOf(() =>
          env.client.request({
            method: 'POST',
            path: '/baas/api/v1/pix/dict/entries',
            headers: { IdempotencyKey: randomUUID(), [id]: 'v-1', [code]: '123456' },
            body: { entryType: 'EMAIL', key: 'loja@exemplo.com.br' },
          }),
        );
      const sdk = await withHeaders('x-auth-id', 'x-auth-code');
      const legacy = await withHeaders('x-validation-id', 'x-validation-code');
      const [read, ignored] = shapes === 'sdk' ? [sdk, legacy] : [legacy, sdk];
      expect(read).toMatchObject({ code: 'rejected' });
      expect(read.message).toMatch(/validation code is not valid/);
      expect(ignored.message).toMatch(/validation flow is not available/);
      // An EVP key needs neither, in both shapes.
      const evp = await createPixKey(env.client, {
        entryType: 'EVP',
        idempotencyKey: randomUUID(),
      });
      expect(evp.entryType).toBe('EVP');
    });

    it('takes expiresIn as the string "86400" the SDK sends by default (SDK); legacy refuses it', async () => {
      const send = () =>
        env.client.request<{ expiresIn: number }>({
          method: 'POST',
          path: '/baas/api/v2/pix/qrcode/dynamic',
          body: { correlationId: randomUUID(), amount: 42.5, expiresIn: '86400' },
        });
      if (shapes === 'sdk') {
        expect((await send()).value.expiresIn).toBe(86_400);
      } else {
        expect((await failureOf(send)).code).toBe('validation');
      }
    });
  });
});
