import type { BoletoToPayView } from '../../../preload/contract/index.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';

/** How long a boleto read may be paid after it was shown: the owner reads, then confirms. */
export const BOLETO_READ_TTL_MS = 15 * 60_000;

interface Read {
  view: BoletoToPayView;
  at: number;
  /** The São Paulo day it was read on: fine and interest move at midnight. */
  day: string;
}

/**
 * The boletos read in this run, by profile and bar code. A payment names only the bar code:
 * who is paid and what the boleto asks are what the bank said when the owner was shown it,
 * never what the page sends back.
 */
export class BoletoReads {
  readonly #reads = new Map<string, Read>();

  remember(profileId: string, view: BoletoToPayView, now: Date): void {
    this.#forgetOld(now);
    this.#reads.set(`${profileId}:${view.barCode}`, {
      view,
      at: now.getTime(),
      day: todayInSaoPaulo(now),
    });
  }

  /** The read, while it may still be paid; undefined when unknown, too old or of another day. */
  find(profileId: string, barCode: string, now: Date): BoletoToPayView | undefined {
    this.#forgetOld(now);
    return this.#reads.get(`${profileId}:${barCode}`)?.view;
  }

  /** A boleto read is paid once; paying it again starts from a new read. */
  forget(profileId: string, barCode: string): void {
    this.#reads.delete(`${profileId}:${barCode}`);
  }

  #forgetOld(now: Date): void {
    const today = todayInSaoPaulo(now);
    for (const [key, read] of this.#reads) {
      if (now.getTime() - read.at > BOLETO_READ_TTL_MS || read.day !== today) {
        this.#reads.delete(key);
      }
    }
  }
}
