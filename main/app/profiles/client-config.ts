import { AppFailure } from '../../../preload/contract/index.ts';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../../service/http-client.ts';
import type { Vault } from '../../vault/vault.ts';
import type { LocalSandbox } from './local-sandbox.ts';
import { defaultHeaderNames, findStoredProfile, profileDir } from './profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID, type SettingsStore } from './settings-store.ts';

export interface ClientConfigDeps {
  userDataDir: string;
  settings: SettingsStore;
  vault: Vault;
  localSandbox: LocalSandbox;
}

/**
 * The one place that turns a profile into its service client's config: address and header
 * names from the settings (or the embedded sandbox), the API key from the keychain, the
 * client certificate decrypted from the profile's folder. The in-process client and the sync
 * worker's client are both built from it. The result holds secrets: it stays in this
 * process's memory (a worker thread is the same process) and is never logged.
 */
export async function resolveClientConfig(
  deps: ClientConfigDeps,
  profileId: string,
): Promise<ServiceClientConfig> {
  if (profileId === LOCAL_SANDBOX_PROFILE_ID) {
    const sandbox = await deps.localSandbox.connection();
    return {
      baseUrl: sandbox.baseUrl,
      accountId: sandbox.accountId,
      apiKey: sandbox.apiKey,
      headerNames: { ...defaultHeaderNames },
      ca: sandbox.caPem,
      clientCertificate: sandbox.clientCertificate,
    };
  }
  const stored = findStoredProfile(deps.settings, profileId);
  const apiKey = await deps.vault.getApiKey(profileId);
  if (!apiKey) {
    throw new AppFailure('unauthorized', 'No API key is set for this profile.', {
      key: 'error.api_key.missing',
    });
  }
  const certificate = await deps.vault.loadClientCertificate(
    profileId,
    profileDir(deps.userDataDir, profileId),
  );
  return {
    baseUrl: stored.baseUrl,
    accountId: stored.accountId,
    apiKey,
    headerNames: stored.headerNames,
    ...(stored.caPem ? { ca: stored.caPem } : {}),
    ...(certificate
      ? { clientCertificate: { certPem: certificate.certPem, keyPem: certificate.keyPem } }
      : {}),
  };
}

/** A client for any profile (also for testing a profile that is not active). */
export async function buildServiceClient(
  deps: ClientConfigDeps,
  profileId: string,
): Promise<ServiceClient> {
  return createServiceClient(await resolveClientConfig(deps, profileId));
}
