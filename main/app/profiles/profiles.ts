import { join } from 'node:path';
import { AppFailure, type Profile } from '../../../preload/contract/index.ts';
import type { Vault } from '../../vault/vault.ts';
import type { LocalSandbox } from './local-sandbox.ts';
import {
  LOCAL_SANDBOX_PROFILE_ID,
  type SettingsStore,
  type StoredProfile,
} from './settings-store.ts';

/** Where a profile keeps its files: cache database and encrypted client certificate. */
export function profileDir(userDataDir: string, profileId: string): string {
  return join(userDataDir, 'profiles', profileId);
}

export const defaultHeaderNames = {
  apiKey: 'x-service-api-key',
  accountId: 'x-service-account-id',
} as const;

export interface ProfileDeps {
  userDataDir: string;
  settings: SettingsStore;
  vault: Vault;
  localSandbox: LocalSandbox;
  lastSyncedAt(profileId: string): string | null;
}

/** The profiles as the renderer sees them: settings plus credential status, never secrets. */
export async function listProfiles(deps: ProfileDeps): Promise<Profile[]> {
  const local = await localProfile(deps);
  const remote = await Promise.all(deps.settings.value.profiles.map((p) => remoteProfile(deps, p)));
  return [local, ...remote];
}

export async function getProfile(deps: ProfileDeps, id: string): Promise<Profile> {
  if (id === LOCAL_SANDBOX_PROFILE_ID) return localProfile(deps);
  return remoteProfile(deps, findStoredProfile(deps.settings, id));
}

export function findStoredProfile(settings: SettingsStore, id: string): StoredProfile {
  const stored = settings.value.profiles.find((p) => p.id === id);
  if (!stored) {
    throw new AppFailure('not_found', `No profile ${id}`, { key: 'error.profile.not_found' });
  }
  return stored;
}

async function localProfile(deps: ProfileDeps): Promise<Profile> {
  const sandbox = await deps.localSandbox.connection();
  return {
    id: LOCAL_SANDBOX_PROFILE_ID,
    name: 'Sandbox local',
    kind: 'local-sandbox',
    baseUrl: sandbox.baseUrl,
    accountId: sandbox.accountId,
    headerNames: { ...defaultHeaderNames },
    // The local sandbox serves the operator's SDK routes.
    keyTransferRoute: 'sdk-v2',
    caPem: sandbox.caPem,
    apiKey: { set: true, last4: sandbox.apiKey.slice(-4) },
    certificate: null,
    credentialsError: null,
    lastSyncedAt: deps.lastSyncedAt(LOCAL_SANDBOX_PROFILE_ID),
  };
}

async function remoteProfile(deps: ProfileDeps, stored: StoredProfile): Promise<Profile> {
  const dir = profileDir(deps.userDataDir, stored.id);
  const base = { ...stored, lastSyncedAt: deps.lastSyncedAt(stored.id) };
  try {
    const [apiKey, certificate] = await Promise.all([
      deps.vault.apiKeyStatus(stored.id),
      deps.vault.certificateSummary(stored.id, dir),
    ]);
    return { ...base, apiKey, certificate, credentialsError: null };
  } catch (error) {
    // A locked or missing keychain must not hide the profile, nor pass for "no key stored".
    if (!(error instanceof AppFailure)) throw error;
    return {
      ...base,
      apiKey: { set: false, last4: null },
      certificate: null,
      credentialsError: error.error,
    };
  }
}
