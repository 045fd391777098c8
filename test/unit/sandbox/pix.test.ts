import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  taxesFromWire,
  taxesToWire,
  taxIssueJsonPath,
} from '../../../main/domain/wire/pix-taxes.ts';
import type { DueDateTaxes } from '../../../main/domain/wire/pix.ts';
import { newBoletoRecord } from '../../../main/sandbox/boletos/boleto-record.ts';
import {
  endOfDayInSaoPaulo,
  newEndToEndId,
  newLocation,
  newTransactionId,
  qrCodePngBase64,
} from '../../../main/sandbox/pix/pix-codes.ts';
import { pixChargeStatusOf } from '../../../main/sandbox/pix/pix-responses.ts';
import { SANDBOX_DATABASE_FILE, SandboxStore } from '../../../main/sandbox/store.ts';
import { pngSize } from '../../integration/sandbox/png.ts';

describe('wire taxes ⇄ domain taxes', () => {
  it('reads every tax of 4.6 into cents and percents, and writes it back', () => {
    const wire: DueDateTaxes = {
      rebateType: 'FIXED_AMOUNT',
      rebateAmount: 10.5,
      discountType: 'PERCENTAGE',
      discountsDueDate: [
        { dueDate: '2026-03-01', amount: 5 },
        { dueDate: '2026-03-10', amount: 2.5 },
      ],
      interestType: 'FIXED_AMOUNT_CALENDAR_DAY',
      interestAmount: 0.33,
      fineType: 'PERCENTAGE',
      fineAmount: 2,
    };
    const { taxes, issues } = taxesFromWire(wire);
    expect(issues).toEqual([]);
    expect(taxes).toEqual({
      rebate: { type: 'FIXED_AMOUNT', cents: 1050 },
      discount: {
        type: 'PERCENTAGE',
        mode: 'bands',
        bands: [
          { date: '2026-03-01', value: 5 },
          { date: '2026-03-10', value: 2.5 },
        ],
      },
      interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 33 },
      fine: { type: 'PERCENTAGE', value: 2 },
    });
    expect(taxesToWire(taxes!)).toEqual(wire);
    const single = taxesFromWire({ discountType: 'FIXED_AMOUNT', discountAmount: 3 });
    expect(single.taxes).toEqual({
      discount: { type: 'FIXED_AMOUNT', mode: 'single', value: 300 },
    });
    expect(taxesFromWire(undefined)).toEqual({ taxes: undefined, issues: [] });
  });

  it('reports a type without its amount, both discount forms, and a third decimal in reais', () => {
    expect(taxesFromWire({ fineType: 'PERCENTAGE' }).issues).toEqual([
      { path: 'taxes.fineAmount', key: 'v.required' },
    ]);
    expect(taxesFromWire({ interestAmount: 1 }).issues).toEqual([
      { path: 'taxes.interestType', key: 'v.required' },
    ]);
    expect(
      taxesFromWire({
        discountType: 'FIXED_AMOUNT',
        discountAmount: 1,
        discountsDueDate: [{ dueDate: '2026-03-01', amount: 1 }],
      }).issues,
    ).toEqual([{ path: 'taxes.discountsDueDate', key: 'v.discount.exclusive' }]);
    expect(
      taxesFromWire({
        discountType: 'FIXED_AMOUNT',
        discountsDueDate: [{ dueDate: '2026-03-01', amount: 1.001 }],
      }).issues,
    ).toEqual([
      { path: 'taxes.discountsDueDate.0.amount', key: 'v.money.decimals', params: { max: 2 } },
    ]);
  });

  it('names issues by the wire JSON path', () => {
    expect(taxIssueJsonPath('taxes.fineAmount')).toBe('$.taxes.fineAmount');
    expect(taxIssueJsonPath('taxes.discountsDueDate.1.date')).toBe(
      '$.taxes.discountsDueDate[1].dueDate',
    );
    expect(taxIssueJsonPath('taxes.discountsDueDate.2.amount')).toBe(
      '$.taxes.discountsDueDate[2].amount',
    );
  });
});

