import type { Locale } from '../../preload/contract/index.ts';
import { EventBus } from '../ipc/event-bus.ts';
import type { HandlerTable, Logger } from '../ipc/registry.ts';
import { createKeychain, keychainService } from '../vault/keychain.ts';
import { createVault } from '../vault/vault.ts';
import { ConnectionState } from './connection-state.ts';
import type { AppContext, Printer } from './context.ts';
import { EventJournal } from './events/event-journal.ts';
import { createHandlers } from './handlers.ts';
import { LocalSandbox } from './profiles/local-sandbox.ts';
import { ensurePrivateDir } from './profiles/private-dir.ts';
import { refreshOpenPixCodes } from './pix/pix-refresh.ts';
import { PixRefresher } from './pix/pix-refresher.ts';
import { ProfileSession } from './profiles/profile-session.ts';
import { LOCAL_SANDBOX_PROFILE_ID, SettingsStore } from './profiles/settings-store.ts';
import { SyncRunner } from './sync/sync-runner.ts';
import { BOLETO_SYNC_RESOURCE } from '../cache/sync/boleto-sync.ts';
import { readLastSyncedAt } from '../cache/sync/sync-state.ts';
import { runSubscriptions } from './subscriptions/run-subscriptions.ts';
import { SubscriptionScheduler } from './subscriptions/subscription-scheduler.ts';

export interface AppCoreOptions {
  userDataDir: string;
  transport: 'electron' | 'web';
  version: string;
  log: Logger;
  /** The keychain service name; tests use their own so they never touch real secrets. */
  keychainService?: string;
  now?: () => Date;
  /** How often open Pix codes are read again (tests shorten it). */
  pixRefreshIntervalMs?: number;
  /** The desktop shell's printer; the web transport has none (the page prints itself). */
  printer?: Printer;
}

/**
 * With rows already cached, the background work (the local sandbox, the bank's events, the
 * catch-up sync, the subscriptions) waits this long after the page is served: the owner's
 * cached rows are drawn first, not queued behind TLS handshakes, the sync's worker and the
 * sandbox answering it (a small office computer has two cores, and the first screen needs
 * them). What the owner asks of the bank meanwhile starts what it needs at once. A first run,
 * with nothing to show, starts it all at once. Like VS Code's "eventually" phase.
 */
export const STARTUP_SETTLE_MS = 2_000;

