import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../main/sandbox/http/server.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startTestApp, untilSynced, type TestApp } from './harness.ts';

// A remote profile end to end: the "provider's" bank is a second sandbox started for this
// file, reached over HTTPS with mutual TLS; the API key goes into the real OS keyring and
// the client certificate is imported through the bridge, encrypted at rest.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).
describe.skipIf(keyringMissing)('a provider sandbox profile', () => {
  let app: TestApp;
  let bank: RunningSandbox;
  let bankDir: string;

  beforeAll(async () => {
    bankDir = mkdtempSync(join(tmpdir(), 'balcao-bank-'));
    bank = await startSandbox({ dataDir: bankDir, demoData: true });
    app = await startTestApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
    rmSync(bankDir, { recursive: true, force: true });
  });

  it('is refused when production is not HTTPS', async () => {
    const result = await app.call('profiles:save', {
      name: 'Produção',
      kind: 'production',
      baseUrl: 'http://api.example.com',
      accountId: '123',
    });
    expect(!result.ok && result.error.fields?.['baseUrl']?.[0]?.key).toBe('v.url.https');
  });

  it('saves, takes credentials, connects with mutual TLS, syncs, and never shows a secret', async () => {
    const profile = await app.value('profiles:save', {
      name: 'Sandbox do banco',
      kind: 'provider-sandbox',
      baseUrl: bank.baseUrl,
      accountId: bank.accountId,
      caPem: readFileSync(bank.caCert, 'utf8').trim(),
    });
    expect(profile.apiKey).toEqual({ set: false, last4: null });

    const missing = await app.call('profiles:test-connection', { id: profile.id });
    expect(!missing.ok && missing.error.key).toBe('error.api_key.missing');

    const status = await app.value('credentials:set-api-key', {
      profileId: profile.id,
      apiKey: bank.apiKey,
    });
    expect(status).toEqual({ set: true, last4: bank.apiKey.slice(-4) });

    const summary = await app.value('credentials:import-certificate', {
      profileId: profile.id,
      source: {
        kind: 'pem',
        certPem: readFileSync(bank.clientCert, 'utf8'),
        keyPem: readFileSync(bank.clientKey, 'utf8'),
      },
    });
    expect(summary.fingerprint256).toMatch(/[0-9A-F:]+/);

    const check = await app.value('profiles:test-connection', { id: profile.id });
    expect(check.clientCertificate).toBe(true);

    await app.value('profiles:activate', { id: profile.id });
    await untilSynced(app);
    const info = await app.value('app:get-info', {});
    expect(info.activeProfileId).toBe(profile.id);
    const totals = await app.value('charges:totals', { filters: { kinds: ['boleto'] } });
    expect(totals.count).toBeGreaterThanOrEqual(30);

    const transcript = app.sentToRenderer();
    expect(transcript).not.toContain(bank.apiKey);
    expect(transcript).not.toContain('PRIVATE KEY');
  });

  it('reports a wrong API key as unauthorized', async () => {
    const info = await app.value('app:get-info', {});
    const profile = info.profiles.find((p) => p.kind === 'provider-sandbox')!;
    await app.value('credentials:set-api-key', { profileId: profile.id, apiKey: 'wrong-key-0000' });
    const result = await app.call('profiles:test-connection', { id: profile.id });
    expect(!result.ok && result.error.code).toBe('unauthorized');
  });

  it('deletes the profile with its secrets and falls back to the local sandbox', async () => {
    const info = await app.value('app:get-info', {});
    const profile = info.profiles.find((p) => p.kind === 'provider-sandbox')!;
    await app.value('profiles:delete', { id: profile.id });
    const after = await app.value('app:get-info', {});
    expect(after.activeProfileId).toBe('local-sandbox');
    expect(after.profiles.map((p) => p.id)).not.toContain(profile.id);
  });

  it('refuses credentials for the local sandbox profile', async () => {
    const result = await app.call('credentials:set-api-key', {
      profileId: 'local-sandbox',
      apiKey: 'whatever-123',
    });
    expect(!result.ok && result.error.code).toBe('unsupported');
  });
});
