import { AppFailure, type OutboxEntry } from '../../../preload/contract/index.ts';
import type { OutboxRecord } from '../../cache/outbox/outbox-repo.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { answerOf, neverSeen, type Answer } from './answer.ts';
import { limitRefusal, moneyOutUsedOn } from './money-out-limits.ts';
import { askWhetherReachable } from './reachability.ts';
import type { StoredWriteDescriptor, WriteDescriptor } from './write-descriptor.ts';

/**
 * The one write pipeline: every write that creates or moves money runs these steps, and the
 * money-safety rules of ARCHITECTURE.md live here and nowhere else.
 *
 * 1. Money out is refused up front while the bank is unreachable: never queued for later.
 * 2. The identity is chosen and the intent (the exact request) recorded and committed before
 *    the request leaves.
 * 3. What the bank's answer means is decided in one place (`answer.ts`). A definite refusal
 *    leaves nothing behind. An unknown outcome, or a 2xx that cannot be read, keeps the
 *    intent, settled only by reading back the identity or resending the same request with it
 *    (`settleByIdentity`) — on the live path and the outbox path alike.
 * 4. Once the bank accepted, nothing forgets the intent until the answer is cached: if the
 *    cache write fails, the answer is kept with the intent and the owner is told the truth.
 * 5. Money out is held to the owner's limits (per transfer, per São Paulo day — the day it
 *    leaves, a scheduled transfer's own) before anything is recorded or sent, and every money-out action is written in the activity log with what
 *    became of it: kinds need no code of their own for either.
 */

type PipelineContext = Pick<AppContext, 'session' | 'events' | 'now' | 'connection' | 'vault'>;

/** How many times an unsettled write is read back or resent before it is left to the outbox. */
const SETTLE_ROUNDS = 2;

/** Whether a failure thrown by the pipeline leaves the write's outcome open. */
function isUnknownOutcome(error: unknown): error is AppFailure {
  return error instanceof AppFailure && error.error.code === 'unknown_outcome';
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
    day: descriptor.moneyOutDay?.(input) ?? todayInSaoPaulo(now),
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
    moneyOutUsedOn(session, started.day),
    started.day === todayInSaoPaulo(now) ? null : started.day,
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
  const identity = descriptor.newIdentity(input);
  await descriptor.prepare?.(stepsOf(ctx), input, identity);
  // Before anything is recorded: money out is never left waiting for the bank to come back,
  // and never above the owner's limits. The action is logged from here on.
  const action = descriptor.movesMoneyOut ? moneyOutGate(ctx, descriptor, input, identity) : null;
  try {
    const view = await deliver(ctx, descriptor, input, identity);
    action?.settle(null);
    return view;
  } catch (error) {
    action?.settle(error);
    if (!isUnknownOutcome(error) && descriptor.unprepare) {
      await descriptor.unprepare(stepsOf(ctx), input, identity).catch(() => {});
    }
    throw error;
  }
}

function stepsOf(ctx: PipelineContext) {
  return { session: ctx.session(), vault: ctx.vault };
}

/** The owner is told the outcome is open; the entry keeps what the bank last said. */
function unknownOutcome(
  descriptor: StoredWriteDescriptor,
  identity: string,
  answer: Answer,
): AppFailure {
  return new AppFailure('unknown_outcome', descriptor.unknownOutcome.message, {
    key: descriptor.unknownOutcome.key,
    params: { correlationId: identity, answer },
  });
}

/** A definite refusal, in the form's words. */
function refusalOf<Request>(
  descriptor: WriteDescriptor<unknown, Request, unknown, unknown>,
  error: unknown,
  request: Request,
): unknown {
  return error instanceof AppFailure && descriptor.refusal
    ? descriptor.refusal(error, request)
    : error;
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
    const answer = answerOf(error);
    if (answer === 'refused' || answer === 'not-sent') {
      // The bank did not do it: nothing is kept, and the owner hears why.
      session.outbox.deleteIntent(entry.id);
      throw refusalOf(descriptor, error, request);
    }
    accepted = (await settleByIdentity(
      ctx,
      descriptor as StoredWriteDescriptor,
      entry,
      request,
      client,
      { answer, error },
      'live',
    )) as Accepted;
  }
  await settle(ctx, session, descriptor, entry, accepted);
  return descriptor.view(session, identity, accepted);
}

/** What came of sending the recorded request again under its identity. */
type Attempt = { accepted: unknown } | { answer: Answer; error: unknown };

async function sendAgain(
  descriptor: StoredWriteDescriptor,
  client: ServiceClient,
  request: unknown,
): Promise<Attempt> {
  try {
    return { accepted: await descriptor.send(client, request) };
  } catch (error) {
    return { answer: answerOf(error), error };
  }
}

