import type { EventBus } from '../ipc/event-bus.ts';
import type { Logger } from '../ipc/registry.ts';
import type { Vault } from '../vault/vault.ts';
import type { ConnectionState } from './connection-state.ts';
import type { EventJournal } from './events/event-journal.ts';
import type { LocalSandbox } from './profiles/local-sandbox.ts';
import type { ProfileSession } from './profiles/profile-session.ts';
import type { SettingsStore } from './profiles/settings-store.ts';
import type { SyncRunner } from './sync/sync-runner.ts';
import type { SubscriptionScheduler } from './subscriptions/subscription-scheduler.ts';

/** Prints a `#/print/…` page; only the desktop shell has one. */
export interface Printer {
  /** Returns the PDF's path (target `pdf`), or null (sent to the printer, or cancelled). */
  render(route: string, target: 'printer' | 'pdf', suggestedName: string): Promise<string | null>;
}

/** What every handler group is built from: the app's long-lived parts. */
export interface AppContext {
  userDataDir: string;
  transport: 'electron' | 'web';
  version: string;
  settings: SettingsStore;
  vault: Vault;
  localSandbox: LocalSandbox;
  events: EventBus;
  connection: ConnectionState;
  sync: SyncRunner;
  /** The subscriptions' scheduler: issues each month's charge when its issue date comes. */
  subscriptions: SubscriptionScheduler;
  log: Logger;
  now: () => Date;
  printer: Printer | null;
  /** The active profile's session (opened on first use). */
  session(): ProfileSession;
  /** Closes the active session and opens the given profile's; starts a background sync. */
  switchProfile(profileId: string): Promise<void>;
  /** Drops the active session's service client (credentials or address changed). */
  resetSession(profileId: string): Promise<void>;
  /** The bank's events: the local sandbox's receiver and the journal. */
  journal: EventJournal;
}
