import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { openCache } from '../../../main/cache/db/database.ts';
import {
  statementDirections,
  statementKinds,
  statementOrigins,
  statementStatuses,
  type StatementLine,
} from '../../../preload/contract/index.ts';
import { startApp, type TestApp } from '../../support/app.ts';
import { guid } from '../cache/fixtures.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import {
  keepEvent,
  payBoletoByBarCode,
  paymentUpdate,
  receivePix,
  sendPayment,
  sendRefund,
  splitOf,
  transferData,
} from './statement-fixtures.ts';

// The statement through the bridge, on a real cache file: its pages, and the CSV and OFX files
// the owner downloads — every code in words, every line once.

const CODES = new Set<string>([
  ...statementKinds,
  ...statementDirections,
  ...statementStatuses,
  ...statementOrigins,
  'PROCESSING',
  'COMPLETED',
  'FAILED',
]);

/** A CSV with `;` separators and RFC 4180 quotes, as rows of cells (the BOM dropped). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

/**
 * Reads an OFX 1.02 file as SGML: the header's lines, then every tag; aggregates must close in
 * order, leaf elements carry a value and no closing tag. Returns the transactions' fields.
 */
function readOfx(text: string): {
  header: string[];
  transactions: Record<string, string>[];
  tags: string[];
} {
  const [head, body] = text.split('\r\n\r\n') as [string, string];
  const header = head.split('\r\n');
  const stack: string[] = [];
  const transactions: Record<string, string>[] = [];
  const tags: string[] = [];
  let current: Record<string, string> | null = null;
  for (const match of body.matchAll(/<(\/?)([A-Z0-9.]+)>([^<\r\n]*)/g)) {
    const [, closing, tag, value] = match as unknown as [string, string, string, string];
    tags.push(tag);
    if (closing) {
      expect(stack.pop(), `</${tag}>`).toBe(tag);
      if (tag === 'STMTTRN') {
        transactions.push(current!);
        current = null;
      }
    } else if (value.trim() === '') {
      stack.push(tag);
      if (tag === 'STMTTRN') current = {};
    } else {
      expect(value, tag).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
      if (current) current[tag] = value;
    }
  }
  expect(stack).toEqual([]);
  return { header, transactions, tags };
}

