import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxStore } from './store.ts';

/** The credentials the sandbox accepts: one API key and one account. */
export interface SandboxIdentity {
  apiKey: string;
  accountId: string;
}

/**
 * The sandbox's API key and account id: the given ones, or those generated on first start
 * and kept in the store so that a client configured once keeps working after restarts.
 */
export function resolveSandboxIdentity(
  store: SandboxStore,
  given: { apiKey?: string | undefined; accountId?: string | undefined },
): SandboxIdentity {
  return {
    apiKey:
      given.apiKey ??
      persisted(store, 'api-key', () => `sbx_${randomBytes(24).toString('base64url')}`),
    // An account number like the bank's: 7 digits, no leading zero.
    accountId:
      given.accountId ??
      persisted(store, 'account-id', () => String(randomInt(1_000_000, 10_000_000))),
  };
}

function persisted(store: SandboxStore, key: string, generate: () => string): string {
  const existing = store.getSetting(key);
  if (existing !== undefined) return existing;
  const value = generate();
  store.setSetting(key, value);
  return value;
}
