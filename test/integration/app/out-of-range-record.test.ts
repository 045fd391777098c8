import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import type { DueDateQrCode } from '../../../main/domain/wire/pix.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';

// A record the bank sends whose amounts do not fit what the app can create (a due-date code
// of R$ 99.999.999,99 paid late with its fine): shown, flagged, with its amounts kept — and
// the list around it still answers.

const today = todayInSaoPaulo();
let app: TestApp;
let db: CacheDb;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  db = openCache(join(app.userDataDir, 'profiles', 'local-sandbox', 'cache.sqlite'));
});
afterAll(async () => {
  db?.close();
  await app?.close();
});

describe('a paid due-date code whose payment is above the maximum', () => {
  it('is shown flagged by pix:get and charges:list, and the page around it still answers', async () => {
    // A real code first, then the bank's later read of it, as the bank would send it.
    const created = await app.value('pix:create-due-date', {
      amountCents: 10_000,
      dueDate: addDays(today, 5),
      payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
      address: { cityName: 'Campinas', zipCode: '13010-111', state: 'SP' },
      taxes: { fine: { type: 'PERCENTAGE', percent: 2 } },
    });
    const row = db
      .prepare('SELECT record_json FROM pix_codes WHERE correlation_id = ?')
      .get(created.correlationId) as { record_json: string };
    const record = JSON.parse(row.record_json) as DueDateQrCode;
    const paid: DueDateQrCode = {
      ...record,
      amount: 99_999_999.99,
      originalAmount: 99_999_999.99,
      taxes: { fineType: 'PERCENTAGE', fineAmount: 100 },
      status: 'CONCLUDED',
      revision: record.revision + 1,
      updatedAt: new Date().toISOString(),
      payment: {
        endToEndId: `E99999999${randomUUID().replace(/-/g, '').slice(0, 23)}`,
        amount: 199_999_999.98,
        paidAt: new Date().toISOString(),
        payer: { name: 'Oficina Mecânica Silva', document: '***.982.247-**' },
        breakdown: {
          original: 99_999_999.99,
          rebate: 0,
          discount: 0,
          fine: 99_999_999.99,
          interest: 0,
        },
      },
    };
    pixCodesRepo(db).upsertPixCodes([paid], 'due-date', new Date().toISOString());

    const view = await app.call('pix:get', { correlationId: created.correlationId });
    expect(view.ok && view.value).toMatchObject({
      outOfRange: true,
      amountCents: 9_999_999_999,
      payment: { amountCents: 19_999_999_998 },
    });

    const page = await app.call('charges:list', { limit: 500 });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    const listed = page.value.items.find((item) => item.id === created.correlationId);
    expect(listed).toMatchObject({ outOfRange: true, paidAmountCents: 19_999_999_998 });
    expect(page.value.items.length).toBeGreaterThan(1);

    const totals = await app.call('charges:totals', {});
    expect(totals.ok).toBe(true);
  });
});
