import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../../main/sandbox/bank.ts';
import { seedBoletos } from '../../../main/sandbox/boletos/seed.ts';
import { resolveSandboxIdentity } from '../../../main/sandbox/identity.ts';
import { SANDBOX_SHAPES, type SandboxShapes } from '../../../main/sandbox/shapes.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';
import type { PixDueDateInput } from '../../../preload/contract/index.ts';
import { connectToBank, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';

// The app on a provider-sandbox profile (API key in the keyring, client certificate, mutual
// TLS) against a bank of its own that answers, where the spec is silent, in the shapes the
// operator's SDK reads (`sdk`) or in those the sandbox answered before (`legacy`). A sync of a
// few thousand boletos, and a paid due-date code with its payment, come out the same.

const BOLETOS = 3_000;
const today = todayInSaoPaulo();

interface AppOnBank {
  app: TestApp;
  bank: TestBank;
  cacheFile: string;
  close(): Promise<void>;
}

async function startAppOnBank(shapes: SandboxShapes): Promise<AppOnBank> {
  const bank = await startBank({
    shapes,
    prepare(dataDir) {
      const store = SandboxStore.open(dataDir);
      const { accountId } = resolveSandboxIdentity(store, {});
      seedBoletos(store, { accountId, count: BOLETOS, spanDays: 300 });
      store.close();
    },
  });

  const app = await startApp();
  await untilSynced(app);
  const profileId = await connectToBank(app, bank, {
    name: `Banco (${shapes})`,
    syncTimeoutMs: 60_000,
  });
  return {
    app,
    bank,
    cacheFile: join(profileDir(app.userDataDir, profileId), 'cache.sqlite'),
    async close() {
      await app.close();
      await bank.stop();
    },
  };
}

function dueDateInput(name: string): PixDueDateInput {
  return {
    amountCents: 15_000,
    dueDate: addDays(today, 5),
    payer: { name, document: '529.982.247-25' },
    address: { cityName: 'Campinas', zipCode: '13010-111', state: 'SP' },
    description: `Mensalidade de ${name}`,
  };
}

/** The record the profile's cache keeps of a code, as the bank sent it. */
function cachedRecord(cacheFile: string, correlationId: string): Record<string, unknown> {
  const db = new Database(cacheFile, { readonly: true });
  try {
    const json = db
      .prepare('SELECT record_json FROM pix_codes WHERE correlation_id = ?')
      .pluck()
      .get(correlationId) as string;
    return JSON.parse(json) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

describe.each(SANDBOX_SHAPES)(
  'a provider profile on a bank answering in the %s shapes',
  (shapes) => {
    let env: AppOnBank;
    beforeAll(async () => {
      env = await startAppOnBank(shapes);
    }, 120_000);
    afterAll(() => env?.close());

    it(`syncs all ${BOLETOS} boletos of the account`, async () => {
      const { app } = env;
      expect((await app.value('charges:totals', { filters: { kinds: ['boleto'] } })).count).toBe(
        BOLETOS,
      );
      const status = await app.value('sync:status', {});
      expect(status).toMatchObject({ running: false, online: true, unreadableBoletos: 0 });
      expect(status.lastSyncedAt).not.toBeNull();
    });

    it('shows the payment of a paid due-date code, and knows it as a received Pix', async () => {
      const { app, cacheFile } = env;
      const created = await app.value('pix:create-due-date', dueDateInput('Oficina Silva'));
      expect(created.payment).toBeNull();

      const paid = await app.value('pix:simulate-payment', {
        correlationId: created.correlationId,
      });
      expect(paid.status).toBe('CONCLUDED');
      expect(paid.payment).toMatchObject({
        endToEndId: expect.stringMatching(/^E/),
        amountCents: 15_000,
        paidAt: expect.any(String),
        payerName: 'Oficina Silva',
      });
      const read = await app.value('pix:get', {
        correlationId: created.correlationId,
        refresh: true,
      });
      expect(read.payment).toEqual(paid.payment);

      // What the bank sent, as the cache keeps it: the SDK's array, or the one object.
      const record = cachedRecord(cacheFile, created.correlationId);
      if (shapes === 'sdk') {
        expect(record['payments']).toEqual([
          expect.objectContaining({ endToEndId: paid.payment!.endToEndId, amount: 150 }),
        ]);
        expect(record).not.toHaveProperty('payment');
      } else {
        expect(record['payment']).toMatchObject({ endToEndId: paid.payment!.endToEndId });
        expect(record).not.toHaveProperty('payments');
      }

      const received = await app.value('received:list', { search: '' });
      expect(received.find((r) => r.endToEndId === paid.payment!.endToEndId)).toMatchObject({
        source: 'due-date',
        amountCents: 15_000,
        reference: created.correlationId,
      });
    });

    it('decodes, pays and reads back a due-date code of the account', async () => {
      const { app } = env;
      const created = await app.value('pix:create-due-date', dueDateInput('Padaria Pão Quente'));
      const decoded = await app.value('payments:decode', { payload: created.payloadPix });
      expect(decoded).toMatchObject({ kind: 'dynamic-due-date', amountCents: 15_000 });
      // The parts of the amount come only with the SDK's decode; the legacy one has none.
      if (shapes === 'sdk') {
        expect(decoded.dueCharge).toEqual({
          dueDate: addDays(today, 5),
          originalAmountCents: 15_000,
          rebateCents: 0,
          discountCents: 0,
          fineCents: 0,
          interestCents: 0,
          payableDaysAfterDue: 30,
          payerName: 'Padaria Pão Quente',
        });
      } else {
        expect(decoded.dueCharge).toBeNull();
      }

      const sent = await app.value('payments:pay-qr', {
        endToEndId: decoded.endToEndId,
        amountCents: 15_000,
        confirmAmountCents: 15_000,
      });
      expect(sent).toMatchObject({
        kind: 'qr-code',
        status: 'PROCESSING',
        receiverName: SANDBOX_ACCOUNT_HOLDER.name,
        failureReason: null,
      });

      const read = await app.value('pix:get', {
        correlationId: created.correlationId,
        refresh: true,
      });
      expect(read.status).toBe('CONCLUDED');
      expect(read.payment).toMatchObject({
        endToEndId: decoded.endToEndId,
        amountCents: 15_000,
        payerName: SANDBOX_ACCOUNT_HOLDER.name,
      });
    });
  },
);
