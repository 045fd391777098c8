import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { alertsRepo } from '../../../../main/cache/alerts/alerts-repo.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0210Alerts } from '../../../../main/cache/migrations/0210-alerts.ts';
import { receivedRepo } from '../../../../main/cache/received/received-repo.ts';
import { sentPaymentsRepo } from '../../../../main/cache/payments/sent-payments-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0210Alerts.version);
const AT = '2026-03-05T12:00:00.000Z';
const LATER = '2026-03-05T12:05:00.000Z';

function sent(id: string, status: 'PROCESSING' | 'FAILED') {
  return {
    id,
    kind: 'key-transfer' as const,
    clientIdentity: `intent-${id}`,
    endToEndId: `E${id}`,
    status,
    amountCents: 2_500,
    receiverName: 'ana@exemplo.com.br',
    receiverDocument: '',
    receiverBank: '',
    receiverKey: 'ana@exemplo.com.br',
    description: null,
    failureReason: status === 'FAILED' ? 'Closed account' : null,
    createdAt: AT,
    syncedAt: AT,
  };
}

function refund(id: string, status: 'processing' | 'failed') {
  return {
    id,
    idempotencyKey: `key-${id}`,
    originalEndToEndId: 'E1234567820260305120000abcdefghi',
    amountCents: 1_000,
    status,
    failureReason: status === 'failed' ? 'Closed account' : null,
    description: null,
    createdAt: AT,
    syncedAt: AT,
  };
}

describe('migration 0210-alerts', () => {
  it('raises an alert as a payment or refund turns failed — not for those failed before', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    sentPaymentsRepo(old).upsert(sent('P-old', 'FAILED'));
    sentPaymentsRepo(old).upsert(sent('P-open', 'PROCESSING'));
    receivedRepo(old).upsertRefund(refund('D-old', 'failed'));
    receivedRepo(old).upsertRefund(refund('D-open', 'processing'));
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0210Alerts] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(210);
      const alerts = alertsRepo(db);
      // The past does not fill Home.
      expect(alerts.unseen()).toEqual([]);

      const payments = sentPaymentsRepo(db);
      payments.setStatus('P-open', 'FAILED', LATER, null);
      // The bank's reason coming later follows into the alert; a repeat raises nothing new.
      payments.setStatus('P-open', 'FAILED', LATER, 'The receiving account is closed.');
      payments.upsert({
        ...sent('P-open', 'FAILED'),
        failureReason: 'The receiving account is closed.',
      });
      payments.setStatus('P-old', 'FAILED', LATER, 'Closed account');

      const refunds = receivedRepo(db);
      refunds.setRefundStatus('D-open', 'failed', 'No such account', LATER);
      refunds.setRefundStatus('D-old', 'failed', 'Closed account', LATER);

      expect(alerts.unseen()).toMatchObject([
        {
          id: 'refund-failed:D-open',
          kind: 'refund-failed',
          subjectId: 'D-open',
          endToEndId: 'E1234567820260305120000abcdefghi',
          amountCents: 1_000,
          reason: 'No such account',
          occurredAt: LATER,
          received: null,
        },
        {
          id: 'sent-failed:P-open',
          kind: 'sent-failed',
          subjectId: 'P-open',
          amountCents: 2_500,
          counterpartName: 'ana@exemplo.com.br',
          paymentKind: 'key-transfer',
          reason: 'The receiving account is closed.',
          occurredAt: LATER,
        },
      ]);
      expect(db.prepare('SELECT count(*) FROM alerts').pluck().get()).toBe(2);

      // Seen is kept; a refund going back and failing again does not raise it twice.
      expect(alerts.markSeen('refund-failed:D-open', LATER)).toBe(true);
      refunds.setRefundStatus('D-open', 'processing', null, LATER);
      refunds.setRefundStatus('D-open', 'failed', 'No such account', LATER);
      expect(alerts.unseen().map((a) => a.id)).toEqual(['sent-failed:P-open']);
      expect(() =>
        db
          .prepare(
            `INSERT INTO alerts (id, kind, subject_id, occurred_at, raised_at)
             VALUES ('x', 'something-else', 'x', ?, ?)`,
          )
          .run(AT, AT),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
