import type { AppError, OutboxEntry } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/index.svelte.ts';
import {
  checkState,
  entriesToCheck,
  resolvedKeyOf,
  STALE_SENDING_MS,
  type OutboxCheckState,
} from './outbox.ts';
import { app } from '../../lib/state/app.svelte.ts';

/**
 * Boletos and Pix codes whose creation may or may not have reached the bank (main's outbox),
 * for the banner on the lists and the "to check" page. Reloaded when main says the outbox
 * changed.
 */
export class OutboxState {
  #entries = $state.raw<OutboxEntry[]>([]);
  #loaded = $state(false);
  #error = $state.raw<AppError | null>(null);
  #now = $state(Date.now());
  #resolving = $state.raw<readonly string[]>([]);
  #discarding = $state.raw<readonly string[]>([]);
  #failures = $state.raw<Record<string, { error: AppError; action: 'resolve' | 'discard' }>>({});
  #resolved = $state.raw<OutboxEntry[]>([]);
  #generation = 0;
  #staleTimer: ReturnType<typeof setTimeout> | undefined;

  /** The entries the owner has to check, oldest first. */
  get toCheck(): OutboxEntry[] {
    return entriesToCheck(this.#entries, this.#now);
  }
  get loaded() {
    return this.#loaded;
  }
  get error() {
    return this.#error;
  }
  /** Entries checked in this window and found at the bank, newest first. */
  get resolved() {
    return this.#resolved;
  }

  stateOf(entry: OutboxEntry): OutboxCheckState | null {
    return checkState(entry, this.#now);
  }
  isResolving(id: string): boolean {
    return this.#resolving.includes(id);
  }
  isDiscarding(id: string): boolean {
    return this.#discarding.includes(id);
  }
  /** The error of the last "check now" on this entry, if it failed in this window. */
  failureOf(id: string): AppError | null {
    return this.#failures[id]?.error ?? null;
  }
  /** Which action the last failure of this entry was. */
  failedAction(id: string): 'resolve' | 'discard' | null {
    return this.#failures[id]?.action ?? null;
  }

  async load(): Promise<void> {
    const generation = ++this.#generation;
    const result = await invoke('outbox:list', {});
    if (generation !== this.#generation) return;
    this.#now = Date.now();
    this.#loaded = true;
    if (result.ok) {
      this.#entries = result.value;
      this.#error = null;
      this.#scheduleStaleCheck();
    } else {
      this.#error = result.error;
    }
  }

  /** After switching profiles: the other profile's checks mean nothing here. */
  forgetResolved(): void {
    this.#resolved = [];
    this.#failures = {};
  }

  /**
   * Asks main to settle the entry: it reads the boleto back by its identity and, only when
   * the bank never saw it, sends the same recorded request again. True when settled.
   */
  async resolve(id: string): Promise<boolean> {
    if (this.#resolving.includes(id)) return false;
    this.#resolving = [...this.#resolving, id];
    const { [id]: _previous, ...otherFailures } = this.#failures;
    this.#failures = otherFailures;
    const result = await invoke('outbox:resolve', { id });
    this.#resolving = this.#resolving.filter((r) => r !== id);
    if (result.ok) {
      const entry = this.#entries.find((e) => e.id === id) ?? result.value;
      this.#entries = this.#entries.filter((e) => e.id !== id);
      this.#resolved = [{ ...entry, ...result.value }, ...this.#resolved];
      app.notify(i18n.t(resolvedKeyOf(entry)), 'success');
    } else {
      this.#failures = { ...this.#failures, [id]: { error: result.error, action: 'resolve' } };
    }
    // Main announces the change too; reading now keeps the page right if that event is late.
    await this.load();
    return result.ok;
  }

  /**
   * Forgets an entry the owner has seen: one the bank refused (nothing was created), or an
   * immediate Pix code that cannot be checked. True when main forgot it.
   */
  async discard(id: string): Promise<boolean> {
    if (this.#discarding.includes(id)) return false;
    this.#discarding = [...this.#discarding, id];
    const { [id]: _previous, ...otherFailures } = this.#failures;
    this.#failures = otherFailures;
    const result = await invoke('outbox:discard', { id });
    this.#discarding = this.#discarding.filter((r) => r !== id);
    if (result.ok) {
      this.#entries = this.#entries.filter((e) => e.id !== id);
      app.notify(i18n.t('outbox.discarded'), 'success');
    } else {
      this.#failures = { ...this.#failures, [id]: { error: result.error, action: 'discard' } };
    }
    await this.load();
    return result.ok;
  }

  /** A `sending` entry turns into "interrupted" after a while with no event: look again then. */
  #scheduleStaleCheck(): void {
    clearTimeout(this.#staleTimer);
    const sending = this.#entries
      .filter((e) => e.state === 'sending')
      .map((e) => Date.parse(e.updatedAt) + STALE_SENDING_MS - this.#now)
      .filter((ms) => ms > 0);
    if (sending.length === 0) return;
    this.#staleTimer = setTimeout(() => void this.load(), Math.min(...sending) + 1000);
  }
}

export const outbox = new OutboxState();
