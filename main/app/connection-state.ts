import type { AppError } from '../../preload/contract/index.ts';
import type { EventBus } from '../ipc/event-bus.ts';

/** Codes that mean "the service could not be reached", as opposed to "it said no". */
const UNREACHABLE = new Set(['offline', 'timeout']);

/**
 * Whether the last call to the service reached it. The profile's service client reports
 * every request here (`observe`), and the sync worker's runs are reported by the sync
 * runner, so the offline badge follows what actually happened, not a guess.
 */
export class ConnectionState {
  readonly #events: EventBus;
  #online = true;
  /** The owner paused the local bank: nothing answers until it runs again. */
  #paused = false;

  constructor(events: EventBus) {
    this.#events = events;
  }

  get online(): boolean {
    return this.#online;
  }

  set(online: boolean): void {
    if (online) this.#paused = false;
    if (online === this.#online) return;
    this.#online = online;
    this.#events.emit('connection:changed', { online });
  }

  /**
   * What a call to the service ended with: `null` for an answer, or the failure it reported.
   * Only unreachable codes mean offline; a refusal (unauthorized, rejected, …) still proves
   * the service answered.
   */
  observe(failure: AppError | null): void {
    const reached = failure === null || !UNREACHABLE.has(failure.code);
    // An answer to a call made before the pause (a sync's last page) says nothing about now.
    if (reached && this.#paused) return;
    this.set(reached);
  }

  /** The owner paused the local bank: offline at once, until `set(true)` when it runs again. */
  pausedByOwner(): void {
    this.set(false);
    this.#paused = true;
  }
}
