import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { listProfiles } from './profiles.ts';
import { profileDeps } from './handlers.ts';

type AppHandlers = Pick<
  HandlerTable,
  'app:get-info' | 'settings:set-locale' | 'sandbox:status' | 'sandbox:set-running'
>;

export function appHandlers(ctx: AppContext): AppHandlers {
  return {
    'app:get-info': async () => ({
      version: ctx.version,
      transport: ctx.transport,
      locale: ctx.settings.value.locale,
      activeProfileId: ctx.settings.value.activeProfileId,
      profiles: await listProfiles(profileDeps(ctx)),
    }),
    'settings:set-locale': ({ locale }) => {
      ctx.settings.setLocale(locale);
      ctx.events.emit('settings:locale-changed', { locale });
      return { done: true };
    },
    'sandbox:status': async () => ({
      running: ctx.localSandbox.isRunning,
      baseUrl: ctx.localSandbox.isRunning ? (await ctx.localSandbox.connection()).baseUrl : null,
    }),
    'sandbox:set-running': async ({ running }) => {
      if (running) await ctx.localSandbox.start();
      else await ctx.localSandbox.stop();
      // The app knows the bank it just paused is unreachable: the badge says so at once,
      // not only after the next call fails.
      if (ctx.session().kind === 'local-sandbox') {
        if (running) ctx.connection.set(true);
        else ctx.connection.pausedByOwner();
      }
      return {
        running: ctx.localSandbox.isRunning,
        baseUrl: running ? (await ctx.localSandbox.connection()).baseUrl : null,
      };
    },
  };
}
