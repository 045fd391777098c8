import { afterAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0230SentBoletos } from '../../../../main/cache/migrations/0230-sent-boletos.ts';
import { sentBoletosRepo } from '../../../../main/cache/payments/sent-boletos-repo.ts';
import {
  sentPaymentsRepo,
  type SentPaymentRecord,
} from '../../../../main/cache/payments/sent-payments-repo.ts';
import { statementRepo } from '../../../../main/cache/statement/statement-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0230SentBoletos.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0230SentBoletos.version);
const AT = '2026-03-10T15:00:00.000Z';
const LINE = '99990000170000000000100000000009112340000122500';

const payment = (id: string, extra: Partial<SentPaymentRecord> = {}): SentPaymentRecord => ({
  id,
  kind: 'qr-code',
  clientIdentity: `key-${id}`,
  endToEndId: `E99999999202603101500${id.padStart(11, '0')}`,
  status: 'PROCESSING',
  amountCents: 4_500,
  receiverName: 'Padaria Aurora Ltda',
  receiverDocument: '**.345.678/0001-**',
  receiverBank: 'Banco Imaginario S.A.',
  receiverKey: 'contato@aurora.example',
  description: null,
  failureReason: null,
  createdAt: AT,
  syncedAt: AT,
  ...extra,
});

const triggersOn = (db: CacheDb) =>
  db
    .prepare(
      `SELECT name FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'sent_payments'
       ORDER BY name`,
    )
    .pluck()
    .all();

describe('migration 0230-sent-boletos', () => {
  it('keeps the payments, their statement lines and triggers, and takes boleto payments', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    sentPaymentsRepo(old).upsert(payment('qr-1'));
    const triggersBefore = triggersOn(old);
    expect(triggersBefore.length).toBeGreaterThan(0);
    // 0090's table could not hold a boleto payment.
    expect(() => sentPaymentsRepo(old).upsert(payment('b-0', { kind: 'boleto' }))).toThrow(/CHECK/);
    old.close();

    const db = openCache(file, { migrations: AFTER });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(230);
      expect(triggersOn(db)).toEqual(triggersBefore);
      const repo = sentPaymentsRepo(db);
      expect(repo.get('qr-1')).toMatchObject({ kind: 'qr-code', status: 'PROCESSING' });
      expect(db.prepare('SELECT client_identity FROM sent_payments').pluck().get()).toBe(
        'key-qr-1',
      );
      const statement = statementRepo(db);
      expect(statement.page().lines.map((l) => [l.id, l.kind, l.status])).toEqual([
        ['payment:qr-1', 'qr-payment', 'processing'],
      ]);

      // The triggers work on the rebuilt table: the statement follows, the alert is raised.
      repo.setStatus('qr-1', 'FAILED', AT, 'Conta encerrada');
      expect(statement.page().lines[0]).toMatchObject({ status: 'failed', effectCents: 0 });
      expect(db.prepare(`SELECT count(*) FROM alerts`).pluck().get()).toBe(1);

      // A boleto paid: its row, its statement line as money out, and its receipt's details.
      repo.upsert(
        payment('b-1', {
          kind: 'boleto',
          endToEndId: '',
          status: 'COMPLETED',
          amountCents: 122_500,
          receiverName: 'Atacado Bom Preco Ltda',
          receiverKey: LINE,
        }),
      );
      sentBoletosRepo(db).keep({
        paymentId: 'b-1',
        digitableLine: LINE,
        barCode: '9999'.padEnd(44, '0'),
        beneficiaryTradeName: 'Bom Preco Atacado',
        payerName: 'Balcao Sandbox Ltda',
        issuer: 'Banco Simulado',
        charge: {
          dueDate: '2026-03-17',
          originalAmountCents: 125_000,
          rebateCents: 0,
          discountCents: 2_500,
          fineCents: 0,
          interestCents: 0,
          totalCents: 122_500,
        },
      });
      expect(sentBoletosRepo(db).get('b-1')).toMatchObject({
        digitableLine: LINE,
        charge: { discountCents: 2_500, totalCents: 122_500 },
      });
      expect(statement.page({ filters: { kinds: ['boleto-payment'] } }).lines).toEqual([
        expect.objectContaining({
          id: 'payment:b-1',
          direction: 'out',
          effectCents: -122_500,
          reference: LINE,
          endToEndId: null,
        }),
      ]);
      // A sync reads back open payments by their id: a boleto payment has no read.
      repo.upsert(payment('b-2', { kind: 'boleto', endToEndId: '', clientIdentity: 'key-b-2' }));
      expect(repo.open(10).map((p) => p.id)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
