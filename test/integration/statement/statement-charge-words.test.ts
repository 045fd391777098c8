import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { openCache } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import type { StatementLine } from '../../../preload/contract/index.ts';
import { startApp, type TestApp } from '../../support/app.ts';
import { guid, wireBoleto, wireImmediateQr } from '../cache/fixtures.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { SYNCED, e2e, receivePix } from './statement-fixtures.ts';

// A received Pix that paid a charge of the account keeps the charge's correlation id as its
// reference: a GUID that means nothing to the owner. The statement names the charge in words
// instead — its kind, and its number or description, else its payer — alike on the screen's
// data, in the CSV and in the OFX.

describe.skipIf(keyringMissing)('the charge a received Pix paid, in the statement', () => {
  let app: TestApp;
  let lines: StatementLine[];

  beforeAll(async () => {
    app = await startApp();
    const db = openCache(
      join(profileDir(app.userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite'),
    );
    try {
      // An immediate code with no description, paid by Pix: named by the payer it was for.
      pixCodesRepo(db).upsertPixCodes(
        [
          wireImmediateQr(1, {
            description: undefined,
            status: 'CONCLUDED',
            payment: {
              endToEndId: e2e(1),
              amount: 50.25,
              paidAt: '2026-03-01T12:00:00Z',
              payer: { name: 'Quem Pagou', document: '52998224725' },
            },
          } as never),
        ],
        'immediate',
        SYNCED,
      );
      // A boleto paid by Pix: named by its number ("seu número").
      boletosRepo(db).upsertBoletos(
        [
          wireBoleto(2, {
            status: 'Paid',
            payments: [
              {
                id: 'pay-2',
                amount: 100.5,
                paidAt: '2026-03-02T12:00:00Z',
                source: 'PIX',
                endToEndId: e2e(2),
              },
            ],
          }),
        ],
        SYNCED,
      );
      // A due-date code this computer does not keep: its kind alone.
      receivePix(db, 3, 7_000, '2026-03-03T12:00:00Z', {
        source: 'due-date',
        reference: guid(3),
      });
      // A Pix sent to a key: no charge, nothing to name.
      receivePix(db, 4, 800, '2026-03-04T12:00:00Z');
    } finally {
      db.close();
    }
    lines = (await app.value('statement:list', { limit: 500 })).lines;
  }, 60_000);

  afterAll(() => app?.close());

  const line = (n: number) => lines.find((l) => l.endToEndId === e2e(n))!;

  it('names the charge on each line, never by its id', () => {
    expect(lines).toHaveLength(4);
    expect(line(1)).toMatchObject({
      reference: guid(1),
      description: null,
      chargeKind: 'pix-immediate',
      chargeLabel: 'Pix Payer 1',
    });
    expect(line(2)).toMatchObject({ chargeKind: 'boleto', chargeLabel: 'NF-1002' });
    expect(line(3)).toMatchObject({ chargeKind: 'pix-due-date', chargeLabel: null });
    expect(line(4)).toMatchObject({ chargeKind: null, chargeLabel: null });
  });

  it('writes the same words in the CSV and the OFX, in the owner’s language', async () => {
    for (const [locale, words] of [
      ['pt-BR', ['Cobrança Pix: Pix Payer 1', 'Boleto: NF-1002', 'Cobrança Pix com vencimento']],
      ['en', ['Pix charge: Pix Payer 1', 'Boleto: NF-1002', 'Pix charge with a due date']],
    ] as const) {
      await app.value('settings:set-locale', { locale });
      const csv = await app.value('statement:export-csv', { decimalSeparator: 'comma' });
      const ofx = await app.value('statement:export-ofx', {});
      for (const word of words) {
        expect(csv.text).toContain(`;${word};`);
        expect(ofx.text).toMatch(new RegExp(`<MEMO>[^\\r]* - ${word}\\r\\n`));
      }
      for (const n of [1, 2, 3]) {
        expect(csv.text).not.toContain(guid(n));
        expect(ofx.text).not.toContain(guid(n));
      }
    }
    await app.value('settings:set-locale', { locale: 'pt-BR' });
  });
});
