import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo, type PixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import type { PixCharge } from '../../../main/domain/wire/pix.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { pixCodeViewSchema } from '../../../preload/contract/schemas/pix.ts';
import { guid, tempFolder, transactionId, wireDueDateQr, wireImmediateQr } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

let db: CacheDb;
let repo: PixCodesRepo;
beforeEach(() => {
  db = openCache(folder.file());
  repo = pixCodesRepo(db);
  return () => db.close();
});

const T1 = '2025-02-01T10:00:00.000Z';
const T2 = '2025-02-02T10:00:00.000Z';
const PNG = 'iVBORw0KGgo' + 'A'.repeat(20_000);

const chargeRow = (correlationId: string) =>
  db
    .prepare(
      `SELECT kind, state, service_status, amount_cents, paid_amount_cents, payer_name,
         payer_document, reference, due_date, expires_at, paid_at, created_at, synced_at
       FROM charges WHERE correlation_id = ?`,
    )
    .get(correlationId) as Record<string, unknown> | undefined;
const totalChanges = () => db.prepare('SELECT total_changes()').pluck().get() as number;
const ftsMatches = (q: string) =>
  db.prepare('SELECT count(*) FROM charges_fts WHERE charges_fts MATCH ?').pluck().get(q);

function pixCharge(n: number, overrides: Partial<PixCharge> = {}): PixCharge {
  return {
    id: transactionId(n),
    txid: transactionId(n),
    copia_e_cola: 'payload',
    amount: 50.25,
    status: 'pending',
    created_at: '2025-01-20T12:00:00.000Z',
    ...overrides,
  };
}