describe.skipIf(keyringMissing)('the statement through the bridge', () => {
  let app: TestApp;
  let lines: StatementLine[];

  beforeAll(async () => {
    app = await startApp();
    const db = openCache(
      join(profileDir(app.userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite'),
    );
    try {
      const pix = receivePix(db, 1, 12_345, '2026-03-01T12:00:00Z', {
        payerName: '=HYPERLINK("x")',
        description: 'Pedido; "especial"',
      });
      sendRefund(db, 'D1', pix, 345, '2026-03-01T13:00:00Z');
      sendRefund(db, 'D2', pix, 100, '2026-03-01T14:00:00Z', 'failed');
      payBoletoByBarCode(db, 2, 99_999, '2026-03-02T02:30:00Z');
      sendPayment(db, 'qr-3', 5_000, '2026-03-03T12:00:00Z', {
        receiverName: 'Café & Cia <Ltda> com um nome bem comprido',
      });
      sendPayment(db, 'key-4', 700, '2026-03-03T13:00:00Z', {
        kind: 'key-transfer',
        status: 'PROCESSING',
      });
      keepEvent(
        db,
        'PIX_PAYMENT_UPDATED',
        paymentUpdate('share-5', 250, 'completed', splitOf(guid(5), 5_000)),
        '2026-03-04T12:00:00Z',
      );
      keepEvent(
        db,
        'TRANSFER_EXTERNAL_CREDITED',
        transferData('t-6', 10_000, '2026-03-04T13:00:00Z'),
        '2026-03-04T13:00:00Z',
      );
    } finally {
      db.close();
    }
    lines = (await app.value('statement:list', { limit: 500 })).lines;
  }, 60_000);

  afterAll(() => app?.close());

  it('lists every line with the sums of its days and of the period', async () => {
    expect(lines).toHaveLength(8);
    const page = await app.value('statement:list', { limit: 3 });
    expect(page.lines.map((l) => l.id)).toEqual(lines.slice(0, 3).map((l) => l.id));
    expect(page.totals).toEqual({ inCents: 122_344, outCents: 6_295, netCents: 116_049, lines: 8 });
    const rest = await app.value('statement:list', { limit: 500, after: page.next });
    expect(rest.totals).toBeNull();
    expect(rest.lines.map((l) => l.id)).toEqual(lines.slice(3).map((l) => l.id));
  });

  it('refuses a filter it cannot read, naming the field and the rule', async () => {
    const order = await app.call('statement:list', {
      filters: { from: '2026-03-05', to: '2026-03-01' },
    });
    expect(order.ok || order.error.fields).toMatchObject({
      'filters.to': [{ key: 'v.range.order' }],
    });
    const long = await app.call('statement:list', { filters: { search: 'x'.repeat(101) } });
    expect(long.ok || long.error.fields).toMatchObject({
      'filters.search': [{ key: 'v.too_long' }],
    });
    const unknown = await app.call('statement:list', { filters: { kind: 'boleto-paid' } } as never);
    expect(unknown.ok ? null : unknown.error.code).toBe('validation');
    const repeated = await app.call('statement:list', {
      filters: { kinds: ['boleto-paid', 'boleto-paid'] },
    });
    expect(repeated.ok || repeated.error.fields).toMatchObject({
      'filters.kinds': [{ key: 'v.statement.kinds_repeated' }],
    });
  });

  it('exports a CSV with every code in the owner’s words, in their language', async () => {
    for (const [locale, words] of [
      ['pt-BR', { kind: 'Pix recebido', direction: 'Entrada', origin: 'Enviado por este app' }],
      ['en', { kind: 'Pix received', direction: 'In', origin: 'Sent by this app' }],
    ] as const) {
      await app.value('settings:set-locale', { locale });
      const csv = await app.value('statement:export-csv', { decimalSeparator: 'comma' });
      expect(csv.rows).toBe(lines.length);
      expect(csv.filename).toMatch(
        locale === 'en' ? /^statement-\d{4}-\d{2}-\d{2}\.csv$/ : /^extrato-/,
      );
      const rows = parseCsv(csv.text, ';');
      expect(rows).toHaveLength(lines.length + 1);
      const cells = rows.slice(1).flatMap((row) => row.slice(0, 5));
      for (const cell of cells) expect(CODES.has(cell), cell).toBe(false);
      expect(cells).toEqual(expect.arrayContaining(Object.values(words)));
      const pix = rows.find((row) => row.includes('123,45'))!;
      // A payer's name that looks like a formula is defused; separators and quotes survive.
      expect(pix).toEqual(expect.arrayContaining(['\'=HYPERLINK("x")', 'Pedido; "especial"']));
      const failed = rows.find((row) => row.at(-1) === 'refund:D2')!;
      expect(failed.slice(-3, -1)).toEqual(['1,00', '0,00']);
    }
    await app.value('settings:set-locale', { locale: 'pt-BR' });
  });

  it('exports an OFX statement: one STMTTRN per line that moved money, its id the FITID', async () => {
    const ofx = await app.value('statement:export-ofx', {
      filters: { from: '2026-03-01', to: '2026-03-31' },
    });
    const { header, transactions, tags } = readOfx(ofx.text);
    expect(header).toEqual(
      expect.arrayContaining(['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'ENCODING:UTF-8']),
    );
    const moved = lines.filter((l) => l.status !== 'failed');
    expect(ofx.rows).toBe(moved.length);
    expect(transactions.map((t) => t['FITID'])).toEqual(moved.map((l) => l.id));
    expect(tags.filter((t) => t === 'STMTTRN')).toHaveLength(moved.length * 2);
    expect(tags).not.toContain('LEDGERBAL');
    for (const [i, t] of transactions.entries()) {
      const line = moved[i]!;
      expect(t['TRNTYPE']).toBe(line.direction === 'in' ? 'CREDIT' : 'DEBIT');
      expect(t['TRNAMT']).toMatch(line.direction === 'in' ? /^\d+\.\d{2}$/ : /^-\d+\.\d{2}$/);
      expect(t['DTPOSTED']).toMatch(/^\d{14}\[-3:BRT\]$/);
      expect(t['NAME']!.replace(/&\w+;/g, 'x').length).toBeLessThanOrEqual(32);
      expect(t['MEMO']).toBeTruthy();
    }
    const boleto = transactions.find((t) => t['FITID']!.startsWith('boleto:'))!;
    // 02:30 UTC is 23:30 of the day before in São Paulo: the day the owner lived it.
    expect(boleto).toMatchObject({ TRNAMT: '999.99', DTPOSTED: '20260301233000[-3:BRT]' });
    expect(transactions.find((t) => t['FITID'] === 'payment:qr-3')?.['NAME']).toMatch(
      /^Café &amp; Cia &lt;Ltda&gt;/,
    );
    expect(ofx.text).toContain('<DTSTART>20260301000000[-3:BRT]');
  });
});
