import { AppFailure } from '../../../preload/contract/index.ts';
import type { OpenPixCode } from '../../cache/pix/pix-codes-repo.ts';
import { getDueDateQrCode, getPixCharge } from '../../service/pix.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * Pix QR codes have no list endpoint: the cache learns what became of them by reading each
 * again by id. A due-date code is read whole (spec 4.7, with its payment); an immediate code,
 * which has no read of its own, through its `/v1/pix` charge view by transactionId (spec 4.5),
 * which moves its status (pending / paid / expired) and paid instant.
 */

type RefreshContext = Pick<AppContext, 'now'>;

/** Reads one code again into the cache. True when the cache changed. */
export async function refreshPixCode(
  ctx: RefreshContext,
  session: ProfileSession,
  code: OpenPixCode,
): Promise<boolean> {
  const client = await session.service();
  if (code.kind === 'due-date') {
    const record = await getDueDateQrCode(client, code.correlationId);
    const counts = session.pix.upsertPixCodes([record], 'due-date', ctx.now().toISOString());
    return counts.inserted + counts.updated > 0;
  }
  const charge = await getPixCharge(client, code.transactionId);
  return session.pix.applyPixCharges([charge], ctx.now().toISOString()).updated > 0;
}

/** Failures that say nothing about one code but about the way to the service: stop there. */
const STOPS_THE_RUN = new Set([
  'offline',
  'timeout',
  'unauthorized',
  'tls',
  'certificate',
  'keychain',
]);

/** Reads at a time: a few, so a long list is quick without flooding the service. */
const CONCURRENCY = 4;

export interface RefreshOpenResult {
  /** Codes read back. */
  refreshed: number;
  /** Of those, codes whose cached copy changed. */
  changed: number;
}

/**
 * Reads every open code again (oldest first, a few at a time). A code the service no longer
 * knows or answers oddly for is logged and skipped; a failure on the way to the service
 * (offline, credentials, TLS) stops the run and is thrown, since every other read would fail
 * the same way. Emits one `data:changed` for Pix when anything changed.
 */
export async function refreshOpenPixCodes(
  ctx: RefreshContext & Pick<AppContext, 'events' | 'log'>,
  session: ProfileSession,
): Promise<RefreshOpenResult> {
  const open = session.pix.listOpenPixCodes();
  const result: RefreshOpenResult = { refreshed: 0, changed: 0 };
  let next = 0;
  let stop: unknown = null;

  const worker = async () => {
    while (stop === null && next < open.length) {
      const code = open[next++]!;
      try {
        if (await refreshPixCode(ctx, session, code)) result.changed++;
        result.refreshed++;
      } catch (error) {
        if (!(error instanceof AppFailure) || STOPS_THE_RUN.has(error.error.code)) {
          stop ??= error;
        } else {
          ctx.log.warn(`Pix code ${code.correlationId} could not be refreshed`, error.error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, open.length) }, worker));

  if (result.changed > 0) ctx.events.emit('data:changed', { resource: 'pix' });
  if (stop !== null) throw stop;
  return result;
}
