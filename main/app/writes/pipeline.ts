import { AppFailure, type OutboxEntry } from '../../../preload/contract/index.ts';
import type { OutboxRecord } from '../../cache/outbox/outbox-repo.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { outcomeIsUnknown } from '../../service/delivery.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { limitRefusal } from './money-out-limits.ts';
import { askWhetherReachable } from './reachability.ts';
import type { StoredWriteDescriptor, WriteDescriptor } from './write-descriptor.ts';

/**
 * The one write pipeline: every write that creates or moves money runs these steps, and the
 * money-safety rules of ARCHITECTURE.md live here and nowhere else.
 *
 * 1. Money out is refused up front while the bank is unreachable: never queued for later.
 * 2. The identity is chosen and the intent (the exact request) recorded and committed before
 *    the request leaves.
 * 3. A definite refusal leaves nothing behind. An unknown outcome keeps the intent, to be
 *    resolved only by reading back the identity or resending the same request with it.
 * 4. Once the bank accepted, nothing forgets the intent until the answer is cached: if the
 *    cache write fails, the answer is kept with the intent and the owner is told the truth.
 * 5. Money out is held to the owner's limits (per transfer, per São Paulo day) before anything
 *    is recorded or sent, and every money-out action is written in the activity log with what
 *    became of it: kinds need no code of their own for either.
 */

type PipelineContext = Pick<AppContext, 'session' | 'events' | 'now' | 'connection'>;

/** Whether a failure leaves the write's outcome open (it may have happened at the bank). */
function isUnknownOutcome(error: unknown): error is AppFailure {
  return (
    error instanceof AppFailure &&
    (error.error.code === 'unknown_outcome' || outcomeIsUnknown(error))
  );
}

/** What the owner is told when the bank accepted but this computer could not keep it. */
function acceptedNotSaved(identity: string): AppFailure {
  return new AppFailure(
    'unknown_outcome',
    'Created at the bank, but not yet saved on this computer; kept to be finished from the outbox.',
    { key: 'error.write.accepted_not_saved', params: { identity } },
  );
}

function offlineMoneyOut(): AppFailure {
  return new AppFailure('offline', 'Money is never sent while the bank cannot be reached.', {
    key: 'error.write.money_out_offline',
  });
}

/** A money-out action under way: told what became of it (null: the bank took it). */
interface MoneyOutAction {
  settle(error: unknown): void;
}

/** The log's result for how a money-out write ended. */
function resultOf(error: unknown): 'sent' | 'refused' | 'unknown' {
  if (error === null) return 'sent';
  if (!isUnknownOutcome(error)) return 'refused';
  // The bank took it; only this computer's copy is missing.
  return error.error.key === 'error.write.accepted_not_saved' ? 'sent' : 'unknown';
}

/**
 * The money-out step, before anything is recorded or sent: refused while the bank is
 * unreachable or above the owner's limits (per transfer; per São Paulo day, counting what
 * today's money out already used), and logged either way. A refusal is logged whole; an
 * action let through is logged as `sending`, in the same synchronous step as the limit check,
 * so two transfers at once cannot both pass under what is left today.
 */
function moneyOutGate<Input>(
  ctx: PipelineContext,
  descriptor: WriteDescriptor<Input, unknown, unknown, unknown> & { movesMoneyOut: true },
  input: Input,
  identity: string,
): MoneyOutAction {
  const now = ctx.now();
  const action = () => ({
    at: now.toISOString(),
    day: todayInSaoPaulo(now),
    kind: descriptor.kind,
    identity,
    label: descriptor.summary(input, now).label,
    amountCents: descriptor.amountCents(input),
  });
  if (!ctx.connection.online) {
    const refusal = offlineMoneyOut();
    // Best effort: the refusal stands even where the log cannot be written.
    logSafely(() =>
      ctx.session().activity.record({ ...action(), result: 'refused', reason: refusal.error }),
    );
    throw refusal;
  }
  const started = action();
  const session = ctx.session();
  const refusal = limitRefusal(
    session.moneyOutLimits(),
    started.amountCents,
    session.activity.countedOn(started.day),
  );
  if (refusal) {
    session.activity.record({ ...started, result: 'refused', reason: refusal.error });
    throw refusal;
  }
  const id = session.activity.record({ ...started, result: 'sending' });
  return {
    settle(error) {
      const reason = error instanceof AppFailure ? error.error : null;
      // The money's outcome is already decided: a log that cannot be written must not hide it.
      logSafely(() =>
        session.activity.settle(id, resultOf(error), reason, ctx.now().toISOString()),
      );
      ctx.events.emit('data:changed', { resource: 'payments' });
    },
  };
}

