import { AppFailure } from '../../preload/contract/index.ts';
import type { EventBus } from '../ipc/event-bus.ts';

/** Codes that mean "the service could not be reached", as opposed to "it said no". */
const UNREACHABLE = new Set(['offline', 'timeout']);

/**
 * Whether the last call to the service reached it. Every service call goes through
 * `track`, so the offline badge follows what actually happened, not a guess.
 */
export class ConnectionState {
  readonly #events: EventBus;
  #online = true;

  constructor(events: EventBus) {
    this.#events = events;
  }

  get online(): boolean {
    return this.#online;
  }

  set(online: boolean): void {
    if (online === this.#online) return;
    this.#online = online;
    this.#events.emit('connection:changed', { online });
  }

  async track<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.set(true);
      return value;
    } catch (error) {
      if (error instanceof AppFailure) this.set(!UNREACHABLE.has(error.error.code));
      throw error;
    }
  }
}
