import { afterAll, describe, expect, it } from 'vitest';
import { clearCache } from '../../../main/cache/db/clear-cache.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { markBoletoPaid } from '../../../main/cache/events/boleto-paid.ts';
import {
  statementSources,
  type StatementSourceName,
} from '../../../main/cache/migrations/0200-statement/sources.ts';
import { cacheMigrations } from '../../../main/cache/migrations/index.ts';
import { sentPaymentsRepo } from '../../../main/cache/payments/sent-payments-repo.ts';
import { receivedRepo } from '../../../main/cache/received/received-repo.ts';
import { statementRepo } from '../../../main/cache/statement/statement-repo.ts';
import {
  statementKinds,
  type StatementKind,
  type StatementLine,
} from '../../../preload/contract/index.ts';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { guid, tempFolder, wireBoleto } from '../cache/fixtures.ts';
import {
  COUNTERPARTY,
  e2e,
  keepEvent,
  payBoletoByBarCode,
  paymentUpdate,
  receivePix,
  sendPayment,
  sendRefund,
  splitOf,
  SYNCED,
  transferData,
} from './statement-fixtures.ts';

const folder = tempFolder('balcao-statement-');
afterAll(() => folder.cleanup());

type Expected = Partial<StatementLine> & Pick<StatementLine, 'id' | 'kind'>;

/**
 * What each source is given, through the app's own writers, and the lines it must make — and
 * only those: a boleto paid by Pix is a received Pix only, a payment this app sent is one line
 * whatever the events say of it, a refund the app sent is not a refund received.
 */
