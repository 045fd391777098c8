import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import { END_TO_END_ID_PATTERN } from '../../../main/domain/wire/refunds.ts';
import {
  DEMO_RECEIVERS,
  dynamicPayload,
  staticPayload,
} from '../../../main/sandbox/payments/demo-receivers.ts';
import { requestDigest } from '../../../main/sandbox/payments/idempotency.ts';
import { findReceivedPix } from '../../../main/sandbox/payments/received-pix.ts';
import { SANDBOX_DATABASE_FILE, SandboxStore } from '../../../main/sandbox/store.ts';
import {
  outgoingEndToEndId,
  SETTLE_MS,
  settlementAt,
} from '../../../main/sandbox/payments/settlement.ts';

const AT = new Date('2026-03-10T15:04:05.000Z');

describe('money out in the sandbox', () => {
  it('forms E… and D… end-to-end ids of 32 characters with the sandbox ISPB and the minute', () => {
    for (const prefix of ['E', 'D'] as const) {
      const id = outgoingEndToEndId(prefix, AT);
      expect(id).toHaveLength(32);
      expect(id).toMatch(END_TO_END_ID_PATTERN);
      expect(id.startsWith(`${prefix}99999999202603101504`)).toBe(true);
    }
    expect(outgoingEndToEndId('E', AT)).not.toBe(outgoingEndToEndId('E', AT));
  });

  it('settles after SETTLE_MS: completed, or failed for a magic value', () => {
    const created = AT.toISOString();
    const later = (ms: number) => new Date(AT.getTime() + ms);
    expect(settlementAt(created, false, later(SETTLE_MS - 1))).toBe('processing');
    expect(settlementAt(created, true, later(SETTLE_MS - 1))).toBe('processing');
    expect(settlementAt(created, false, later(SETTLE_MS))).toBe('completed');
    expect(settlementAt(created, true, later(SETTLE_MS))).toBe('failed');
  });

  it('digests a request regardless of key order, and tells different ones apart', () => {
    expect(requestDigest('/p', { amount: 1, externalId: 'a' })).toBe(
      requestDigest('/p', { externalId: 'a', amount: 1 }),
    );
    expect(requestDigest('/p', { amount: 1 })).not.toBe(requestDigest('/p', { amount: 1.01 }));
    expect(requestDigest('/p', { amount: 1 })).not.toBe(requestDigest('/q', { amount: 1 }));
  });

  it("gives every demo receiver valid static and dynamic BR Codes at a bank that is not the sandbox's", () => {
    for (const receiver of DEMO_RECEIVERS) {
      expect(receiver.bank.ispb).not.toBe('99999999');
      const plain = decodeBrCode(staticPayload(receiver));
      expect(plain.ok && plain.value.kind === 'static' && plain.value.key).toBe(receiver.key);
      const priced = decodeBrCode(staticPayload(receiver, receiver.staticAmountCents));
      expect(priced.ok && priced.value.amountCents).toBe(receiver.staticAmountCents);
      const dynamic = dynamicPayload(receiver, {
        location: `${receiver.bank.host}/qr/v2/abc`,
        receiverId: receiver.id,
        transactionId: 'T'.repeat(32),
        amountCents: receiver.dynamicAmountCents,
        status: 'ACTIVE',
        createdAt: AT.toISOString(),
        expiresAt: AT.toISOString(),
      });
      expect(decodeBrCode(dynamic).ok).toBe(true);
    }
  });
});

describe('sandbox database: the money-out step', () => {
  it('upgrades a database without the money-out tables and finds its paid QR codes as received Pix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-money-out-migration-'));
    try {
      const first = SandboxStore.open(dir);
      first.close();
      const raw = new Database(join(dir, SANDBOX_DATABASE_FILE));
      const version = raw.pragma('user_version', { simple: true }) as number;
      for (const table of [
        'pix_ledger',
        'idempotent_answers',
        'qr_decodes',
        'qr_payments',
        'key_transfers',
        'refunds',
        'pix_keys',
        'demo_receiver_codes',
      ]) {
        raw.exec(`DROP TABLE ${table}`);
      }
      // Back to the version before the money-out step (boletos, Pix); later steps are idempotent.
      expect(version).toBeGreaterThanOrEqual(3);
      raw.pragma(`user_version = 2`);
      raw.close();

      const upgraded = SandboxStore.open(dir);
      try {
        expect(upgraded.moneyOut.listReceived('1234567', 10)).toEqual([]);
        upgraded.moneyOut.addReceived('1234567', {
          endToEndId: 'E99999999202603101504abcdefghijk',
          source: 'RECEIVE',
          amountCents: 100,
          payer: { name: 'Ana', document: '52998224725' },
          paidAt: AT.toISOString(),
        });
        expect(
          findReceivedPix(upgraded, '1234567', 'E99999999202603101504abcdefghijk')?.amountCents,
        ).toBe(100);
        expect(findReceivedPix(upgraded, '1234567', 'E99999999202603101504zzzzzzzzzzz')).toBe(
          undefined,
        );
      } finally {
        upgraded.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
