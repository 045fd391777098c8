import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dueDateQrCodeSchema,
  pixChargeSchema,
  type DueDateQrCodePaymentItem,
} from '../../../main/domain/wire/pix.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';
import { startBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-pix-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function codesIn(accountId: string) {
  const store = SandboxStore.open(dataDir);
  try {
    return store.pix.listQrCodes(accountId).map((code) => ({
      ...code,
      received: store.pix.receivedPixOfQrCode(code.rowId),
    }));
  } finally {
    store.close();
  }
}

describe('demo Pix QR codes', () => {
  it('fills an empty account once: immediate and due-date, active, paid and past expiry', async () => {
    const t = await startBank({ clock: TEST_NOW, dataDir, demoData: true });
    const { accountId } = t.sandbox;
    const seen: { kind: string; status: string; charge: string }[] = [];
    try {
      for (const code of codesIn(accountId)) {
        const charge = pixChargeSchema.parse(
          (await t.call('GET', `/v1/pix/charges/${code.record.transactionId}`)).json,
        );
        let status = charge.status as string;
        if (code.kind === 'DUE_DATE') {
          const read = await t.call(
            'GET',
            `/baas/api/v2/pix/qrcode/due-date/${code.record.correlationId}`,
          );
          const record = dueDateQrCodeSchema.parse(read.json);
          status = record.status;
          if (record.status === 'CONCLUDED') {
            // The SDK's `payments` array (the sandbox's default shapes), one item once paid.
            const [payment] = record.payments as DueDateQrCodePaymentItem[];
            const { original, rebate, discount, fine, interest } = payment!.breakdown;
            const cents = (n: number) => Math.round(n * 100);
            expect(cents(payment!.amount)).toBe(
              cents(original) - cents(rebate) - cents(discount) + cents(fine) + cents(interest),
            );
          } else expect(record.payments).toEqual([]);
        }
        if (charge.status === 'paid') expect(code.received).toBeDefined();
        seen.push({ kind: code.kind, status, charge: charge.status });
      }
    } finally {
      await t.stop(false);
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);
    const immediate = seen.filter((s) => s.kind === 'IMMEDIATE').map((s) => s.charge);
    expect(new Set(immediate)).toEqual(new Set(['pending', 'paid', 'expired']));
    const dueDate = seen.filter((s) => s.kind === 'DUE_DATE').map((s) => s.status);
    expect(new Set(dueDate)).toEqual(new Set(['ACTIVE', 'CONCLUDED', 'CANCELLED']));

    // A second start adds nothing.
    const again = await startBank({ clock: TEST_NOW, dataDir, demoData: true });
    await again.stop(false);
    expect(codesIn(accountId)).toHaveLength(seen.length);
  });
});
