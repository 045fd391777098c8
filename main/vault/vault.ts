import { createApiKeyStore, type ApiKeyStore } from './api-keys.ts';
import { createClientCertificateStore, type ClientCertificateStore } from './client-certificate.ts';
import type { Keychain } from './keychain.ts';
import { createWebhookSecretStore, type WebhookSecretStore } from './webhook-secrets.ts';

/** The main process's owner of credentials: API keys, client certificates, webhook secrets. */
export type Vault = ApiKeyStore & ClientCertificateStore & WebhookSecretStore;

/** What the vault is built from. */
export interface VaultDependencies {
  /** The app passes `createKeychain({ service: keychainService })`; tests their own. */
  keychain: Keychain;
}

/** Builds the vault. The one way in for the rest of main. */
export function createVault({ keychain }: VaultDependencies): Vault {
  return {
    ...createApiKeyStore(keychain),
    ...createClientCertificateStore(keychain),
    ...createWebhookSecretStore(keychain),
  };
}
