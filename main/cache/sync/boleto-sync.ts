import { randomUUID } from 'node:crypto';
import { AppFailure, type AppError } from '../../../preload/contract/errors.ts';
import type { SyncProgress } from '../../../preload/contract/schemas/sync.ts';
import { addDays, type IsoDate } from '../../domain/dates.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { boletosRepo } from '../boletos/boletos-repo.ts';
import type { CacheDb } from '../db/database.ts';
import { deleteSyncValue, readSyncValue, writeLastSyncedAt, writeSyncValue } from './sync-state.ts';
import {
  PAGE_LIMIT,
  WINDOW_DAYS,
  olderWindow,
  windowCount,
  windowEndingAt,
  type SyncWindow,
} from './sync-windows.ts';

/** `sync_state.resource` of the boleto sync. */
export const BOLETO_SYNC_RESOURCE = 'boletos';

/** No boleto is older than this; a full sync never walks past it. */
export const FULL_SYNC_FLOOR: IsoDate = '2015-01-01';

/** A full sync stops after this many consecutive windows without a single boleto. */
const EMPTY_WINDOWS_TO_STOP = 2;

export type SyncMode = 'recent' | 'full';

/** An item of a page that is not a readable boleto (the service client sets it apart). */
export interface UnreadableItem {
  correlationId: string | null;
  /** The first field that could not be read. */
  field: string;
  /** The item as the service sent it. */
  record: unknown;
}

/** One page of the service's list, already parsed. */
export interface BoletoPage {
  items: BoletoRecord[];
  /** Items that could not be read: kept flagged (`UNREADABLE_KEY`), never failing the page. */
  unreadable?: readonly UnreadableItem[];
  hasMore: boolean;
}

/**
 * `sync_state` key of the list items the sync could not read, by correlationId (or by
 * position when they have none), each with the field that failed, when it was seen and the
 * item as sent: flagged for the owner, and dropped once a later sync reads that boleto.
 */
export const UNREADABLE_KEY = 'unreadable';

/** At most this many unreadable items are kept; the oldest go first. */
const MAX_UNREADABLE_KEPT = 500;

export interface UnreadableEntry extends UnreadableItem {
  seenAt: string;
}

/** Reads one page of the list (service-spec 4.4). `page` starts at 1. */
export type FetchBoletoPage = (
  window: SyncWindow,
  page: number,
  limit: number,
) => Promise<BoletoPage>;

export interface SyncBoletosOptions {
  db: CacheDb;
  fetchPage: FetchBoletoPage;
  /** Today in São Paulo (`YYYY-MM-DD`), the newest creation date to read. */
  today: IsoDate;
  mode: SyncMode;
  /** Aborting stops between pages; what was fetched is written and the run can resume. */
  signal: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  /** Rows written per transaction. */
  batchSize?: number;
  runId?: string;
  /** The instant stored as `synced_at` and `lastSyncedAt`. */
  now?: () => string;
}

export interface SyncBoletosResult {
  outcome: 'completed' | 'cancelled' | 'failed';
  /** Set when the outcome is `failed`. */
  error: AppError | null;
  itemsFetched: number;
  /** Inserted plus updated; unchanged rows are not counted. */
  itemsChanged: number;
  /** Items of the list this run could not read (kept flagged under `UNREADABLE_KEY`). */
  itemsUnreadable: number;
  /** Set when the run completed. */
  lastSyncedAt: string | null;
}

/**
 * A run's plan and position, saved in `sync_state` in the same transaction as each written
 * batch, so an interrupted run (cancel, crash, network) resumes exactly after the last rows
 * it wrote. Windows are walked newest first, from `to` back to `floor`.
 */
interface SyncCursor {
  to: IsoDate;
  floor: IsoDate;
  /** Full mode: stop after EMPTY_WINDOWS_TO_STOP empty windows in a row. */
  stopWhenEmpty: boolean;
  window: SyncWindow;
  windowIndex: number;
  /** Next page to fetch in `window`. */
  page: number;
  /** Items seen so far in `window` (to tell an empty window). */
  windowItems: number;
  emptyStreak: number;
}

/** Where the walk goes after a page: the same window, the next older one, or the end. */
type Position = SyncCursor | null;

const cursorKey = (mode: SyncMode) => `cursor.${mode}`;

/**
 * Syncs the cached boletos from the service's list, independent of HTTP.
 *
 * - `recent` reads from the creation date of the oldest Pending boleto cached (whose status
 *   can still change), or one year back when there is none, up to today.
 * - `full` walks back year by year from today until two consecutive empty windows or
 *   FULL_SYNC_FLOOR.
 *
 * A run of the same mode resumes a saved cursor without refetching finished windows. When it
 * resumes on a later day, the days since the saved plan are synced after it.
 */