const fixtures: Record<StatementSourceName, (db: CacheDb) => Expected[]> = {
  'received-pix': (db) => {
    const byBank = receivePix(db, 1, 15_000, '2026-03-01T13:00:00-03:00');
    keepEvent(db, 'PIX_RECEIVED', { endToEndId: e2e(2) }, '2026-03-01T14:00:00Z');
    const byEvent = receivePix(db, 2, 2_000, '2026-03-01T14:00:00Z');
    // A pasted id: amount and instant unknown, no line until a source tells them.
    receivedRepo(db).addPasted(e2e(3), SYNCED);
    return [
      {
        id: `pix:${byBank}`,
        kind: 'pix-received',
        direction: 'in',
        amountCents: 15_000,
        effectCents: 15_000,
        origin: 'bank',
        status: 'completed',
        day: '2026-03-01',
        occurredAt: '2026-03-01T16:00:00.000Z',
        counterpartyName: 'Pagador 1',
        endToEndId: byBank,
      },
      { id: `pix:${byEvent}`, kind: 'pix-received', origin: 'event', amountCents: 2_000 },
    ];
  },
  'boleto-payment': (db) => {
    payBoletoByBarCode(db, 10, 25_990, '2026-03-02T23:30:00-03:00');
    // Told by CHARGE_PAID before any sync: the event's id stands for the payment's.
    boletosRepo(db).upsertBoletos([wireBoleto(12)], SYNCED);
    const eventId = keepEvent(db, 'CHARGE_PAID', {}, '2026-03-02T11:00:00Z');
    markBoletoPaid(
      db,
      {
        correlationId: guid(12),
        paymentId: eventId,
        amount: 30,
        paidAt: '2026-03-02T11:00:00Z',
        source: 'BANKSLIP',
        endToEndId: null,
      },
      SYNCED,
    );
    // Paid by Pix: a received Pix (its own source), never a second line.
    payBoletoByBarCode(db, 13, 4_000, '2026-03-02T12:00:00Z', {
      source: 'PIX',
      endToEndId: e2e(13),
    });
    return [
      {
        id: `boleto:${guid(10)}:0`,
        kind: 'boleto-paid',
        direction: 'in',
        amountCents: 25_990,
        origin: 'bank',
        // 23:30 in São Paulo is the next day in UTC: the day is São Paulo's.
        day: '2026-03-02',
        counterpartyName: 'Payer 10',
        reference: 'NF-1010',
      },
      { id: `boleto:${guid(12)}:0`, kind: 'boleto-paid', origin: 'event', amountCents: 3_000 },
      { id: `pix:${e2e(13)}`, kind: 'pix-received', amountCents: 4_000 },
    ];
  },
  'refund-sent': (db) => {
    const pix = receivePix(db, 20, 10_000, '2026-03-03T12:00:00Z');
    sendRefund(db, 'D0000000000000000000000000000020', pix, 4_000, '2026-03-03T13:00:00Z');
    sendRefund(
      db,
      'D0000000000000000000000000000021',
      pix,
      1_000,
      '2026-03-03T14:00:00Z',
      'failed',
    );
    return [
      { id: `pix:${pix}`, kind: 'pix-received', amountCents: 10_000 },
      {
        id: 'refund:D0000000000000000000000000000020',
        kind: 'refund-sent',
        direction: 'out',
        amountCents: 4_000,
        effectCents: -4_000,
        origin: 'app',
        status: 'completed',
        counterpartyName: 'Pagador 20',
        reference: pix,
      },
      {
        id: 'refund:D0000000000000000000000000000021',
        kind: 'refund-sent',
        status: 'failed',
        effectCents: 0,
      },
    ];
  },
  'sent-payment': (db) => {
    sendPayment(db, 'qr-1', 4_500, '2026-03-04T12:00:00Z');
    sendPayment(db, 'key-1', 700, '2026-03-04T13:00:00Z', {
      kind: 'key-transfer',
      status: 'PROCESSING',
    });
    sendPayment(db, 'key-2', 800, '2026-03-04T14:00:00Z', {
      kind: 'key-transfer',
      status: 'FAILED',
    });
    return [
      {
        id: 'payment:qr-1',
        kind: 'qr-payment',
        direction: 'out',
        amountCents: 4_500,
        effectCents: -4_500,
        origin: 'app',
        status: 'completed',
        counterpartyName: 'Loja Exemplo',
        reference: 'loja@exemplo.com.br',
      },
      { id: 'payment:key-1', kind: 'key-transfer', status: 'processing', effectCents: -700 },
      { id: 'payment:key-2', kind: 'key-transfer', status: 'failed', effectCents: 0 },
    ];
  },
  'payment-event': (db) => {
    const at = '2026-03-05T12:00:00Z';
    keepEvent(
      db,
      'PIX_PAYMENT_UPDATED',
      paymentUpdate('share-1', 250, 'completed', splitOf(guid(50), 5_000)),
      at,
    );
    // Processing, then completed: one line, its status moved on.
    keepEvent(db, 'PIX_PAYMENT_UPDATED', paymentUpdate('other-1', 990, 'processing'), at);
    keepEvent(
      db,
      'PIX_PAYMENT_UPDATED',
      paymentUpdate('other-1', 990, 'completed'),
      '2026-03-05T12:05:00Z',
    );
    // A payment this app sent: the event settles it, the Sent list's line stays the one.
    sendPayment(db, 'qr-50', 1_200, at, { status: 'PROCESSING' });
    keepEvent(db, 'PIX_PAYMENT_UPDATED', paymentUpdate('qr-50', 1_200, 'completed'), at);
    sentPaymentsRepo(db).setStatus('qr-50', 'COMPLETED', SYNCED);
    return [
      {
        id: 'payment:share-1',
        kind: 'split-share',
        direction: 'out',
        amountCents: 250,
        origin: 'event',
        counterpartyName: COUNTERPARTY.name,
        reference: guid(50),
      },
      {
        id: 'payment:other-1',
        kind: 'pix-sent',
        status: 'completed',
        origin: 'event',
        occurredAt: '2026-03-05T12:00:00.000Z',
      },
      { id: 'payment:qr-50', kind: 'qr-payment', origin: 'app', status: 'completed' },
    ];
  },
  'transfer-event': (db) => {
    const at = '2026-03-06T12:00:00-03:00';
    keepEvent(db, 'TRANSFER_INTERNAL_CREDITED', transferData('t-1', 10_000, at), at);
    keepEvent(db, 'TRANSFER_EXTERNAL_DEBITED', transferData('t-2', 3_000, at), at);
    keepEvent(db, 'TRANSFER_EXTERNAL_CREDITED', transferData('t-3', 500, at, null, 'failed'), at);
    keepEvent(
      db,
      'TRANSFER_INTERNAL_DEBITED',
      transferData('t-4', 100, at, splitOf(guid(60), 2_000)),
      at,
    );
    return [
      {
        id: 'transfer-in:t-1',
        kind: 'internal-transfer',
        direction: 'in',
        amountCents: 10_000,
        origin: 'event',
        counterpartyDocument: COUNTERPARTY.document,
      },
      { id: 'transfer-out:t-2', kind: 'external-transfer', direction: 'out', effectCents: -3_000 },
      { id: 'transfer-in:t-3', kind: 'external-transfer', status: 'failed', effectCents: 0 },
      { id: 'transfer-out:t-4', kind: 'split-share', direction: 'out', reference: guid(60) },
    ];
  },
  'refund-event': (db) => {
    const paid = e2e(70);
    sendPayment(db, 'qr-70', 6_000, '2026-03-07T12:00:00Z', { endToEndId: paid });
    keepEvent(
      db,
      'PIX_REFUNDED',
      {
        refundId: 'D70',
        endToEndId: paid,
        amount: 20,
        status: 'completed',
        refundedAt: '2026-03-07T15:00:00Z',
      },
      '2026-03-07T15:00:00Z',
    );
    // The app's own refund, told by the same event type: its status, not money coming in.
    const pix = receivePix(db, 71, 1_000, '2026-03-07T12:00:00Z');
    sendRefund(db, 'D71', pix, 1_000, '2026-03-07T13:00:00Z', 'processing');
    keepEvent(
      db,
      'PIX_REFUNDED',
      {
        refundId: 'D71',
        endToEndId: pix,
        amount: 10,
        status: 'completed',
        refundedAt: '2026-03-07T13:01:00Z',
      },
      '2026-03-07T13:01:00Z',
    );
    return [
      { id: 'payment:qr-70', kind: 'qr-payment' },
      {
        id: 'refund-in:D70',
        kind: 'refund-received',
        direction: 'in',
        amountCents: 2_000,
        effectCents: 2_000,
        origin: 'event',
        counterpartyName: 'Loja Exemplo',
        reference: paid,
      },
      { id: `pix:${pix}`, kind: 'pix-received' },
      { id: 'refund:D71', kind: 'refund-sent', origin: 'app' },
    ];
  },
};

