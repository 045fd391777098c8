import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { receivedRepo } from '../../../main/cache/received/received-repo.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { listSandboxReceivedPix, type SandboxReceivedPix } from '../../../main/service/refunds.ts';
import type { ReceivedAfter, ReceivedPixView } from '../../../preload/contract/index.ts';
import { localBankClient, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';
import { tempDir } from '../../support/folders.ts';
import {
  gatherFromChargesAsBefore,
  OLD_LIST_ORDER,
  receivedFromChargesAsBefore,
} from '../cache/received-oracle.ts';
import { keyringMissing } from '../vault/keyring-session.ts';

// The received list kept as the bank's answers and events are written, against the real
// local sandbox over HTTPS: boletos paid by boleto and by Pix, due-date and immediate Pix codes
// paid, Pix received by transfer, refunds in part and in full; then the list, read a page at a
// time through the bridge, is what the app showed when every opening gathered the Pix of every
// cached charge (the oracle, kept in the tests only), and what the bank itself says it received.

const PAYER = { name: 'Maria da Silva', document: '529.982.247-25' };

function cacheFileOf(app: TestApp): string {
  return join(profileDir(app.userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite');
}

/** Every page of `received:list`, `limit` rows at a time, as the list asks when scrolled. */
async function allPages(app: TestApp, limit: number): Promise<ReceivedPixView[]> {
  const rows: ReceivedPixView[] = [];
  let after: ReceivedAfter | null = null;
  for (;;) {
    const page: ReceivedPixView[] = await app.value('received:list', { after, limit });
    rows.push(...page);
    if (page.length < limit) return rows;
    const last: ReceivedPixView = page.at(-1)!;
    after = { paidAt: last.paidAt, endToEndId: last.endToEndId };
  }
}

function withoutSyncedAt<T extends { syncedAt: string }>(row: T): Omit<T, 'syncedAt'> {
  const { syncedAt: _, ...rest } = row;
  return rest;
}

/** A copy of the app's cache as it is now (a consistent snapshot, the app still running). */
function snapshot(app: TestApp): Database.Database {
  const copy = join(tempDir('balcao-received-oracle-'), 'cache.sqlite');
  const live = new Database(cacheFileOf(app), { readonly: true });
  try {
    live.prepare('VACUUM INTO ?').run(copy);
  } finally {
    live.close();
  }
  return new Database(copy);
}

/** The list as the app showed it before: every charge gathered again at the opening. */
function listedAsBefore(db: Database.Database): Omit<ReceivedPixView, 'syncedAt'>[] {
  gatherFromChargesAsBefore(db, new Date().toISOString());
  const repo = receivedRepo(db);
  return (db.prepare(OLD_LIST_ORDER).pluck().all() as string[]).map((id) =>
    withoutSyncedAt(repo.getReceived(id)!),
  );
}

async function until<T>(label: string, find: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${label}`);
}

describe.skipIf(keyringMissing)('the received list, kept as charges and Pix become known', () => {
  let app: TestApp;
  let bankList: SandboxReceivedPix[];

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
    await app.core.journal.registered();
    // The demo's past payments are on the bank's list with no event (they were seeded before
    // the app listened): only what this test pays is waited for below.
    const seeded = await localBankClient(app);
    let demoPix: Set<string>;
    try {
      demoPix = new Set((await listSandboxReceivedPix(seeded)).map((p) => p.endToEndId));
    } finally {
      await seeded.close();
    }

    // Boletos: paid by Pix (the integrated QR code), by the bar code, and a Pix boleto paid by
    // its bar code.
    const byPix = await app.value(
      'boletos:create',
      validBoleto({ type: 'BANKSLIP_PIX', yourNumber: 'RM-1' }),
    );
    await app.value('boletos:simulate-payment', {
      correlationId: byPix.correlationId,
      method: 'PIX',
    });
    const byBarCode = await app.value('boletos:create', validBoleto({ yourNumber: 'RM-2' }));
    await app.value('boletos:simulate-payment', {
      correlationId: byBarCode.correlationId,
      method: 'BANKSLIP',
    });
    const pixByBarCode = await app.value(
      'boletos:create',
      validBoleto({ type: 'BANKSLIP_PIX', yourNumber: 'RM-3' }),
    );
    await app.value('boletos:simulate-payment', {
      correlationId: pixByBarCode.correlationId,
      method: 'BANKSLIP',
    });

    // Pix codes: a due-date one paid (its read carries the payment), an immediate one paid
    // (only the bank's event and list tell its payment).
    const dueDate = await app.value('pix:create-due-date', {
      amountCents: 12_345,
      dueDate: addDays(todayInSaoPaulo(), 5),
      payer: { name: 'Distribuidora Norte', document: '11.222.333/0001-81' },
      address: { cityName: 'Belém', zipCode: '66010-000', state: 'PA' },
      description: 'Pedido vencimento',
    });
    await app.value('pix:simulate-payment', {
      correlationId: dueDate.correlationId,
      payer: { name: 'Quem Pagou Ltda', document: '11222333000181' },
    });
    const immediate = await app.value('pix:create-immediate', {
      amountCents: 2_500,
      description: 'Balcão imediato',
    });
    await app.value('pix:simulate-payment', { correlationId: immediate.correlationId });

    // Pix received by transfer, today and on a past day; refunds in part and in full.
    const transfer = await app.value('received:sandbox-receive', {
      amountCents: 10_000,
      payer: PAYER,
      description: 'Sinal',
    });
    const older = await app.value('received:sandbox-receive', {
      amountCents: 4_200,
      payer: PAYER,
      paidOn: addDays(todayInSaoPaulo(), -3),
    });
    const refund = (endToEndId: string, amountCents: number) =>
      app.value('refunds:create', { endToEndId, amountCents, confirmAmountCents: amountCents });
    await refund(transfer.endToEndId, 2_500);
    await refund(older.endToEndId, 4_200);

    // The bank's own list, and every Pix and boleto payment on it applied from its event.
    const client = await localBankClient(app);
    try {
      bankList = await listSandboxReceivedPix(client);
    } finally {
      await client.close();
    }
    for (const item of bankList.filter((p) => !demoPix.has(p.endToEndId))) {
      await until(`PIX_RECEIVED ${item.endToEndId}`, async () =>
        (await app.value('journal:list', { eventType: 'PIX_RECEIVED', limit: 500 })).find((e) =>
          e.json.includes(item.endToEndId),
        ),
      );
    }
    for (const boleto of [byPix, byBarCode, pixByBarCode]) {
      await until(`CHARGE_PAID ${boleto.correlationId}`, async () =>
        (await app.value('journal:list', { eventType: 'CHARGE_PAID', limit: 500 })).find((e) =>
          e.json.includes(boleto.correlationId),
        ),
      );
    }
    const boletoPix = (await app.value('boletos:get', { correlationId: byPix.correlationId }))
      .payments[0]!.endToEndId!;
    // The boleto paid by Pix refunded in part; then a sync reads every boleto back, and the
    // list is opened as the owner opens it (asking the bank what it received).
    await refund(boletoPix, 1_000);
    await app.value('sync:start', {});
    await untilSynced(app);
    await app.value('received:list', { refresh: true, limit: 1 });
  }, 120_000);
  afterAll(async () => app?.close());

  it('lists exactly what the app showed when every opening gathered the cached charges, a page at a time', async () => {
    const pages = await allPages(app, 2);
    const oracle = snapshot(app);
    try {
      expect(pages.map(withoutSyncedAt)).toEqual(listedAsBefore(oracle));
      // The mix is all there: every source, and refunds in part and in full.
      expect(new Set(pages.map((r) => r.source))).toEqual(
        new Set(['boleto', 'due-date', 'immediate', 'transfer']),
      );
      expect(pages.some((r) => r.refundedCents > 0 && r.leftCents === 0)).toBe(true);
      expect(pages.some((r) => r.refundedCents > 0 && (r.leftCents ?? 0) > 0)).toBe(true);
      // Each once, in the list's order.
      expect(new Set(pages.map((r) => r.endToEndId)).size).toBe(pages.length);
      // The Pix of charges are marked as told by their charge (and only those).
      const cache = new Database(cacheFileOf(app), { readonly: true });
      try {
        const marked = cache
          .prepare('SELECT end_to_end_id FROM received_pix WHERE charge_fields <> 0 ORDER BY 1')
          .pluck()
          .all();
        expect(marked).toEqual(
          [...new Set(receivedFromChargesAsBefore(oracle).map((r) => r.endToEndId))].sort(),
        );
        expect(marked.length).toBeGreaterThanOrEqual(2);
      } finally {
        cache.close();
      }
    } finally {
      oracle.close();
    }
  });

  it('lists every Pix the bank says it received, with its amount, what was refunded and what is left', async () => {
    const listed = new Map((await allPages(app, 3)).map((r) => [r.endToEndId, r]));
    expect(bankList.length).toBeGreaterThanOrEqual(5);
    for (const item of bankList) {
      expect(listed.get(item.endToEndId), item.endToEndId).toMatchObject({
        amountCents: item.amountCents,
      });
    }
    const client = await localBankClient(app);
    try {
      for (const item of await listSandboxReceivedPix(client)) {
        expect(listed.get(item.endToEndId)?.refundedCents, item.endToEndId).toBe(
          item.refundedCents,
        );
      }
    } finally {
      await client.close();
    }
  });

  it('reads no charge when the list is read again (a data change while it is open): a boleto’s JSON changed behind the writers is not gathered', async () => {
    const before = await allPages(app, 100);
    const injected = 'E99999999202611251200INJECTED001';
    const cache = new Database(cacheFileOf(app));
    try {
      cache
        .prepare(
          `UPDATE boletos SET record_json = json_set(record_json, '$.payments', json(?))
           WHERE correlation_id = (SELECT correlation_id FROM boletos ORDER BY id LIMIT 1)`,
        )
        .run(
          JSON.stringify([
            {
              id: 'x',
              amount: 12.34,
              paidAt: new Date().toISOString(),
              source: 'PIX',
              endToEndId: injected,
            },
          ]),
        );
    } finally {
      cache.close();
    }
    // What `data:changed` makes the open list do: read its first page again, then scroll.
    const after = await allPages(app, 100);
    expect(after.map((r) => r.endToEndId)).toEqual(before.map((r) => r.endToEndId));
    expect(after.some((r) => r.endToEndId === injected)).toBe(false);
    // The opening of before would have found it: the change is one the gathering reads.
    const oracle = snapshot(app);
    try {
      expect(listedAsBefore(oracle).some((r) => r.endToEndId === injected)).toBe(true);
    } finally {
      oracle.close();
    }
  });
});
