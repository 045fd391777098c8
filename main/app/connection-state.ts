import { AppFailure, type AppError } from '../../preload/contract/index.ts';
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

  /**
   * What a call to the service ended with, when it ran out of sight (the sync worker): `null`
   * for an answer, or the failure it reported. Only unreachable codes mean offline; a refusal
   * (unauthorized, rejected, …) still proves the service answered.
   */
  observe(failure: AppError | null): void {
    this.set(failure === null || !UNREACHABLE.has(failure.code));
  }

  async track<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.observe(null);
      return value;
    } catch (error) {
      if (error instanceof AppFailure) this.observe(error.error);
      throw error;
    }
  }
}
