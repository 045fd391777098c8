import { todayInSaoPauloIso } from '../../../../preload/contract/index.ts';

/**
 * Today's São Paulo date, kept current: a window left open overnight must start calling
 * yesterday's boletos overdue without a reload.
 */
class Today {
  #value = $state(todayInSaoPauloIso());

  get value(): string {
    return this.#value;
  }

  refresh(): void {
    const now = todayInSaoPauloIso();
    if (now !== this.#value) this.#value = now;
  }

  /** Checks once a minute; returns the function that stops it. */
  start(): () => void {
    const timer = setInterval(() => this.refresh(), 60_000);
    return () => clearInterval(timer);
  }
}

export const today = new Today();
