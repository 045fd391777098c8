import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { findStoredProfile, profileDir } from './profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from './settings-store.ts';

type CredentialHandlers = Pick<
  HandlerTable,
  | 'credentials:set-api-key'
  | 'credentials:clear-api-key'
  | 'credentials:import-certificate'
  | 'credentials:remove-certificate'
>;

/** Secrets go in; only their status comes out (ARCHITECTURE.md: secrets never cross). */
export function credentialHandlers(ctx: AppContext): CredentialHandlers {
  const remoteProfile = (profileId: string) => {
    if (profileId === LOCAL_SANDBOX_PROFILE_ID) {
      throw new AppFailure('unsupported', 'The local sandbox brings its own credentials.', {
        key: 'error.profile.local_credentials',
      });
    }
    return findStoredProfile(ctx.settings, profileId);
  };
  const changed = async (profileId: string) => {
    await ctx.resetSession(profileId);
    ctx.events.emit('data:changed', { resource: 'profiles' });
  };

  return {
    'credentials:set-api-key': async ({ profileId, apiKey }) => {
      remoteProfile(profileId);
      await ctx.vault.setApiKey(profileId, apiKey);
      await changed(profileId);
      return ctx.vault.apiKeyStatus(profileId);
    },
    'credentials:clear-api-key': async ({ profileId }) => {
      remoteProfile(profileId);
      await ctx.vault.clearApiKey(profileId);
      await changed(profileId);
      return ctx.vault.apiKeyStatus(profileId);
    },
    'credentials:import-certificate': async ({ profileId, source }) => {
      remoteProfile(profileId);
      const summary = await ctx.vault.importClientCertificate({
        profileId,
        dir: profileDir(ctx.userDataDir, profileId),
        source:
          source.kind === 'pem'
            ? source
            : {
                kind: 'pkcs12',
                data: Buffer.from(source.dataBase64, 'base64'),
                passphrase: source.passphrase,
              },
        now: ctx.now(),
      });
      await changed(profileId);
      return summary;
    },
    'credentials:remove-certificate': async ({ profileId }) => {
      remoteProfile(profileId);
      await ctx.vault.removeClientCertificate(profileId, profileDir(ctx.userDataDir, profileId));
      await changed(profileId);
      return { done: true };
    },
  };
}
