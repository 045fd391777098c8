import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { startSandbox, type RunningSandbox } from '../../../main/sandbox/http/server.ts';
import { SANDBOX_DATABASE_FILE } from '../../../main/sandbox/store.ts';
import { startFaultyNetwork, type FaultyNetwork } from './faulty-network.ts';
import { startTestApp, untilSynced, type TestApp } from './harness.ts';

/** The app on a remote-bank profile, with the bank reached through a network that can fail. */
export interface AppOnFaultyBank {
  app: TestApp;
  bank: RunningSandbox;
  /** The bank's own SQLite file, read only: what really happened at the bank. */
  bankDb: Database.Database;
  network: FaultyNetwork;
  /** The profile's cache file. */
  cacheFile: string;
  close(): Promise<void>;
}

/**
 * The app as an owner with a bank account runs it: a provider-sandbox profile (API key in the
 * keyring, client certificate, mutual TLS) on a real sandbox bank of its own, reached through
 * the test-local faulty network (./faulty-network.ts) that loses exactly one request or answer.
 */
export async function startAppOnFaultyBank(): Promise<AppOnFaultyBank> {
  const bankDir = mkdtempSync(join(tmpdir(), 'balcao-bank-'));
  const bank = await startSandbox({ dataDir: bankDir, demoData: false });
  const bankCa = readFileSync(bank.caCert, 'utf8');
  const clientCertificate = {
    certPem: readFileSync(bank.clientCert, 'utf8'),
    keyPem: readFileSync(bank.clientKey, 'utf8'),
  };
  const network = await startFaultyNetwork({
    baseUrl: bank.baseUrl,
    caPem: bankCa,
    clientCertificate,
  });
  const bankDb = new Database(join(bankDir, SANDBOX_DATABASE_FILE), { readonly: true });

  const app = await startTestApp();
  await untilSynced(app);
  const profile = await app.value('profiles:save', {
    name: 'Banco pela rede instável',
    kind: 'provider-sandbox',
    baseUrl: network.baseUrl,
    accountId: bank.accountId,
    caPem: network.caPem.trim(),
  });
  await app.value('credentials:set-api-key', { profileId: profile.id, apiKey: bank.apiKey });
  await app.value('credentials:import-certificate', {
    profileId: profile.id,
    source: { kind: 'pem', ...clientCertificate },
  });
  await app.value('profiles:activate', { id: profile.id });
  await untilSynced(app);
  return {
    app,
    bank,
    bankDb,
    network,
    cacheFile: join(profileDir(app.userDataDir, profile.id), 'cache.sqlite'),
    async close() {
      bankDb.close();
      await app.close();
      await network.close();
      await bank.close();
      rmSync(bankDir, { recursive: true, force: true });
    },
  };
}
