import type {
  AppError,
  AppInfo,
  Locale,
  Profile,
  SyncFinished,
  SyncProgress,
} from '../../../../preload/contract/index.ts';
import { invoke, on } from '../api.ts';
import { i18n } from '../i18n/index.svelte.ts';

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

/**
 * What the whole window shares: app info and the active profile, connection state, the sync
 * run, and short notices (also read out by screen readers through a live region).
 */
export class AppState {
  #info = $state.raw<AppInfo | null>(null);
  #loadError = $state.raw<AppError | null>(null);
  #online = $state(true);
  #lastSyncedAt = $state<string | null>(null);
  #syncRunId = $state<string | null>(null);
  #syncProgress = $state.raw<SyncProgress | null>(null);
  #syncStarting = $state(false);
  #notices = $state.raw<Notice[]>([]);
  #nextNotice = 1;
  /** Bumped by each language the owner picks; a saved language read before it is stale. */
  #localeChoice = 0;
  #localeSaves = 0;

  get info() {
    return this.#info;
  }
  get loadError() {
    return this.#loadError;
  }
  get online() {
    return this.#online;
  }
  get lastSyncedAt() {
    return this.#lastSyncedAt;
  }
  get syncing() {
    return this.#syncRunId !== null || this.#syncStarting;
  }
  get syncProgress() {
    return this.#syncProgress;
  }
  get notices() {
    return this.#notices;
  }
  get activeProfile(): Profile | null {
    const info = this.#info;
    return info?.profiles.find((p) => p.id === info.activeProfileId) ?? null;
  }
  get isSandbox(): boolean {
    const kind = this.activeProfile?.kind;
    return kind === 'local-sandbox' || kind === 'provider-sandbox';
  }

  async load(): Promise<void> {
    await Promise.all([this.refreshInfo(), this.refreshSyncStatus()]);
  }

  async refreshInfo(): Promise<void> {
    const choice = this.#localeChoice;
    const result = await invoke('app:get-info', {});
    if (result.ok) {
      this.#info = result.value;
      this.#loadError = null;
      // The saved language, unless the owner picked one since this read was sent or while it
      // is being saved: an answer read before that choice would switch the screen back.
      const current = choice === this.#localeChoice && this.#localeSaves === 0;
      if (current && i18n.locale !== result.value.locale) i18n.locale = result.value.locale;
    } else {
      this.#loadError = result.error;
    }
  }

  async refreshSyncStatus(): Promise<void> {
    const eventsBefore = this.#syncEvents;
    const result = await invoke('sync:status', {});
    if (!result.ok) return;
    this.#online = result.value.online;
    // A run's events that came while this answer was on its way are newer than it: an answer
    // read while a run was going, applied after that run's `sync:finished`, would leave the
    // top bar saying "syncing" for good (and the sync button idle).
    if (this.#syncEvents !== eventsBefore) return;
    this.#lastSyncedAt = result.value.lastSyncedAt;
    const runId = result.value.running ? result.value.runId : null;
    this.#syncRunId = runId !== null && this.#finishedRuns.has(runId) ? null : runId;
  }

  async setLocale(locale: Locale): Promise<void> {
    this.#localeChoice++;
    this.#localeSaves++;
    i18n.locale = locale;
    const result = await invoke('settings:set-locale', { locale });
    this.#localeSaves--;
    if (!result.ok) this.notify(i18n.error(result.error), 'error');
  }

  async startSync(): Promise<void> {
    if (this.syncing) return;
    this.#syncStarting = true;
    this.#syncProgress = null;
    const result = await invoke('sync:start', { full: false });
    this.#syncStarting = false;
    if (result.ok) {
      // `sync:finished` may already have arrived for a very short run.
      if (this.#finishedRuns.has(result.value.runId)) return;
      this.#syncRunId = result.value.runId;
    } else {
      this.notify(i18n.t('topbar.sync_failed', { reason: i18n.error(result.error) }), 'error');
    }
  }

  async cancelSync(): Promise<void> {
    const runId = this.#syncRunId;
    if (!runId) return;
    const result = await invoke('sync:cancel', { runId });
    if (!result.ok) this.notify(i18n.error(result.error), 'error');
  }

  // Bookkeeping only (late progress events of finished runs are ignored): nothing renders
  // from it, so it need not be reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #finishedRuns = new Set<string>();

  /** How many sync events have come: a status read before one of them is older than it. */
  #syncEvents = 0;

  #onProgress(progress: SyncProgress): void {
    this.#syncEvents++;
    if (this.#finishedRuns.has(progress.runId)) return;
    this.#syncRunId = progress.runId;
    this.#syncProgress = progress;
  }

  #onFinished(finished: SyncFinished): void {
    this.#syncEvents++;
    this.#finishedRuns.add(finished.runId);
    this.#syncRunId = null;
    this.#syncProgress = null;
    if (finished.lastSyncedAt) this.#lastSyncedAt = finished.lastSyncedAt;
    if (finished.outcome === 'completed') {
      this.#online = true;
      this.notify(
        i18n.t('topbar.sync_done', {
          items: finished.itemsFetched,
          changed: finished.itemsChanged,
        }),
        'success',
      );
      // Records the bank sent that this version cannot read are kept aside, not lost: say so.
      if (finished.itemsUnreadable > 0) {
        this.notify(i18n.t('sync.unreadable', { count: finished.itemsUnreadable }), 'error');
      }
    } else if (finished.outcome === 'cancelled') {
      this.notify(i18n.t('topbar.sync_cancelled'), 'info');
    } else {
      const reason = finished.error ? i18n.error(finished.error) : i18n.t('error.internal');
      this.notify(i18n.t('topbar.sync_failed', { reason }), 'error');
    }
    void this.refreshInfo();
  }

  /** Subscribes to main's events; returns the unsubscribe function. */
  listen(): () => void {
    const stops = [
      on('sync:progress', (p) => this.#onProgress(p)),
      on('sync:finished', (f) => this.#onFinished(f)),
      on('connection:changed', (c) => {
        this.#online = c.online;
      }),
      on('data:changed', (d) => {
        if (d.resource === 'profiles') void this.load();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  notify(text: string, tone: Notice['tone'] = 'info'): void {
    const id = this.#nextNotice++;
    this.#notices = [...this.#notices.slice(-3), { id, text, tone }];
    setTimeout(() => this.dismiss(id), tone === 'error' ? 10_000 : 5_000);
  }

  dismiss(id: number): void {
    this.#notices = this.#notices.filter((n) => n.id !== id);
  }
}

export const app = new AppState();