export async function syncBoletos(options: SyncBoletosOptions): Promise<SyncBoletosResult> {
  const { db, fetchPage, today, mode, signal } = options;
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const runId = options.runId ?? randomUUID();
  const now = options.now ?? (() => new Date().toISOString());
  const repo = boletosRepo(db);
  const key = cursorKey(mode);

  let itemsFetched = 0;
  let itemsChanged = 0;
  let itemsUnreadable = 0;
  let pagesFetched = 0;
  let buffer: BoletoRecord[] = [];
  let unreadableBuffer: UnreadableItem[] = [];

  // Data, flags and cursor in one transaction: the cursor never points past unwritten rows.
  const writeBatch = db.transaction(
    (records: BoletoRecord[], unreadable: UnreadableItem[], position: Position) => {
      const counts = repo.upsertBoletos(records, now());
      keepUnreadable(db, records, unreadable, now());
      if (position) writeSyncValue(db, BOLETO_SYNC_RESOURCE, key, position);
      else deleteSyncValue(db, BOLETO_SYNC_RESOURCE, key);
      return counts.inserted + counts.updated;
    },
  );
  const flush = (position: Position) => {
    itemsChanged += writeBatch.immediate(buffer, unreadableBuffer, position);
    buffer = [];
    unreadableBuffer = [];
  };
  const result = (outcome: SyncBoletosResult['outcome'], error: AppError | null = null) => {
    let lastSyncedAt: string | null = null;
    if (outcome === 'completed') {
      lastSyncedAt = now();
      writeLastSyncedAt(db, BOLETO_SYNC_RESOURCE, lastSyncedAt);
      // Fresh statistics after a large write keep the list's index choice good.
      db.pragma('optimize');
    }
    return { outcome, error, itemsFetched, itemsChanged, itemsUnreadable, lastSyncedAt };
  };

  const saved = readSyncValue<SyncCursor>(db, BOLETO_SYNC_RESOURCE, key);
  let position: Position = saved ?? newPlan(mode, today, repo.oldestPendingCreatedAt());

  while (position !== null) {
    if (signal.aborted) {
      flush(position);
      return result('cancelled');
    }
    const at: SyncCursor = position;
    let page: BoletoPage;
    try {
      page = await fetchPage(at.window, at.page, PAGE_LIMIT);
    } catch (error) {
      flush(at);
      if (signal.aborted) return result('cancelled');
      return result('failed', toAppError(error));
    }
    pagesFetched++;
    const unreadable = page.unreadable ?? [];
    itemsFetched += page.items.length + unreadable.length;
    itemsUnreadable += unreadable.length;
    buffer.push(...page.items);
    unreadableBuffer.push(...unreadable);
    position = advance(at, page, today);
    if (buffer.length + unreadableBuffer.length >= batchSize || position === null) flush(position);
    options.onProgress?.({
      runId,
      windowIndex: at.windowIndex,
      windowCount: at.windowIndex + windowCount(at.floor, at.window.endDate),
      pagesFetched,
      itemsFetched,
      itemsChanged,
    });
  }
  return result('completed');
}

/** The first position of a run with no saved cursor. */
function newPlan(
  mode: SyncMode,
  today: IsoDate,
  oldestPendingCreatedAt: string | null,
): SyncCursor {
  const yearBack = addDays(today, -(WINDOW_DAYS - 1));
  if (mode === 'full') return planFrom(today, FULL_SYNC_FLOOR, true);
  // A day of slack: created_at is an instant and the service's calendar day may be another
  // time zone's.
  const pendingFrom = oldestPendingCreatedAt
    ? addDays(oldestPendingCreatedAt.slice(0, 10), -1)
    : yearBack;
  return planFrom(today, pendingFrom < yearBack ? pendingFrom : yearBack, false);
}

function planFrom(to: IsoDate, floor: IsoDate, stopWhenEmpty: boolean): SyncCursor {
  return {
    to,
    floor,
    stopWhenEmpty,
    window: windowEndingAt(to, floor),
    windowIndex: 0,
    page: 1,
    windowItems: 0,
    emptyStreak: 0,
  };
}

/** The position after `page` was read at `at`. */
function advance(at: SyncCursor, page: BoletoPage, today: IsoDate): Position {
  const pageItems = page.items.length + (page.unreadable?.length ?? 0);
  const windowItems = at.windowItems + pageItems;
  // An empty page that claims more would loop forever; it ends the window instead.
  if (page.hasMore && pageItems > 0) return { ...at, page: at.page + 1, windowItems };

  const emptyStreak = windowItems === 0 ? at.emptyStreak + 1 : 0;
  const older = olderWindow(at.window, at.floor);
  const stop = older === null || (at.stopWhenEmpty && emptyStreak >= EMPTY_WINDOWS_TO_STOP);
  if (!stop) {
    return {
      ...at,
      window: older,
      windowIndex: at.windowIndex + 1,
      page: 1,
      windowItems: 0,
      emptyStreak,
    };
  }
  // The plan is done. If it was resumed on a later day, the days since its `to` remain
  // (with a day of overlap for the time-zone slack); that tail is a plan of its own.
  if (at.to < today) return planFrom(today, addDays(at.to, -1), false);
  return null;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppFailure) return error.error;
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** The unreadable items kept so far (see `UNREADABLE_KEY`), newest last. */
export function readUnreadableBoletos(db: CacheDb): UnreadableEntry[] {
  return readSyncValue<UnreadableEntry[]>(db, BOLETO_SYNC_RESOURCE, UNREADABLE_KEY) ?? [];
}

/**
 * Keeps this batch's unreadable items flagged, and drops the flag of every boleto the batch
 * read after all (the bank fixed it, or this build reads it now). An item with a
 * correlationId replaces its earlier entry; one without is kept as another entry.
 */
function keepUnreadable(
  db: CacheDb,
  readable: readonly BoletoRecord[],
  unreadable: readonly UnreadableItem[],
  seenAt: string,
): void {
  const kept = readUnreadableBoletos(db);
  if (kept.length === 0 && unreadable.length === 0) return;
  const fixed = new Set(readable.map((record) => record.correlationId));
  const again = new Set(unreadable.flatMap((item) => item.correlationId ?? []));
  const next = [
    ...kept.filter(
      (entry) =>
        entry.correlationId === null ||
        (!fixed.has(entry.correlationId) && !again.has(entry.correlationId)),
    ),
    ...unreadable.map((item) => ({ ...item, seenAt })),
  ].slice(-MAX_UNREADABLE_KEPT);
  if (next.length === 0) deleteSyncValue(db, BOLETO_SYNC_RESOURCE, UNREADABLE_KEY);
  else writeSyncValue(db, BOLETO_SYNC_RESOURCE, UNREADABLE_KEY, next);
}
