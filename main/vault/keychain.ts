import keytar from 'keytar';
import { keychainFailure } from './keychain-failure.ts';

/** The service name Balcão's secrets are filed under in the OS keychain. */
export const keychainService = 'Balcão';

/**
 * Written and deleted to tell "nothing stored" from "keychain locked": libsecret answers a
 * read of a locked collection with "not found" rather than an error, but refuses writes.
 */
const probeAccount = 'balcao-keychain-probe';

/** The OS keychain (macOS Keychain, Windows Credential Manager, Secret Service). */
export interface Keychain {
  /** The service name every account of this keychain is filed under. */
  readonly service: string;
  /** Stores (or replaces) a secret. Throws AppFailure 'keychain' when locked or missing. */
  setSecret(account: string, value: string): Promise<void>;
  /**
   * The stored secret, or null when none is stored. A locked or missing keychain throws
   * AppFailure 'keychain' instead of answering null.
   */
  getSecret(account: string): Promise<string | null>;
  /** Deletes a secret; true if one was stored. Throws AppFailure 'keychain' when locked. */
  deleteSecret(account: string): Promise<boolean>;
}

/** Options of {@link createKeychain}. */
export interface KeychainOptions {
  /** Usually {@link keychainService}; tests pass their own so they never touch real data. */
  service: string;
}

/**
 * The keychain, over keytar. keytar's `findCredentials` is deliberately not used: it
 * crashes the process (libsecret assertion, SIGSEGV) on a locked collection.
 */
export function createKeychain({ service }: KeychainOptions): Keychain {
  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw keychainFailure(error);
    }
  }

  // A write succeeds only on an unlocked, reachable keychain; see probeAccount.
  async function ensureWritable(): Promise<void> {
    await call(() => keytar.setPassword(service, probeAccount, 'probe'));
    await call(() => keytar.deletePassword(service, probeAccount));
  }

  return {
    service,
    async setSecret(account, value) {
      await call(() => keytar.setPassword(service, account, value));
    },
    async getSecret(account) {
      const value = await call(() => keytar.getPassword(service, account));
      if (value === null) await ensureWritable();
      return value;
    },
    async deleteSecret(account) {
      const deleted = await call(() => keytar.deletePassword(service, account));
      if (!deleted) await ensureWritable();
      return deleted;
    },
  };
}
