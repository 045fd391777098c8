import { AppFailure } from '../../preload/contract/errors.ts';
import type { Keychain } from './keychain.ts';

/**
 * The authorization values of a profile's webhooks, kept in the OS keychain like the API key:
 * an edit that keeps the value sends it again (the service clears what an update leaves out),
 * and the renderer only ever learns how it ends.
 */
export interface WebhookSecretStore {
  setWebhookSecret(profileId: string, webhookId: string, value: string): Promise<void>;
  getWebhookSecret(profileId: string, webhookId: string): Promise<string | null>;
  clearWebhookSecret(profileId: string, webhookId: string): Promise<void>;
}

export function webhookSecretAccount(profileId: string, webhookId: string): string {
  if (profileId === '' || webhookId === '') {
    throw new AppFailure('internal', 'A profile and a webhook id are required.');
  }
  return `webhook-authorization:${profileId}:${webhookId}`;
}

export function createWebhookSecretStore(keychain: Keychain): WebhookSecretStore {
  return {
    setWebhookSecret: (profileId, webhookId, value) =>
      keychain.setSecret(webhookSecretAccount(profileId, webhookId), value),
    getWebhookSecret: (profileId, webhookId) =>
      keychain.getSecret(webhookSecretAccount(profileId, webhookId)),
    async clearWebhookSecret(profileId, webhookId) {
      await keychain.deleteSecret(webhookSecretAccount(profileId, webhookId));
    },
  };
}
