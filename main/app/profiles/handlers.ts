import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { testConnection } from '../../service/connection-check.ts';
import { BOLETO_SYNC_RESOURCE } from '../../cache/sync/boleto-sync.ts';
import { readLastSyncedAt } from '../../cache/sync/sync-state.ts';
import type { AppContext } from '../context.ts';
import { buildServiceClient } from './client-config.ts';
import { defaultHeaderNames, getProfile, profileDir, type ProfileDeps } from './profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from './settings-store.ts';

type ProfileHandlers = Pick<
  HandlerTable,
  'profiles:save' | 'profiles:activate' | 'profiles:delete' | 'profiles:test-connection'
>;

export function profileDeps(ctx: AppContext): ProfileDeps {
  return {
    userDataDir: ctx.userDataDir,
    settings: ctx.settings,
    vault: ctx.vault,
    localSandbox: ctx.localSandbox,
    // Only the active profile's cache is open; the others show no sync time until used.
    lastSyncedAt: (id) =>
      id === ctx.settings.value.activeProfileId
        ? readLastSyncedAt(ctx.session().db, BOLETO_SYNC_RESOURCE)
        : null,
  };
}

export function profileHandlers(ctx: AppContext): ProfileHandlers {
  return {
    'profiles:save': async (input) => {
      const id = input.id ?? randomUUID();
      if (id === LOCAL_SANDBOX_PROFILE_ID) {
        throw new AppFailure('unsupported', 'The local sandbox profile cannot be edited.');
      }
      const exists = ctx.settings.value.profiles.some((p) => p.id === id);
      if (input.id && !exists) {
        throw new AppFailure('not_found', `No profile ${id}`, { key: 'error.profile.not_found' });
      }
      const stored = {
        id,
        name: input.name,
        kind: input.kind,
        baseUrl: input.baseUrl,
        accountId: input.accountId,
        headerNames: input.headerNames ?? { ...defaultHeaderNames },
        keyTransferRoute:
          input.keyTransferRoute ??
          ctx.settings.value.profiles.find((p) => p.id === id)?.keyTransferRoute ??
          ('sdk-v2' as const),
        caPem: input.caPem ?? null,
      };
      ctx.settings.update((s) => ({
        ...s,
        profiles: exists
          ? s.profiles.map((p) => (p.id === id ? stored : p))
          : [...s.profiles, stored],
      }));
      // The address or headers may have changed under an open client.
      await ctx.resetSession(id);
      ctx.events.emit('data:changed', { resource: 'profiles' });
      return getProfile(profileDeps(ctx), id);
    },

    'profiles:activate': async ({ id }) => {
      const profile = await getProfile(profileDeps(ctx), id);
      await ctx.switchProfile(id);
      return profile;
    },

    'profiles:delete': async ({ id }) => {
      if (id === LOCAL_SANDBOX_PROFILE_ID) {
        throw new AppFailure('unsupported', 'The local sandbox profile cannot be deleted.');
      }
      await getProfile(profileDeps(ctx), id); // not_found for an unknown id
      if (ctx.settings.value.activeProfileId === id) {
        await ctx.switchProfile(LOCAL_SANDBOX_PROFILE_ID);
      }
      const dir = profileDir(ctx.userDataDir, id);
      // Secrets first: a profile folder left behind is harmless, a key left behind is not.
      await ctx.vault.clearApiKey(id);
      await ctx.vault.removeClientCertificate(id, dir);
      ctx.settings.update((s) => {
        const { [id]: _business, ...businessDetails } = s.businessDetails;
        return { ...s, profiles: s.profiles.filter((p) => p.id !== id), businessDetails };
      });
      await rm(dir, { recursive: true, force: true });
      ctx.events.emit('data:changed', { resource: 'profiles' });
      return { done: true };
    },

    'profiles:test-connection': async ({ id }) => {
      const client = await buildServiceClient(ctx, id);
      try {
        return await testConnection(client);
      } finally {
        await client.close();
      }
    },
  };
}