/**
 * Lines of kinds a source's table holds only from a later cache version than the statement's
 * own (a supplier's boleto paid: `sent_payments` takes the kind at 0230). They are made on a
 * cache of today; the statement's migration never meets one, so it has none to backfill.
 */
const laterFixtures: { source: StatementSourceName; make(db: CacheDb): Expected[] }[] = [
  {
    source: 'sent-payment',
    make: (db) => {
      const line = '99990000170000000000100000000009112340000122500';
      sendPayment(db, 'boleto-1', 122_500, '2026-03-04T15:00:00Z', {
        kind: 'boleto',
        endToEndId: '',
        receiverName: 'Atacado Bom Preco Ltda',
        receiverKey: line,
      });
      sendPayment(db, 'boleto-2', 1_313, '2026-03-04T16:00:00Z', {
        kind: 'boleto',
        endToEndId: '',
        status: 'FAILED',
        failureReason: 'Recusado pelo banco do beneficiário',
        receiverKey: line,
      });
      return [
        {
          id: 'payment:boleto-1',
          kind: 'boleto-payment',
          direction: 'out',
          amountCents: 122_500,
          effectCents: -122_500,
          origin: 'app',
          status: 'completed',
          counterpartyName: 'Atacado Bom Preco Ltda',
          reference: line,
          endToEndId: null,
        },
        {
          id: 'payment:boleto-2',
          kind: 'boleto-payment',
          status: 'failed',
          effectCents: 0,
          description: 'Recusado pelo banco do beneficiário',
        },
      ];
    },
  },
];