/**
 * Settles a write whose outcome is open, by its identity only: read back, or the same request
 * under the same identity, a bounded number of rounds. Ends in the accepted answer; or throws
 * the bank's definite refusal (the intent is gone, or on the outbox path marked failed); or
 * throws `unknown_outcome` with the intent kept as unknown for the owner.
 */
async function settleByIdentity(
  ctx: PipelineContext,
  descriptor: StoredWriteDescriptor,
  entry: OutboxRecord,
  request: unknown,
  client: ServiceClient,
  first: { answer: Answer; error: unknown },
  path: 'live' | 'outbox',
): Promise<unknown> {
  const session = ctx.session();
  const { resolution } = descriptor;
  let last = first;

  const keepUnknown = (): never => {
    const failure = unknownOutcome(descriptor, entry.identity, first.answer);
    // What the bank last said is kept for the owner; a parked entry checked again keeps its own.
    if (last.error !== null || entry.state !== 'unknown') {
      const cause = last.error instanceof AppFailure ? last.error.error : failure.error;
      session.outbox.markState(entry.id, 'unknown', cause);
      ctx.events.emit('data:changed', { resource: 'outbox' });
    }
    // Checked from the outbox with the bank out of reach: the owner hears that, the entry
    // stays as open as it was.
    if (path === 'outbox' && last.answer === 'not-sent' && last.error instanceof AppFailure) {
      throw last.error;
    }
    throw failure;
  };
  const refused = (error: unknown): never => {
    const failure = refusalOf(descriptor, error, request);
    if (path === 'live') session.outbox.deleteIntent(entry.id);
    else if (failure instanceof AppFailure)
      session.outbox.markState(entry.id, 'failed', failure.error);
    ctx.events.emit('data:changed', { resource: 'outbox' });
    throw failure;
  };
  /**
   * What the bank holds under the identity: the record when it is this write's; `send` when
   * it never saw the write (its own 404) or, for an update, does not show it yet; `open` when
   * the read could not tell (unreachable, a bare 404, an unreadable answer).
   */
  const readBack = async (
    read: Extract<typeof resolution, { how: 'read-back' }>,
  ): Promise<{ record: unknown } | 'send' | 'open'> => {
    let record: unknown;
    try {
      record = await read.read(client, request);
    } catch (error) {
      if (neverSeen(error)) return 'send';
      last = { answer: answerOf(error) === 'not-sent' ? 'not-sent' : last.answer, error };
      return 'open';
    }
    if (read.isSameRecord(record, request)) return { record };
    const differs =
      read.differs === 'by-record'
        ? (read.differsBy?.(record, request) ?? 'conflict')
        : read.differs;
    if (differs === 'resend') return 'send';
    const conflict = read.conflict ?? {
      key: 'error.write.identity_reused',
      message: 'Another record already uses this identity at the bank.',
    };
    return refused(
      new AppFailure('conflict', conflict.message, {
        key: conflict.key,
        params: { correlationId: entry.identity },
      }),
    );
  };

  if (resolution.how === 'parked') return keepUnknown();
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    if (resolution.how === 'read-back') {
      const held = await readBack(resolution);
      if (held === 'open') break;
      if (held !== 'send') return held.record;
    }
    const attempt = await sendAgain(descriptor, client, request);
    if ('accepted' in attempt) return attempt.accepted;
    if (attempt.answer === 'refused') refused(attempt.error);
    last = attempt;
    if (last.answer === 'not-sent') break; // unreachable now: as open as before
  }
  return keepUnknown();
}

/**
 * Caches what the bank accepted, runs the kind's steps after acceptance, and forgets the
 * intent. When either fails, the answer is kept with the intent (so finishing it needs no
 * request) and `accepted_not_saved` is thrown: the bank has it, this computer does not yet.
 */
async function settle<Accepted>(
  ctx: PipelineContext,
  session: ProfileSession,
  descriptor: WriteDescriptor<unknown, unknown, Accepted, unknown>,
  entry: OutboxRecord,
  accepted: Accepted,
): Promise<void> {
  try {
    const request = session.outbox.payloadOf(entry.id);
    descriptor.cache(session, accepted, ctx.now().toISOString(), request);
    await descriptor.afterAccepted?.(stepsOf(ctx), accepted, request, entry.identity);
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
  const client = await session.service();
  const request = session.outbox.payloadOf(entry.id);
  const accepted = await settleByIdentity(
    ctx,
    descriptor,
    entry,
    request,
    client,
    { answer: 'unknown', error: null },
    'outbox',
  );
  return finish(ctx, session, descriptor, entry, accepted);
}

async function finish(
  ctx: PipelineContext,
  session: ProfileSession,
  descriptor: StoredWriteDescriptor,
  entry: OutboxRecord,
  accepted: unknown,
): Promise<OutboxRecord> {
  await settle(ctx, session, descriptor, entry, accepted);
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
