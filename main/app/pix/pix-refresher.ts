import { AppFailure } from '../../../preload/contract/index.ts';
import type { Logger } from '../../ipc/registry.ts';

/** How often the open Pix codes are read again while the app runs. */
export const PIX_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the refresh of the open Pix codes in the background: on a timer, and when asked
 * (after each completed sync). One run at a time — a request while one runs is dropped, the
 * run in flight covers it. `hold` keeps runs out while the session changes under them.
 */
export class PixRefresher {
  readonly #run: () => Promise<unknown>;
  readonly #log: Logger;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setInterval> | null = null;
  #running: Promise<void> | null = null;
  #held = 0;
  #stopped = false;

  constructor(run: () => Promise<unknown>, log: Logger, intervalMs = PIX_REFRESH_INTERVAL_MS) {
    this.#run = run;
    this.#log = log;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => this.kick(), this.#intervalMs);
    // The timer alone never keeps the process alive (tests, `npm run web` shutting down).
    this.#timer.unref();
  }

  /** Starts a run unless one is running, the refresher is held, or it was stopped. */
  kick(): void {
    if (this.#running || this.#held > 0 || this.#stopped) return;
    this.#running = this.#run()
      .then(
        () => undefined,
        (error: unknown) => {
          // Offline and the like are the connection badge's to show; anything else is a bug.
          if (!(error instanceof AppFailure)) this.#log.warn('Pix refresh failed', error);
        },
      )
      .finally(() => {
        this.#running = null;
      });
  }

  /** Waits for the run in flight, keeps new ones out while `work` runs, then lets them in. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.#held++;
    try {
      await this.#running;
      return await work();
    } finally {
      this.#held--;
    }
  }

  /** Stops the timer and waits for the run in flight. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
