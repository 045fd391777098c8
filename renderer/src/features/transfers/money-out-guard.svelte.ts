import type { FieldMessage, MoneyOutLimitsView } from '../../../../preload/contract/index.ts';
import { invoke, on } from '../../lib/api.ts';
import { app } from '../../lib/state/app.svelte.ts';
import { limitMessage, type FirstStepGuard } from './money-out-limit.ts';

/**
 * What a money-out form knows before the owner confirms: the owner's limits (what is left of
 * today's moves as money goes out) and whether the bank can be reached (the app's connection
 * state, which follows every call to the bank). Forms read it at their first step; it is
 * earlier feedback only — main's write pipeline checks both again when the money is sent.
 */
export class MoneyOutGuard implements FirstStepGuard {
  #limits = $state.raw<MoneyOutLimitsView | null>(null);
  /** The later São Paulo day the money leaves on (a scheduled transfer), or null: today. */
  #day = $state<string | null>(null);

  get limits(): MoneyOutLimitsView | null {
    return this.#limits;
  }

  /** The day the limits were read for: a scheduled transfer's, or null for today. */
  get day(): string | null {
    return this.#day;
  }

  /**
   * Reads the limits of the day the money would leave: a scheduled transfer counts against its
   * own day's limit, not today's. Null goes back to today.
   */
  forDay(day: string | null): void {
    if (day === this.#day) return;
    this.#day = day;
    void this.load();
  }

  get online(): boolean {
    return app.online;
  }

  /** The amount field's message when `amountCents` is over a limit, or null. */
  amountMessage(amountCents: number): FieldMessage | null {
    return limitMessage(this.#limits, amountCents, this.#day);
  }

  async load(): Promise<void> {
    const day = this.#day;
    const result = await invoke('limits:get', day === null ? {} : { day });
    // An answer for a day no longer chosen is not this one's.
    if (result.ok && day === this.#day) this.#limits = result.value;
  }

  /**
   * Reads the limits now, and again when money went out (today's use changed) or the profile
   * changed; returns the function that stops listening.
   */
  watch(): () => void {
    void this.load();
    return on('data:changed', ({ resource }) => {
      if (resource === 'payments' || resource === 'received' || resource === 'profiles') {
        void this.load();
      }
    });
  }
}
