import { AppFailure, type SubscriptionRun } from '../../../preload/contract/index.ts';
import type { Logger } from '../../ipc/registry.ts';

export interface RunOptions {
  /** The run when the app (or a profile) opened: months found missed are reported as such. */
  onStart: boolean;
  /** A subscription whose refused months are tried again (the owner asked). */
  retry?: string;
}

/** How often, while the app is open, the scheduler looks for months whose issue date came. */
export const SUBSCRIPTION_CHECK_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the subscriptions' scheduler in the background: once when the app (or a profile)
 * opens — months missed while it was closed are issued then and reported — and then on a
 * timer, cleared when the app closes. Runs never overlap: each is queued after the one before,
 * and `hold` queues the session's change the same way, so no run ever works on a session being
 * closed under it.
 */
export class SubscriptionScheduler {
  readonly #run: (options: RunOptions) => Promise<SubscriptionRun>;
  readonly #log: Logger;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** The last queued step; every run and hold goes after it. */
  #queue: Promise<unknown> = Promise.resolve();
  #pending = 0;
  #stopped = false;
  #startRun: SubscriptionRun | null = null;

  constructor(
    run: (options: RunOptions) => Promise<SubscriptionRun>,
    log: Logger,
    intervalMs = SUBSCRIPTION_CHECK_INTERVAL_MS,
  ) {
    this.#run = run;
    this.#log = log;
    this.#intervalMs = intervalMs;
  }

  /** What the run when the app (or the profile) opened did; null until it has finished. */
  get startRun(): SubscriptionRun | null {
    return this.#startRun;
  }

  /**
   * The run of an opening (the app's, or a profile's after a switch), then one every interval.
   * Its report is kept for the subscriptions page, which may open after the run's event.
   */
  start(): void {
    if (this.#stopped) return;
    this.#startRun = null;
    void this.runNow({ onStart: true }).then(
      (report) => {
        this.#startRun = report;
      },
      () => {},
    );
    if (this.#timer) return;
    this.#timer = setInterval(() => this.kick(), this.#intervalMs);
    // The timer alone never keeps the process alive (tests, `npm run web` shutting down).
    this.#timer.unref();
  }

  /** A run in the background, unless one is already waiting or running. */
  kick(): void {
    if (this.#pending > 0 || this.#stopped) return;
    void this.runNow({ onStart: false }).catch(() => {});
  }

  /** A run now, after the one in flight; resolves with what it did. */
  runNow(options: RunOptions): Promise<SubscriptionRun> {
    if (this.#stopped) {
      return Promise.reject(new AppFailure('cancelled', 'The app is closing.'));
    }
    this.#pending++;
    const run = this.#queue
      .then(() => this.#run(options))
      .catch((error: unknown) => {
        // Offline and the like are for the month's record; anything else is a bug.
        if (!(error instanceof AppFailure)) this.#log.warn('Subscriptions run failed', error);
        throw error;
      })
      .finally(() => this.#pending--);
    this.#queue = run.catch(() => {});
    return run;
  }

  /** Runs `work` (a session change) with no scheduler run before it finishes or during it. */
  hold<T>(work: () => Promise<T>): Promise<T> {
    const held = this.#queue.then(work);
    this.#queue = held.catch(() => {});
    return held;
  }

  /** Clears the timer and waits for the run in flight. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#queue;
  }
}