export interface AppCore {
  handlers: HandlerTable;
  events: EventBus;
  /** The bank's events (the local sandbox's receiver and the journal). */
  journal: EventJournal;
  /** The local sandbox profile's bank (tests act as its other customers through it). */
  localSandbox: LocalSandbox;
  /** The language the owner chose (the desktop app's menus speak it). */
  locale(): Locale;
  /**
   * Starts what runs in the background — the bank's events (the receiver and its
   * registration), the first sync, the Pix refresher, the subscriptions — once the shell is
   * serving the page, so the first screen is not queued behind their work. Once; later calls
   * return the same promise.
   */
  startWork(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the app behind either transport: settings, vault, the local sandbox, the active
 * profile's session and the handler table. Plain Node: the Electron shell and `npm run web`
 * both call this, and so do the tests.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  ensurePrivateDir(options.userDataDir);
  const now = options.now ?? (() => new Date());
  const events = new EventBus();
  const connection = new ConnectionState(events);
  const settings = new SettingsStore(options.userDataDir);
  const vault = createVault({
    keychain: createKeychain({ service: options.keychainService ?? keychainService }),
  });
  const localSandbox = new LocalSandbox({ userDataDir: options.userDataDir });
  const sync = new SyncRunner(events, connection, options.log, now);
  // Subscriptions' months are issued when the app opens (missed ones included) and every few
  // minutes while it is open.
  const subscriptions = new SubscriptionScheduler((run) => runSubscriptions(ctx, run), options.log);
  let session: ProfileSession | null = null;

  const sessionDeps = {
    userDataDir: options.userDataDir,
    settings,
    vault,
    localSandbox,
    log: options.log,
    connection,
  };

  const journal = new EventJournal({
    events,
    log: options.log,
    now,
    session: () => ctx.session(),
  });

  const ctx: AppContext = {
    ...sessionDeps,
    transport: options.transport,
    version: options.version,
    events,
    connection,
    sync,
    subscriptions,
    now,
    printer: options.printer ?? null,
    session() {
      session ??= new ProfileSession(sessionDeps, settings.value.activeProfileId);
      return session;
    },
    async switchProfile(profileId) {
      await pixRefresher.hold(() =>
        subscriptions.hold(async () => {
          await journal.stop();
          await sync.stop();
          await session?.close();
          session = null;
          settings.update((s) => ({ ...s, activeProfileId: profileId }));
        }),
      );
      await journal.start(ctx.session());
      connection.set(true);
      events.emit('data:changed', { resource: 'profiles' });
      events.emit('data:changed', { resource: 'boletos' });
      events.emit('data:changed', { resource: 'pix' });
      sync.start(ctx.session(), 'recent');
      subscriptions.start();
    },
    async resetSession(profileId) {
      if (session?.profileId !== profileId) return;
      await pixRefresher.hold(() =>
        subscriptions.hold(async () => {
          await sync.stop();
          await session?.close();
          session = null;
        }),
      );
    },
    journal,
  };

  // Pix codes have no list endpoint: the open ones are read again after every completed sync
  // and every few minutes, so a payment shows without the owner asking.
  const pixRefresher = new PixRefresher(
    () => refreshOpenPixCodes(ctx, ctx.session()),
    options.log,
    options.pixRefreshIntervalMs,
  );
  events.subscribe((name, payload) => {
    if (name === 'sync:finished' && (payload as { outcome?: string }).outcome === 'completed') {
      pixRefresher.kick();
    }
  });

  // A profile removed behind the app's back (settings edited by hand) falls back to the
  // local sandbox rather than leaving the app without one.
  const active = settings.value.activeProfileId;
  if (
    active !== LOCAL_SANDBOX_PROFILE_ID &&
    !settings.value.profiles.some((p) => p.id === active)
  ) {
    settings.update((s) => ({ ...s, activeProfileId: LOCAL_SANDBOX_PROFILE_ID }));
  }
  let working: Promise<void> | null = null;
  let settle: NodeJS.Timeout | null = null;
  /** The background work started after the settle, while it starts. */
  let settled: Promise<void> | null = null;
  const startBackground = async (session: ProfileSession) => {
    // Not if the owner switched profile meanwhile: the switch started that one's work.
    if (ctx.session() === session) {
      // The local sandbox starts after the page is served: a first start makes its
      // certificates and demo data then, while the owner already sees the app. Whatever needs
      // it first (the sync just below, a request) waits for that one start.
      if (settings.value.activeProfileId === LOCAL_SANDBOX_PROFILE_ID) {
        await localSandbox
          .start()
          .catch((error: unknown) => options.log.error('The local sandbox did not start', error));
      }
      await journal.start(session);
      sync.start(session, 'recent');
      subscriptions.start();
    }
    pixRefresher.start();
  };
  const startWork = async () => {
    const session = ctx.session();
    // A first run lands on data: it all starts at once.
    if (readLastSyncedAt(session.db, BOLETO_SYNC_RESOURCE) === null) {
      await startBackground(session);
      return;
    }
    // Rows are cached: they are drawn first, and the rest starts after the settle.
    settle = setTimeout(() => {
      settle = null;
      settled = startBackground(session).catch((error: unknown) =>
        options.log.error('The background work did not start', error),
      );
    }, STARTUP_SETTLE_MS);
  };

  return {
    handlers: createHandlers(ctx),
    events,
    journal,
    localSandbox,
    locale: () => settings.value.locale,
    startWork: () => (working ??= startWork()),
    async close() {
      await working?.catch(() => {});
      if (settle) clearTimeout(settle);
      await settled;
      await subscriptions.stop();
      await pixRefresher.stop();
      await journal.stop();
      await sync.stop();
      await session?.close();
      session = null;
      await localSandbox.stop();
    },
  };
}
