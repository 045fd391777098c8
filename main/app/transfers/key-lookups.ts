import { maskDocument, type KeyLookupView } from '../../../preload/contract/index.ts';
import { DICT_LOOKUP_VALID_MS } from '../../domain/wire/dict.ts';
import type { KeyLookup } from '../../service/dict.ts';

/** A key's lookup as the owner was shown it, and on which profile it was asked. */
export interface ShownLookup {
  profileId: string;
  /** The key as the owner typed it (normalized): what the transfer must name again. */
  key: string;
  lookup: KeyLookup;
  view: Extract<KeyLookupView, { kind: 'payee' }>;
  at: number;
}

/** What the bank said of a key, as the confirmation shows it (the document masked). */
export function keyLookupView(
  key: string,
  lookup: KeyLookup,
  now: Date,
): Extract<KeyLookupView, { kind: 'payee' }> {
  return {
    kind: 'payee',
    key,
    endToEndId: lookup.endToEndId,
    payee: {
      name: lookup.holder.name,
      document: lookup.holder.document === null ? '' : maskDocument(lookup.holder.document),
      bank: lookup.holder.bank ?? '',
    },
    ownAccount: lookup.ownAccount,
    payableUntil: new Date(now.getTime() + DICT_LOOKUP_VALID_MS).toISOString(),
  };
}

/**
 * The keys looked up in this run, by the lookup's single-use endToEndId. A transfer names
 * only that id and the key: who receives is what the bank said when the owner was shown it,
 * never what the page sends back.
 */
export class KeyLookups {
  readonly #byEndToEndId = new Map<string, ShownLookup>();

  remember(profileId: string, key: string, lookup: KeyLookup, now: Date): ShownLookup {
    this.#forgetOld(now);
    const shown = {
      profileId,
      key,
      lookup,
      view: keyLookupView(key, lookup, now),
      at: now.getTime(),
    };
    this.#byEndToEndId.set(lookup.endToEndId, shown);
    return shown;
  }

  /** The lookup of this key on this profile, while it may still be paid. */
  find(endToEndId: string, profileId: string, key: string, now: Date): ShownLookup | undefined {
    this.#forgetOld(now);
    const shown = this.#byEndToEndId.get(endToEndId);
    return shown?.profileId === profileId && shown.key === key ? shown : undefined;
  }

  /** A lookup is paid once: its endToEndId is single use at the bank too. */
  forget(endToEndId: string): void {
    this.#byEndToEndId.delete(endToEndId);
  }

  #forgetOld(now: Date): void {
    for (const [id, shown] of this.#byEndToEndId)
      if (now.getTime() - shown.at > DICT_LOOKUP_VALID_MS) this.#byEndToEndId.delete(id);
  }
}