/** An unknown money-out action was settled from the outbox. */
function noteResolved(
  ctx: PipelineContext,
  session: ProfileSession,
  identity: string,
  resolution: 'confirmed' | 'discarded',
): void {
  logSafely(() => session.activity.resolve(identity, resolution, ctx.now().toISOString()));
}

function logSafely(write: () => unknown): void {
  try {
    write();
  } catch {
    // The log is a record of what happened to the money, never a reason for it to happen.
  }
}

/** Runs one write: a create handler is `(input) => runWrite(ctx, descriptor, input)`. */
export async function runWrite<Input, Request, Accepted, View>(
  ctx: PipelineContext,
  descriptor: WriteDescriptor<Input, Request, Accepted, View>,
  input: Input,
): Promise<View> {
  descriptor.check?.(input);
  if (descriptor.movesMoneyOut) await askWhetherReachable(ctx);
  const identity = descriptor.newIdentity();
  // Before anything is recorded: money out is never left waiting for the bank to come back,
  // and never above the owner's limits. The action is logged from here on.
  const action = descriptor.movesMoneyOut ? moneyOutGate(ctx, descriptor, input, identity) : null;
  try {
    const view = await deliver(ctx, descriptor, input, identity);
    action?.settle(null);
    return view;
  } catch (error) {
    action?.settle(error);
    throw error;
  }
}

/** Records the intent, sends it once, and settles what the bank answered. */
async function deliver<Input, Request, Accepted, View>(
  ctx: PipelineContext,
  descriptor: WriteDescriptor<Input, Request, Accepted, View>,
  input: Input,
  identity: string,
): Promise<View> {
  const session = ctx.session();
  const client = await session.service();

  const now = ctx.now();
  const request = descriptor.request(input, identity, now);
  const entry = session.outbox.recordIntent({
    kind: descriptor.kind,
    identity,
    payload: request,
    summary: descriptor.summary(input, now),
  });

  let accepted: Accepted;
  try {
    accepted = await descriptor.send(client, request);
  } catch (error) {
    if (isUnknownOutcome(error)) {
      session.outbox.markState(entry.id, 'unknown', error.error);
      ctx.events.emit('data:changed', { resource: 'outbox' });
      throw new AppFailure('unknown_outcome', descriptor.unknownOutcome.message, {
        key: descriptor.unknownOutcome.key,
        params: { correlationId: identity },
      });
    }
    session.outbox.deleteIntent(entry.id);
    throw error;
  }
  settle(ctx, session, descriptor, entry, accepted);
  return descriptor.view(session, identity, accepted);
}

/**
 * Caches what the bank accepted and forgets the intent. When the cache write fails, the
 * answer is kept with the intent (so finishing it needs no request) and `accepted_not_saved`
 * is thrown: the bank has it, this computer does not yet.
 */
function settle<Accepted>(
  ctx: PipelineContext,
  session: ProfileSession,
  descriptor: WriteDescriptor<unknown, unknown, Accepted, unknown>,
  entry: OutboxRecord,
  accepted: Accepted,
): void {
  try {
    descriptor.cache(
      session,
      accepted,
      ctx.now().toISOString(),
      session.outbox.payloadOf(entry.id),
    );
  } catch {
    const failure = acceptedNotSaved(entry.identity);
    session.outbox.keepAccepted(entry.id, accepted, failure.error);
    ctx.events.emit('data:changed', { resource: 'outbox' });
    throw failure;
  }
  session.outbox.deleteIntent(entry.id);
  ctx.events.emit('data:changed', { resource: descriptor.resource });
}

