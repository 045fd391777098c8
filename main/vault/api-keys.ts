import { AppFailure } from '../../preload/contract/errors.ts';
import type { Keychain } from './keychain.ts';

/** What the renderer may learn about an API key: whether it is set and how it ends. */
export interface ApiKeyStatus {
  set: boolean;
  /** The key's last four characters, or null (not set, or too short to show any of it). */
  last4: string | null;
}

/** The service API key of each profile, kept in the OS keychain. */
export interface ApiKeyStore {
  /** Stores the profile's API key (surrounding whitespace from pasting is dropped). */
  setApiKey(profileId: string, key: string): Promise<void>;
  /** The profile's API key, or null when none is set. */
  getApiKey(profileId: string): Promise<string | null>;
  /** Forgets the profile's API key; nothing happens when none is set. */
  clearApiKey(profileId: string): Promise<void>;
  /** Whether the key is set, and its last four characters — never more. */
  apiKeyStatus(profileId: string): Promise<ApiKeyStatus>;
}

// Below this length the last four characters would give away too much of the key.
const shortestKeyToHint = 8;

/** The keychain account that holds a profile's API key. */
export function apiKeyAccount(profileId: string): string {
  if (profileId === '') throw new AppFailure('internal', 'A profile id is required.');
  return `api-key:${profileId}`;
}

/** The API key store over the given keychain. */
export function createApiKeyStore(keychain: Keychain): ApiKeyStore {
  return {
    async setApiKey(profileId, key) {
      const trimmed = key.trim();
      if (trimmed === '') {
        throw new AppFailure('validation', 'The API key is empty.', {
          fields: { apiKey: [{ key: 'v.required' }] },
        });
      }
      await keychain.setSecret(apiKeyAccount(profileId), trimmed);
    },
    getApiKey(profileId) {
      return keychain.getSecret(apiKeyAccount(profileId));
    },
    async clearApiKey(profileId) {
      await keychain.deleteSecret(apiKeyAccount(profileId));
    },
    async apiKeyStatus(profileId) {
      const key = await keychain.getSecret(apiKeyAccount(profileId));
      if (key === null) return { set: false, last4: null };
      return { set: true, last4: key.length >= shortestKeyToHint ? key.slice(-4) : null };
    },
  };
}
