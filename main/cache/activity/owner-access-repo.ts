import type { OwnerAccessEntry } from '../../../preload/contract/features/roles.ts';
import type { CacheDb } from '../db/database.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/** One use of the owner's passcode as the roles write it. */
export type NewOwnerAccess = Omit<OwnerAccessEntry, 'id' | 'triesLeft' | 'lockedUntil'> & {
  triesLeft?: number | null;
  lockedUntil?: string | null;
};

/** The log of the owner's passcode (asked, given, refused, locked). Get one with `ownerAccessRepo(db)`. */
export interface OwnerAccessRepo {
  record(entry: NewOwnerAccess): void;
  /** Newest first. */
  list(limit?: number): OwnerAccessEntry[];
}

export function ownerAccessRepo(db: CacheDb): OwnerAccessRepo {
  const insert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO owner_access_log (at, event, channel, tries_left, locked_until)
    VALUES (@at, @event, @channel, @triesLeft, @lockedUntil)
  `);
  const list = db.prepare<[number], OwnerAccessEntry>(`
    SELECT id, at, event, channel, tries_left AS triesLeft, locked_until AS lockedUntil
    FROM owner_access_log ORDER BY at DESC, id DESC ${boundLimit()}
  `);
  return {
    record({ triesLeft = null, lockedUntil = null, ...entry }) {
      insert.run({ ...entry, triesLeft, lockedUntil });
    },
    list(limit = 200) {
      return list.all(limit);
    },
  };
}
