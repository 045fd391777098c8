import type { ProfileSession } from '../profiles/profile-session.ts';

/** Where a money-out write keeps its record, and reads it back by the bank's id. */
export interface RecordStore<Accepted, Kept> {
  keep(session: ProfileSession, record: Kept, accepted: Accepted): void;
  get(session: ProfileSession, id: string): Kept | undefined;
}

/**
 * `cache` and `view` of a money-out write (a payment, a transfer, a refund), whose record is
 * built from the bank's answer and the request it answers: kept as built, and returned as the
 * cache then has it — or as built, dated when the bank made it, when the cache cannot give it
 * back (the money moved either way, so the owner still sees what was sent).
 */
export function keptRecord<
  Accepted,
  Kept extends { id: string; createdAt: string; syncedAt: string },
>(recordOf: (accepted: Accepted) => Omit<Kept, 'syncedAt'>, store: RecordStore<Accepted, Kept>) {
  return {
    cache(session: ProfileSession, accepted: Accepted, syncedAt: string): void {
      store.keep(session, { ...recordOf(accepted), syncedAt } as Kept, accepted);
    },
    view(session: ProfileSession, _identity: string, accepted: Accepted): Kept {
      const record = recordOf(accepted);
      return store.get(session, record.id) ?? ({ ...record, syncedAt: record.createdAt } as Kept);
    },
  };
}