describe('QR code parts', () => {
  it('draws every QR code size at exactly 250×250, where margin 2 alone would give 249', async () => {
    const sizes = new Set<number>();
    for (let length = 20; length <= 330; length += 10) {
      const payload = 'X'.repeat(length);
      sizes.add(QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size);
      const png = Buffer.from(await qrCodePngBase64(payload), 'base64');
      expect(pngSize(png), `payload of ${length}`).toEqual({ width: 250, height: 250 });
    }
    // 57 modules + 2 × 2 = 61, and floor(61 × (250 / 61)) = 249.
    expect(sizes).toContain(57);
  });

  it('makes transaction ids, locations and end-to-end ids of the Pix norms', () => {
    const ids = new Set(Array.from({ length: 200 }, newTransactionId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(newLocation('IMMEDIATE')).toMatch(/^pix\.sandbox\.balcao\.local\/qr\/v2\/[0-9a-f]{32}$/);
    expect(newLocation('DUE_DATE')).toMatch(
      /^pix\.sandbox\.balcao\.local\/qr\/v2\/cobv\/[0-9a-f]{32}$/,
    );
    const e2e = newEndToEndId(new Date('2026-03-10T15:07:59.000Z'));
    expect(e2e).toMatch(/^E99999999202603101507[A-Za-z0-9]{11}$/);
    expect(e2e).toHaveLength(32);
  });

  it('ends a São Paulo day at 23:59:59.999 −03:00', () => {
    expect(endOfDayInSaoPaulo('2026-04-19')).toBe('2026-04-20T02:59:59.999Z');
    expect(endOfDayInSaoPaulo('2026-12-31')).toBe('2027-01-01T02:59:59.999Z');
    // 2018-11-03 was the eve of a daylight-saving start in São Paulo (midnight skipped).
    expect(endOfDayInSaoPaulo('2018-11-03')).toBe('2018-11-04T02:59:59.999Z');
  });

  it('maps QR code statuses to /v1/pix charge statuses', () => {
    expect(pixChargeStatusOf('ACTIVE')).toBe('pending');
    expect(pixChargeStatusOf('CONCLUDED')).toBe('paid');
    expect(pixChargeStatusOf('EXPIRED')).toBe('expired');
    expect(pixChargeStatusOf('CANCELLED')).toBe('expired');
  });
});

describe('sandbox database version 2', () => {
  it('adds the Pix tables to a version-1 database and keeps its boletos', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-pix-migration-'));
    try {
      const boleto = newBoletoRecord({
        type: 'BANKSLIP',
        correlationId: '00000000-0000-4000-8000-000000000001',
        amountCents: 1000,
        walletNumber: '112',
        yourNumber: 'Y1',
        ourNumber: '1',
        dueDate: '2026-04-01',
        payer: { name: 'Ana', document: '52998224725' },
        createdAt: '2026-03-10T12:00:00.000Z',
        accountId: '1234567',
      });
      const first = SandboxStore.open(dir);
      first.insertBoleto('1234567', boleto);
      first.close();
      // Back to what version 1 had.
      const raw = new Database(join(dir, SANDBOX_DATABASE_FILE));
      // Every table later versions added goes (dependents first), whatever they are.
      const later = raw
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table'
           AND name NOT IN ('boletos', 'payments', 'settings') ORDER BY rowid DESC`,
        )
        .pluck()
        .all() as string[];
      for (const table of later) raw.exec(`DROP TABLE ${table}`);
      raw.pragma('user_version = 1');
      raw.close();

      const upgraded = SandboxStore.open(dir);
      try {
        expect(upgraded.findByCorrelationId('1234567', boleto.correlationId)?.record).toEqual(
          boleto,
        );
        expect(upgraded.pix.countQrCodes('1234567')).toBe(0);
      } finally {
        upgraded.close();
      }
      const check = new Database(join(dir, SANDBOX_DATABASE_FILE));
      expect(check.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(2);
      check.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
