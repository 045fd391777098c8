import { createApiKeyStore, type ApiKeyStore } from './api-keys.ts';
import { createClientCertificateStore, type ClientCertificateStore } from './client-certificate.ts';
import type { Keychain } from './keychain.ts';

/** The main process's owner of credentials: API keys and client certificates. */
export type Vault = ApiKeyStore & ClientCertificateStore;

/** What the vault is built from. */
export interface VaultDependencies {
  /** The app passes `createKeychain({ service: keychainService })`; tests their own. */
  keychain: Keychain;
}

/** Builds the vault. The one way in for the rest of main. */
export function createVault({ keychain }: VaultDependencies): Vault {
  return { ...createApiKeyStore(keychain), ...createClientCertificateStore(keychain) };
}
