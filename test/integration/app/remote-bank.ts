import type Database from 'better-sqlite3';
import { join } from 'node:path';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import {
  connectToBank,
  startApp,
  untilSynced,
  useKeyTransferRoute,
  type TestApp,
} from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { startFaultyNetwork, type FaultyNetwork } from '../../support/faulty-network.ts';

/** The app on a remote-bank profile, with the bank reached through a network that can fail. */
export interface AppOnFaultyBank {
  app: TestApp;
  bank: TestBank;
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
 * the test-local faulty network (test/support/faulty-network.ts) that loses exactly one request or answer.
 */
export async function startAppOnFaultyBank(
  options: {
    /**
     * How the profile pays a Pix key: `sdk-v2` (the default: every key through v2) or
     * `spec-v1` (the spec's `/v1/pix/transfers`, for the tests of that route).
     */
    keyTransferRoute?: 'sdk-v2' | 'spec-v1';
  } = {},
): Promise<AppOnFaultyBank> {
  const bank = await startBank();
  const network = await startFaultyNetwork({
    baseUrl: bank.baseUrl,
    caPem: bank.caPem,
    clientCertificate: bank.clientCertificate,
  });
  const app = await startApp();
  await untilSynced(app);
  const profileId = await connectToBank(app, bank, {
    name: 'Banco pela rede instável',
    via: network,
  });
  if (options.keyTransferRoute) await useKeyTransferRoute(app, options.keyTransferRoute);
  return {
    app,
    bank,
    bankDb: bank.db,
    network,
    cacheFile: join(profileDir(app.userDataDir, profileId), 'cache.sqlite'),
    async close() {
      await app.close();
      await network.close();
      await bank.stop();
    },
  };
}
