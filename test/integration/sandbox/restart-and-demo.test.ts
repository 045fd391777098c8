import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { boletoRecordSchema } from '../../../main/domain/wire/boletos.ts';
import { DEMO_BOLETO_COUNT } from '../../../main/sandbox/boletos/demo-data.ts';
import { startBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('restart', () => {
  it('keeps boletos, credentials and certificates across restarts', async () => {
    const first = await startBank({ clock: TEST_NOW, dataDir });
    const created = await first.call('POST', '/baas/v1/charges', { body: boletoRequest() });
    expect(created.status).toBe(200);
    const caPem = readFileSync(first.sandbox.caCert, 'utf8');
    const clientPem = readFileSync(first.sandbox.clientCert, 'utf8');
    const { apiKey, accountId } = first.sandbox;
    expect(statSync(first.sandbox.clientKey).mode & 0o777).toBe(0o600);
    await first.stop(false);

    const second = await startBank({ clock: TEST_NOW, dataDir });
    try {
      expect(second.sandbox).toMatchObject({ apiKey, accountId });
      expect(readFileSync(second.sandbox.caCert, 'utf8')).toBe(caPem);
      expect(readFileSync(second.sandbox.clientCert, 'utf8')).toBe(clientPem);
      const read = await second.call('GET', `/baas/v1/charges/${created.json.correlationId}`);
      expect(read.status).toBe(200);
      expect(read.json).toEqual(created.json);
      // The old client certificate still passes mutual TLS.
      expect((await second.call('GET', '/v1/pix/charges/x')).status).toBe(404);
    } finally {
      await second.stop(false);
    }
  });

  it('uses given credentials instead of the persisted ones', async () => {
    const custom = await startBank({
      clock: TEST_NOW,
      dataDir,
      apiKey: 'my-key',
      accountId: '1234567',
    });
    try {
      expect(custom.sandbox).toMatchObject({ apiKey: 'my-key', accountId: '1234567' });
      const response = await custom.call(
        'GET',
        '/baas/v1/charges?startDate=2026-03-01&endDate=2026-03-31',
      );
      expect(response.status).toBe(200);
    } finally {
      await custom.stop(false);
    }
  });
});

describe('demo data', () => {
  it('seeds an empty account once: every status, both types, valid documents, six months', async () => {
    const demoDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-demo-'));
    const t = await startBank({ clock: TEST_NOW, dataDir: demoDir, demoData: true });
    try {
      const response = await t.call(
        'GET',
        '/baas/v1/charges?startDate=2025-09-01&endDate=2026-03-31',
      );
      expect(response.status).toBe(200);
      // A bare array (the SDK's reading); the demo count fits in one page of 100.
      expect(response.json).toHaveLength(DEMO_BOLETO_COUNT);
      const items = response.json.map((item: unknown) => boletoRecordSchema.parse(item));
      expect(new Set(items.map((b: { status: string }) => b.status))).toEqual(
        new Set(['Pending', 'Paid', 'Expired', 'Cancelled']),
      );
      expect(new Set(items.map((b: { type: string }) => b.type))).toEqual(
        new Set(['BANKSLIP', 'BANKSLIP_PIX']),
      );
      expect(new Set(items.map((b: { walletNumber: string }) => b.walletNumber))).toEqual(
        new Set(['112', '121']),
      );
      for (const boleto of items) {
        const document = boleto.payer.document;
        expect(document.length === 11 ? isValidCpf(document) : isValidCnpj(document)).toBe(true);
        if (boleto.status === 'Paid') expect(boleto.payments).toHaveLength(1);
        else expect(boleto.payments).toEqual([]);
        if (boleto.type === 'BANKSLIP_PIX')
          expect(boleto.qrCodeImageBase64).toMatch(/^data:image\/png;base64,/);
      }
      expect(items.some((b: { dueDate: string }) => b.dueDate > '2026-03-10')).toBe(true);
      expect(items[0].createdAt < '2025-09-15').toBe(true);
      await t.sandbox.close();
      // A restart does not seed again.
      const again = await startBank({ clock: TEST_NOW, dataDir: demoDir, demoData: true });
      const relisted = await again.call(
        'GET',
        '/baas/v1/charges?startDate=2025-09-01&endDate=2026-03-31',
      );
      expect(relisted.json).toHaveLength(DEMO_BOLETO_COUNT);
      await again.stop();
    } finally {
      await t.agent.close();
      await t.agentWithoutCertificate.close();
    }
  });
});