/** Which actions an entry allows, as its kind says. */
export function outboxActions(
  descriptor: StoredWriteDescriptor,
  record: OutboxRecord,
): OutboxEntry['actions'] {
  const parked = descriptor.resolution.how === 'parked' && !record.hasAccepted;
  return {
    check: record.state !== 'done' && (record.hasAccepted || !parked),
    discard: record.state === 'failed' || (parked && record.state !== 'done'),
  };
}

/**
 * Finishes an entry: with the bank's kept answer when there is one (no request); else by the
 * kind's resolution — read back by the identity, then (only when the bank never saw it) the
 * SAME recorded request; or the same request with its idempotency identity. A parked kind
 * stays unknown for the owner.
 */
export async function resolveWrite(
  ctx: PipelineContext,
  descriptor: StoredWriteDescriptor,
  entry: OutboxRecord,
): Promise<OutboxRecord> {
  const session = ctx.session();
  const kept = session.outbox.acceptedOf(entry.id);
  if (kept !== null) {
    return finish(ctx, session, descriptor, entry, descriptor.acceptedSchema.parse(kept));
  }
  const { resolution } = descriptor;
  if (resolution.how === 'parked') {
    const failure = new AppFailure('unknown_outcome', descriptor.unknownOutcome.message, {
      key: descriptor.unknownOutcome.key,
      params: { correlationId: entry.identity },
    });
    if (entry.state !== 'unknown') {
      session.outbox.markState(entry.id, 'unknown', failure.error);
      ctx.events.emit('data:changed', { resource: 'outbox' });
    }
    throw failure;
  }

  const client = await session.service();
  const request = session.outbox.payloadOf(entry.id);
  // Set once the bank has said it never saw the identity (or takes the same request again by
  // its idempotency key): only from then on can a failure be a definite answer about the
  // write. Before it, whatever stopped the read-back leaves the outcome as unknown as it was.
  let resent = resolution.how === 'resend';
  let accepted: unknown;
  try {
    if (resolution.how === 'resend') {
      accepted = await resolution.resend(client, request);
    } else {
      try {
        accepted = await resolution.read(client, entry.identity);
      } catch (error) {
        if (!(error instanceof AppFailure && error.error.code === 'not_found')) throw error;
        resent = true;
        accepted = await resolution.resend(client, request);
      }
    }
  } catch (error) {
    if (error instanceof AppFailure) {
      const unreachable = ['offline', 'timeout'].includes(error.error.code);
      const definite = resent && !isUnknownOutcome(error) && !unreachable;
      session.outbox.markState(entry.id, definite ? 'failed' : 'unknown', error.error);
      ctx.events.emit('data:changed', { resource: 'outbox' });
    }
    throw error;
  }
  return finish(ctx, session, descriptor, entry, accepted);
}

function finish(
  ctx: PipelineContext,
  session: ProfileSession,
  descriptor: StoredWriteDescriptor,
  entry: OutboxRecord,
  accepted: unknown,
): OutboxRecord {
  settle(ctx, session, descriptor, entry, accepted);
  if (descriptor.movesMoneyOut) noteResolved(ctx, session, entry.identity, 'confirmed');
  ctx.events.emit('data:changed', { resource: 'outbox' });
  return { ...entry, state: 'done', lastError: null, updatedAt: ctx.now().toISOString() };
}

/** Forgets an entry the owner may discard (its kind says which); others are refused. */
export function discardWrite(
  ctx: PipelineContext,
  descriptor: StoredWriteDescriptor,
  entry: OutboxRecord,
): void {
  if (!outboxActions(descriptor, entry).discard || entry.state === 'sending') {
    throw new AppFailure(
      'rejected',
      'Only refused writes or writes the bank offers no way to check can be discarded.',
      { key: 'error.outbox.not_discardable', params: { state: entry.state } },
    );
  }
  const session = ctx.session();
  session.outbox.deleteIntent(entry.id);
  if (descriptor.movesMoneyOut) noteResolved(ctx, session, entry.identity, 'discarded');
  ctx.events.emit('data:changed', { resource: 'outbox' });
}
