import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';

// A remote profile end to end: the "provider's" bank is a second sandbox started for this
// file, reached over HTTPS with mutual TLS; the API key goes into the real OS keyring and
// the client certificate is imported through the bridge, encrypted at rest.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).
describe.skipIf(keyringMissing)('a provider sandbox profile', () => {
  let app: TestApp;
  let bank: TestBank;

  beforeAll(async () => {
    bank = await startBank({ demoData: true });
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
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
      caPem: bank.caPem.trim(),
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
      source: { kind: 'pem', ...bank.clientCertificate },
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