describe('upsertPixCodes', () => {
  it('stores the record without its PNG, with integer cents, and one charges row per code', () => {
    expect(
      repo.upsertPixCodes([wireImmediateQr(1, { qrCodeImageBase64: PNG })], 'immediate', T1),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(
      repo.upsertPixCodes(
        [wireDueDateQr(2, { amount: 190, originalAmount: 200, qrCodeImageBase64: PNG })],
        'due-date',
        T1,
      ),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 0 });

    const stored = db
      .prepare('SELECT record_json, length(record_json) AS size FROM pix_codes')
      .all() as { record_json: string; size: number }[];
    for (const row of stored) {
      expect(JSON.parse(row.record_json)).not.toHaveProperty('qrCodeImageBase64');
      expect(row.size).toBeLessThan(2_000);
    }
    expect(
      db
        .prepare(
          `SELECT kind, status, amount_cents, original_amount_cents, typeof(amount_cents) AS t,
             due_date, payer_name, payer_document, paid_at, paid_amount_cents, synced_at
           FROM pix_codes WHERE correlation_id = ?`,
        )
        .get(guid(2)),
    ).toEqual({
      kind: 'due-date',
      status: 'ACTIVE',
      amount_cents: 19000,
      original_amount_cents: 20000,
      t: 'integer',
      due_date: '2025-03-05',
      payer_name: 'Due Payer 2',
      payer_document: '***.456.789-**',
      paid_at: null,
      paid_amount_cents: null,
      synced_at: T1,
    });

    expect(chargeRow(guid(1))).toEqual({
      kind: 'pix-immediate',
      state: 'open',
      service_status: 'ACTIVE',
      amount_cents: 5025,
      paid_amount_cents: null,
      payer_name: 'Pix Payer 1',
      payer_document: '98765432100',
      reference: 'Pedido 1',
      due_date: null,
      expires_at: '2025-01-21T12:00:00.000Z',
      paid_at: null,
      created_at: '2025-01-20T12:00:00.000Z',
      synced_at: T1,
    });
    expect(chargeRow(guid(2))).toMatchObject({
      kind: 'pix-due-date',
      amount_cents: 19000,
      due_date: '2025-03-05',
      reference: 'Mensalidade 2',
    });
    expect(ftsMatches('"pedido 1"')).toBe(1);
    expect(ftsMatches('mensalidade')).toBe(1);
  });

  it('does not rewrite an unchanged code, with or without the image (same hash)', () => {
    repo.upsertPixCodes([wireImmediateQr(1, { qrCodeImageBase64: PNG })], 'immediate', T1);
    const before = db.prepare('SELECT * FROM pix_codes').get();
    const chargeBefore = db.prepare('SELECT * FROM charges').get();
    const changes = totalChanges();

    expect(repo.upsertPixCodes([wireImmediateQr(1)], 'immediate', T2)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(totalChanges()).toBe(changes);
    expect(db.prepare('SELECT * FROM pix_codes').get()).toEqual(before);
    expect(db.prepare('SELECT * FROM charges').get()).toEqual(chargeBefore);
  });

  it('rewrites a changed code and its charge; the search row follows a new description', () => {
    repo.upsertPixCodes([wireDueDateQr(1)], 'due-date', T1);
    const paid = wireDueDateQr(1, {
      status: 'CONCLUDED',
      description: 'Aluguel março',
      updatedAt: '2025-02-02T09:00:00.000Z',
      payment: {
        endToEndId: 'E123',
        amount: 210.5,
        paidAt: '2025-02-02T09:00:00.000Z',
        payer: { name: 'Due Payer 1', document: '***.456.789-**' },
        breakdown: { original: 200, rebate: 0, discount: 0, fine: 4, interest: 6.5 },
      },
    });
    expect(repo.upsertPixCodes([paid], 'due-date', T2)).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(chargeRow(guid(1))).toMatchObject({
      state: 'paid',
      service_status: 'CONCLUDED',
      paid_amount_cents: 21050,
      paid_at: '2025-02-02T09:00:00.000Z',
      reference: 'Aluguel março',
      synced_at: T2,
    });
    expect(ftsMatches('mensalidade')).toBe(0);
    expect(ftsMatches('aluguel marco')).toBe(1);
  });

  it('never reopens a finished code from a stale ACTIVE record', () => {
    repo.upsertPixCodes([wireImmediateQr(1)], 'immediate', T1);
    repo.applyPixCharges([pixCharge(1, { status: 'paid', paid_at: '2025-01-20T13:00:00Z' })], T2);
    // The create answer replayed (another formatResponse, hence another record).
    repo.upsertPixCodes(
      [wireImmediateQr(1, { updatedAt: '2025-01-20T12:00:01.000Z' })],
      'immediate',
      T2,
    );
    expect(chargeRow(guid(1))).toMatchObject({ state: 'paid', paid_at: '2025-01-20T13:00:00Z' });
    expect(repo.getPixCode(guid(1))?.status).toBe('CONCLUDED');
  });

  it('refuses a batch with a third decimal or a code received as the other kind, writing nothing', () => {
    expect(() =>
      repo.upsertPixCodes(
        [wireImmediateQr(1), wireImmediateQr(2, { amount: 1.005 })],
        'immediate',
        T1,
      ),
    ).toThrow(AppFailure);
    expect(db.prepare('SELECT count(*) FROM pix_codes').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(0);

    repo.upsertPixCodes([wireImmediateQr(1)], 'immediate', T1);
    expect(() => repo.upsertPixCodes([wireDueDateQr(1)], 'due-date', T1)).toThrow(
      /cached as a immediate code/,
    );
  });
});

describe('getPixCode', () => {
  it('maps an immediate code: cents, no image, payer, splits, no due date', () => {
    repo.upsertPixCodes(
      [
        wireImmediateQr(1, {
          amount: 1234.56,
          qrCodeImageBase64: PNG,
          additionalInfos: [{ name: 'Pedido', value: '42' }],
          splitInstructions: [
            { accountNumber: '1234', type: 'FIXED', amount: 100.1 },
            { accountNumber: '5678', type: 'PERCENTAGE', amount: 2.5 },
          ],
        }),
      ],
      'immediate',
      T1,
    );
    const view = repo.getPixCode(guid(1));
    expect(pixCodeViewSchema.parse(view)).toEqual(view);
    expect(view).toEqual({
      kind: 'immediate',
      correlationId: guid(1),
      transactionId: transactionId(1),
      status: 'ACTIVE',
      amountCents: 123456,
      originalAmountCents: 123456,
      description: 'Pedido 1',
      dueDate: null,
      maxDaysOverdue: null,
      expiresAt: '2025-01-21T12:00:00.000Z',
      payloadPix: wireImmediateQr(1).payloadPix,
      imageDataUrl: null,
      payer: { name: 'Pix Payer 1', document: '98765432100' },
      additionalInfos: [{ name: 'Pedido', value: '42' }],
      taxes: null,
      splitInstructions: [
        { type: 'FIXED', accountNumber: '1234', amountCents: 10010 },
        { type: 'PERCENTAGE', accountNumber: '5678', percent: 2.5 },
      ],
      payment: null,
      createdAt: '2025-01-20T12:00:00.000Z',
      updatedAt: '2025-01-20T12:00:00.000Z',
      syncedAt: T1,
    });
    expect(repo.getPixCode(guid(99))).toBeNull();
  });

  it('maps a paid due-date code: taxes in cents and percents, the payment from the record', () => {
    repo.upsertPixCodes(
      [
        wireDueDateQr(1, {
          amount: 190,
          originalAmount: 200,
          status: 'CONCLUDED',
          taxes: {
            rebateType: 'FIXED_AMOUNT',
            rebateAmount: 10,
            discountType: 'PERCENTAGE',
            discountsDueDate: [
              { dueDate: '2025-03-01', amount: 5 },
              { dueDate: '2025-03-03', amount: 2.5 },
            ],
            interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
            interestAmount: 1,
            fineType: 'FIXED_AMOUNT',
            fineAmount: 3.5,
          },
          payment: {
            endToEndId: 'E999',
            amount: 180.5,
            paidAt: '2025-03-01T15:00:00.000Z',
            payer: { name: 'Ana Paga', document: '***.111.222-**' },
            breakdown: { original: 200, rebate: 10, discount: 9.5, fine: 0, interest: 0 },
          },
        }),
      ],
      'due-date',
      T1,
    );
    const view = repo.getPixCode(guid(1));
    expect(pixCodeViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      kind: 'due-date',
      status: 'CONCLUDED',
      amountCents: 19000,
      originalAmountCents: 20000,
      dueDate: '2025-03-05',
      maxDaysOverdue: 30,
      imageDataUrl: null,
      payer: { name: 'Due Payer 1', document: '***.456.789-**' },
      taxes: {
        rebate: { type: 'FIXED_AMOUNT', cents: 1000 },
        discount: {
          mode: 'bands',
          type: 'PERCENTAGE',
          bands: [
            { date: '2025-03-01', value: 5 },
            { date: '2025-03-03', value: 2.5 },
          ],
        },
        interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
        fine: { type: 'FIXED_AMOUNT', cents: 350 },
      },
      splitInstructions: [],
      payment: {
        endToEndId: 'E999',
        amountCents: 18050,
        paidAt: '2025-03-01T15:00:00.000Z',
        payerName: 'Ana Paga',
      },
    });
    expect(chargeRow(guid(1))).toMatchObject({ state: 'paid', paid_amount_cents: 18050 });
  });
});

describe('refreshing open codes', () => {
  it('lists open codes of both kinds, oldest first, for reading again by id', () => {
    repo.upsertPixCodes(
      [
        wireImmediateQr(1, { createdAt: '2025-01-03T00:00:00.000Z' }),
        wireImmediateQr(2, { status: 'EXPIRED' }),
      ],
      'immediate',
      T1,
    );
    repo.upsertPixCodes(
      [
        wireDueDateQr(3, { createdAt: '2025-01-02T00:00:00.000Z' }),
        wireDueDateQr(4, { status: 'CANCELLED' }),
      ],
      'due-date',
      T1,
    );
    expect(repo.listOpenPixCodes()).toEqual([
      { correlationId: guid(3), kind: 'due-date', transactionId: transactionId(3) },
      { correlationId: guid(1), kind: 'immediate', transactionId: transactionId(1) },
    ]);
  });

  it('applies the /v1 charge view: paid immediate codes conclude with the fixed amount', () => {
    repo.upsertPixCodes([wireImmediateQr(1), wireImmediateQr(2)], 'immediate', T1);
    repo.upsertPixCodes([wireDueDateQr(3)], 'due-date', T1);
    const counts = repo.applyPixCharges(
      [
        pixCharge(1, { status: 'paid', paid_at: '2025-01-20T13:00:00.000Z' }),
        pixCharge(2),
        pixCharge(3, { status: 'expired' }),
        pixCharge(9, { status: 'paid' }),
      ],
      T2,
    );
    expect(counts).toEqual({ updated: 2, unchanged: 1, missing: 1 });
    expect(chargeRow(guid(1))).toMatchObject({
      state: 'paid',
      service_status: 'CONCLUDED',
      paid_at: '2025-01-20T13:00:00.000Z',
      paid_amount_cents: 5025,
      synced_at: T2,
    });
    expect(chargeRow(guid(2))).toMatchObject({ state: 'open', synced_at: T1 });
    // A due-date code past its deadline is CANCELLED (its statuses have no EXPIRED).
    expect(chargeRow(guid(3))).toMatchObject({ state: 'cancelled', service_status: 'CANCELLED' });
    expect(repo.getPixCode(guid(1))).toMatchObject({ status: 'CONCLUDED', payment: null });
    expect(repo.listOpenPixCodes().map((c) => c.correlationId)).toEqual([guid(2)]);

    // Applying the same views again writes nothing.
    const changes = totalChanges();
    expect(repo.applyPixCharges([pixCharge(1, { status: 'paid' }), pixCharge(2)], T2)).toEqual({
      updated: 0,
      unchanged: 2,
      missing: 0,
    });
    expect(totalChanges()).toBe(changes);
  });

  it('leaves the paid amount unknown when the payer could change it', () => {
    repo.upsertPixCodes([wireImmediateQr(1, { allowChangeAmount: true })], 'immediate', T1);
    repo.applyPixCharges([pixCharge(1, { status: 'paid', paid_at: T2 })], T2);
    expect(chargeRow(guid(1))).toMatchObject({ state: 'paid', paid_amount_cents: null });
  });
});

describe('a due-date payer document the service masks', () => {
  const ana = { name: 'Ana Souza', document: '12345678909' };
  const masked = { name: 'Ana Souza', document: '***.456.789-**' };

  it('stays whole when the cache or a saved customer knows it, masked otherwise', () => {
    repo.upsertPixCodes([wireDueDateQr(1, { payer: ana })], 'due-date', T1);
    // Read again from the service, masked: the whole document cached for the code stays.
    repo.upsertPixCodes([wireDueDateQr(1, { payer: masked, updatedAt: T2 })], 'due-date', T2);
    expect(repo.getPixCode(guid(1))?.payer?.document).toBe('12345678909');
    expect(chargeRow(guid(1))?.payer_document).toBe('12345678909');
    // Another code for the same saved customer, learned masked by a sync.
    repo.upsertPixCodes([wireDueDateQr(2, { payer: masked })], 'due-date', T2);
    expect(repo.getPixCode(guid(2))?.payer?.document).toBe('12345678909');
    // Someone else whose document the app never saw: as the service sent it.
    repo.upsertPixCodes(
      [wireDueDateQr(3, { payer: { name: 'Bruno Lima', document: '***.456.789-**' } })],
      'due-date',
      T2,
    );
    expect(repo.getPixCode(guid(3))?.payer?.document).toBe('***.456.789-**');
  });
});
