import type { AppError, LocalSandboxStatus, Profile } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { app } from '../../lib/state/app.svelte.ts';
import { i18n, t } from '../../lib/i18n/index.svelte.ts';
import { profileName } from '../../lib/profile-name.ts';

/** How the last connection test of a profile went, in words. */
export interface ConnectionTest {
  ok: boolean;
  text: string;
}

/**
 * What the settings page does to a profile: make it the active one, delete it, test its
 * connection. One profile is worked on at a time; each keeps its last test and its error
 * while the page is open.
 */
export class ProfileActions {
  /** The profile being worked on: its buttons wait until the answer comes. */
  busy = $state<string | null>(null);
  tests = $state.raw<Record<string, ConnectionTest>>({});
  errors = $state.raw<Record<string, AppError>>({});

  #setError(id: string, error: AppError | null) {
    const { [id]: _old, ...rest } = this.errors;
    this.errors = error ? { ...rest, [id]: error } : rest;
  }

  async activate(profile: Profile) {
    this.busy = profile.id;
    const result = await invoke('profiles:activate', { id: profile.id });
    this.busy = null;
    if (result.ok) {
      this.#setError(profile.id, null);
      app.notify(t('settings.activated', { name: profileName(profile, t) }), 'success');
      await app.load();
    } else {
      this.#setError(profile.id, result.error);
    }
  }

  async remove(profile: Profile) {
    if (!confirm(t('settings.delete_confirm', { name: profile.name }))) return;
    this.busy = profile.id;
    const result = await invoke('profiles:delete', { id: profile.id });
    this.busy = null;
    if (result.ok) {
      app.notify(t('settings.deleted'), 'success');
      await app.refreshInfo();
    } else {
      this.#setError(profile.id, result.error);
    }
  }

  async testConnection(profile: Profile) {
    this.busy = profile.id;
    const { [profile.id]: _old, ...rest } = this.tests;
    this.tests = rest;
    const result = await invoke('profiles:test-connection', { id: profile.id });
    this.busy = null;
    const ms = result.ok ? Math.round(result.value.latencyMs) : 0;
    this.tests = {
      ...this.tests,
      [profile.id]: result.ok
        ? {
            ok: true,
            text: result.value.clientCertificate
              ? t('settings.test_ok_cert', { ms })
              : t('settings.test_ok', { ms }),
          }
        : { ok: false, text: t('settings.test_failed', { reason: i18n.error(result.error) }) },
    };
  }
}

/**
 * The local sandbox's server, which the local profile's card can pause and resume. Read when
 * the settings page opens; unknown (null) until then.
 */
export class SandboxSwitch {
  status = $state.raw<LocalSandboxStatus | null>(null);
  busy = $state(false);

  async load() {
    const result = await invoke('sandbox:status', {});
    if (result.ok) this.status = result.value;
  }

  async toggle() {
    if (!this.status) return;
    this.busy = true;
    const result = await invoke('sandbox:set-running', { running: !this.status.running });
    this.busy = false;
    if (result.ok) {
      this.status = result.value;
      await app.refreshSyncStatus();
    } else {
      app.notify(i18n.error(result.error), 'error');
    }
  }
}