function allLines(db: CacheDb): StatementLine[] {
  return statementRepo(db).page({ limit: 500 }).lines;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('the statement’s sources', () => {
  it('makes, for every source, its lines and only those, in the kinds it names', () => {
    const made = new Set<StatementKind>();
    for (const source of statementSources) {
      const db = openCache(folder.file());
      try {
        const expected = fixtures[source.name](db);
        const lines = allLines(db).sort(byId);
        expect(
          lines.map((l) => l.id),
          source.name,
        ).toEqual(expected.map((e) => e.id).sort());
        for (const want of expected) {
          expect(
            lines.find((l) => l.id === want.id),
            want.id,
          ).toMatchObject(want);
        }
        for (const line of lines) {
          // Lines of other sources a fixture needs (the Pix a refund gives back) are theirs.
          if (source.kinds.includes(line.kind)) made.add(line.kind);
        }
        for (const want of expected) {
          const owner = statementSources.filter((s) => s.kinds.includes(want.kind));
          expect(owner.length, want.kind).toBeGreaterThan(0);
        }
      } finally {
        db.close();
      }
    }
    for (const later of laterFixtures) {
      const db = openCache(folder.file());
      try {
        const expected = later.make(db);
        const lines = allLines(db).sort(byId);
        expect(lines.map((l) => l.id)).toEqual(expected.map((e) => e.id).sort());
        const owner = statementSources.find((s) => s.name === later.source)!;
        for (const want of expected) {
          expect(
            lines.find((l) => l.id === want.id),
            want.id,
          ).toMatchObject(want);
          expect(owner.kinds, want.kind).toContain(want.kind);
          made.add(want.kind);
        }
      } finally {
        db.close();
      }
    }
    expect([...made].sort()).toEqual([...statementKinds].sort());
  });

  it('writes once, at the migration, what the cache already holds: the same lines as its triggers', () => {
    const before = cacheMigrations.filter((m) => m.version < 200);
    const kept = (db: CacheDb) =>
      allLines(db)
        .sort(byId)
        .map((line) => line);
    for (const source of statementSources) {
      const live = openCache(folder.file());
      const old = folder.file();
      const upgraded = openCache(old, { migrations: before });
      try {
        fixtures[source.name](live);
        fixtures[source.name](upgraded);
        upgraded.close();
        const db = openCache(old);
        try {
          expect(kept(db), source.name).toEqual(kept(live));
          const sums = statementRepo(db).sums({});
          expect(sums, source.name).toEqual(statementRepo(live).sums({}));
        } finally {
          db.close();
        }
      } finally {
        live.close();
      }
    }
  });

  it('counts a failed payment or refund as nothing, in the lines, the day and the period', () => {
    const db = openCache(folder.file());
    try {
      const repo = statementRepo(db);
      const pix = receivePix(db, 80, 10_000, '2026-03-08T12:00:00Z');
      sendPayment(db, 'qr-80', 3_000, '2026-03-08T13:00:00Z', { status: 'PROCESSING' });
      sendRefund(db, 'D80', pix, 2_000, '2026-03-08T14:00:00Z', 'processing');
      const sums = () => repo.page({ limit: 10 });
      expect(sums().totals).toEqual({
        inCents: 10_000,
        outCents: 5_000,
        netCents: 5_000,
        lines: 3,
      });

      sentPaymentsRepo(db).setStatus('qr-80', 'FAILED', SYNCED, 'Saldo insuficiente');
      receivedRepo(db).setRefundStatus('D80', 'failed', 'Conta encerrada', SYNCED);
      const page = sums();
      expect(page.totals).toEqual({ inCents: 10_000, outCents: 0, netCents: 10_000, lines: 3 });
      expect(page.days).toEqual([
        { day: '2026-03-08', inCents: 10_000, outCents: 0, netCents: 10_000, lines: 3 },
      ]);
      expect(page.lines.filter((l) => l.status === 'failed').map((l) => l.effectCents)).toEqual([
        0, 0,
      ]);
      expect(page.lines.find((l) => l.id === 'payment:qr-80')?.description).toBe(
        'Saldo insuficiente',
      );
    } finally {
      db.close();
    }
  });

  it('is emptied with the cache (the demo restored), the journal kept, and fills again', () => {
    const db = openCache(folder.file());
    try {
      fixtures['transfer-event'](db);
      fixtures['received-pix'](db);
      clearCache(db, ['event_journal', 'split_configurations', 'split_instructions']);
      const repo = statementRepo(db);
      expect(repo.page()).toEqual({
        lines: [],
        days: [],
        totals: { inCents: 0, outCents: 0, netCents: 0, lines: 0 },
        next: null,
      });
      receivePix(db, 90, 700, '2026-03-09T12:00:00Z', { payerName: 'Zélia' });
      expect(repo.page({ filters: { search: 'zelia' } }).lines.map((l) => l.amountCents)).toEqual([
        700,
      ]);
      expect(repo.sums({})).toEqual({ inCents: 700, outCents: 0, netCents: 700, lines: 1 });
    } finally {
      db.close();
    }
  });

  it('never refuses a write for an event it cannot read: it makes no line of it', () => {
    const db = openCache(folder.file());
    try {
      const at = '2026-03-09T12:00:00Z';
      keepEvent(
        db,
        'TRANSFER_INTERNAL_CREDITED',
        { ...transferData('bad-1', 100, at), amount: 1.005 },
        at,
      );
      keepEvent(
        db,
        'TRANSFER_INTERNAL_CREDITED',
        { ...transferData('bad-2', 100, 'yesterday') },
        at,
      );
      keepEvent(
        db,
        'TRANSFER_INTERNAL_CREDITED',
        { ...transferData('bad-3', 100, at), transferId: 7 },
        at,
      );
      keepEvent(
        db,
        'PIX_PAYMENT_UPDATED',
        { ...paymentUpdate('bad-4', 100, 'completed'), counterparty: { name: 5 } },
        at,
      );
      keepEvent(
        db,
        'PIX_PAYMENT_UPDATED',
        { ...paymentUpdate('bad-5', 100, 'completed'), status: 'DONE' },
        at,
      );
      db.prepare(
        `INSERT INTO event_journal (event_id, event_type, received_at, headers_json, raw_json)
         VALUES ('not-json', 'PIX_PAYMENT_UPDATED', ?, '{}', '{not json')`,
      ).run(at);
      keepEvent(db, 'TRANSFER_INTERNAL_CREDITED', transferData('good', 100, at), at);
      // Newest first, ties by id (descending): the unreadable name left out, the line kept.
      expect(allLines(db).map((l) => [l.id, l.counterpartyName])).toEqual([
        ['transfer-in:good', COUNTERPARTY.name],
        ['payment:bad-4', null],
      ]);
    } finally {
      db.close();
    }
  });
});
