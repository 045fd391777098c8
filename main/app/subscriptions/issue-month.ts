import {
  AppFailure,
  dueDateWhenIssued,
  type AppError,
  type Customer,
  type ScheduledMonth,
} from '../../../preload/contract/index.ts';
import {
  subscriptionsRepo,
  type SubscriptionRecord,
} from '../../cache/subscriptions/subscriptions-repo.ts';
import { boletoCreate } from '../boletos/boleto-create.write.ts';
import { pixDueDateCreate } from '../pix/pix-due-date-create.write.ts';
import { answerOf } from '../pipeline/answer.ts';
import { resolveWrite, runWrite } from '../pipeline/pipeline.ts';
import { writeDescriptors } from '../pipeline/registry.ts';
import type { AppContext } from '../context.ts';
import { monthCharge } from './month-charge.ts';
import { monthIdentity } from './month-identity.ts';

/**
 * How one month ended up: `issued` (the charge exists); `open` (its outcome is open, kept in
 * the outbox under the month's identity, or not sent for a reason that may pass); `failed`
 * (the bank refused it, or the customer's data cannot make it: nothing exists); `unreachable`
 * (the bank cannot be reached now: the run stops, the month is tried on the next one).
 */
export type MonthOutcome =
  | { state: 'issued'; chargeId: string }
  | { state: 'open' | 'failed' | 'unreachable'; error: AppError | null };

/** The scheduler's day, the instant, and whether this is the run when the app opened. */
export interface IssueRun {
  today: string;
  at: string;
  onStart: boolean;
}

type IssueContext = Pick<AppContext, 'session' | 'events' | 'now' | 'connection' | 'vault'>;

/**
 * Issues month `scheduled.month` of `subscription`, once, ever.
 *
 * Why a month can never be issued twice, whatever stops the app (a crash, `kill -9`, a closed
 * laptop) and wherever it stops:
 *
 * The month's charge has ONE identity, `monthIdentity(subscription, month)` — derived, never
 * drawn — so every attempt, in this process or after a restart, asks for the same charge. Its
 * row in `subscription_charges` is written (`issuing`, with that identity) and committed before
 * the charge goes to the write pipeline, which then records its own intent — the exact request
 * under the same identity — in the outbox and commits it before the request leaves. The two
 * commits are not one transaction, and need not be: the identity, not the row, is what ties
 * them, so every point where the app can stop leaves a state the next run reads by identity:
 *
 * 1. before the month's row: nothing anywhere; the next run starts the month afresh, under the
 *    same identity;
 * 2. after the row, before the pipeline's intent: the row says `issuing`, the outbox and the
 *    cache know nothing of the identity, so nothing was sent: the next run sends it (the first
 *    request under that identity);
 * 3. after the intent, with the request in flight or its answer lost: the outbox holds the
 *    intent under the identity (a profile opening marks an entry left `sending` as unknown);
 *    the next run finds it by the identity and settles it the pipeline's way only
 *    (`resolveWrite`: read the charge back by the identity; only the bank's own "never seen"
 *    sends the SAME recorded request again) — it never creates anew;
 * 4. after the pipeline cached the charge and forgot the intent, before the row says `issued`:
 *    the cache holds the charge under the identity; the next run finds it and marks the month;
 * 5. after the row says `issued`: done.
 *
 * And should the cache ever lose the charge while the bank has it, the bank itself refuses a
 * second charge under a correlationId it already has (a 409, which the pipeline reads as
 * "unknown" and settles by reading that charge back): there is still one.
 */
export async function issueMonth(
  ctx: IssueContext,
  subscription: SubscriptionRecord,
  scheduled: ScheduledMonth,
  run: IssueRun,
): Promise<MonthOutcome> {
  const session = ctx.session();
  const repo = subscriptionsRepo(session.db);
  const identity = monthIdentity(subscription.id, scheduled.month);
  const done = (chargeId: string): MonthOutcome => {
    repo.markIssued(subscription.id, scheduled.month, {
      chargeId,
      issuedAt: run.at,
      issuedOn: run.today,
      // Missed while the app was closed: its issue date passed before this start.
      onStart: run.onStart && scheduled.issueDate < run.today,
    });
    return { state: 'issued', chargeId };
  };
  const left = (outcome: Exclude<MonthOutcome, { state: 'issued' }>): MonthOutcome => {
    repo.markState(
      subscription.id,
      scheduled.month,
      outcome.state === 'failed' ? 'failed' : 'issuing',
      outcome.error,
      run.at,
    );
    return outcome;
  };

  const recorded = repo.month(subscription.id, scheduled.month);
  if (recorded?.state === 'issued') return { state: 'issued', chargeId: recorded.chargeId! };

  // The month's row, with its identity, before anything else (kept as it is when it exists).
  const row = repo.reserve(
    {
      subscriptionId: subscription.id,
      month: scheduled.month,
      identity,
      dueDate: dueDateWhenIssued(scheduled, run.today),
      issueDate: scheduled.issueDate,
    },
    run.at,
  );

  // Cases 3 and 4: what an earlier attempt left under the identity.
  const earlier = await settleEarlier(ctx, subscription, identity);
  if (earlier !== null) return earlier.state === 'issued' ? done(identity) : left(earlier);

  // Cases 1 and 2: nothing was ever sent under this identity, so its due date may still move:
  // one that passed meanwhile (the bank out of reach for days) becomes today.
  const dueDate = row.dueDate < run.today ? run.today : row.dueDate;
  if (dueDate !== row.dueDate) repo.redate(subscription.id, scheduled.month, dueDate, run.at);

  try {
    const charge = monthCharge(
      subscription,
      customerOf(session, subscription),
      scheduled.month,
      dueDate,
      run.today,
    );
    if (charge.kind === 'boleto') await runWrite(ctx, boletoCreate, { ...charge.input, identity });
    else await runWrite(ctx, pixDueDateCreate, { ...charge.input, identity });
    return done(identity);
  } catch (error) {
    return left(outcomeOf(error));
  }
}

/**
 * What the outbox or the cache holds under the month's identity, settled by that identity
 * only; null when neither knows it (nothing was ever sent under it).
 */
async function settleEarlier(
  ctx: IssueContext,
  subscription: SubscriptionRecord,
  identity: string,
): Promise<MonthOutcome | null> {
  const session = ctx.session();
  const entry = session.outbox.getByIdentity(identity);
  if (entry !== null && entry.state !== 'done') {
    // Refused when the outbox checked it: stays refused until the owner discards the entry.
    if (entry.state === 'failed') return { state: 'failed', error: entry.lastError };
    // Being sent by the run in flight (runs never overlap, so not by this one): leave it.
    if (entry.state === 'sending') return { state: 'open', error: entry.lastError };
    try {
      await resolveWrite(ctx, writeDescriptors[entry.kind], entry);
    } catch (error) {
      return outcomeOf(error);
    }
    return { state: 'issued', chargeId: identity };
  }
  const cached =
    subscription.kind === 'pix-due'
      ? session.pix.getPixCode(identity)
      : session.boletos.getBoleto(identity);
  return cached !== null ? { state: 'issued', chargeId: identity } : null;
}

/** The customer as saved now (their latest data), or as they were when it was set up. */
function customerOf(
  session: ReturnType<IssueContext['session']>,
  subscription: SubscriptionRecord,
): Customer {
  return session.customers.get(subscription.customerDocument) ?? subscription.customer;
}

/** What a failure means for the month; the pipeline already said what the bank's answer meant. */
function outcomeOf(error: unknown): Exclude<MonthOutcome, { state: 'issued' }> {
  const failure =
    error instanceof AppFailure
      ? error
      : new AppFailure('internal', error instanceof Error ? error.message : 'Unexpected failure.');
  const code = failure.error.code;
  // Open: the pipeline kept it under the identity (or the bank took it and this computer could
  // not save it yet); settled by the identity on the next run.
  if (code === 'unknown_outcome') return { state: 'open', error: failure.error };
  if (code === 'validation' || code === 'conflict' || answerOf(failure) === 'refused') {
    return { state: 'failed', error: failure.error };
  }
  // The bank out of reach, credentials missing, the keychain locked: nothing was kept, and the
  // month is tried again under the same identity once that passes.
  return { state: 'unreachable', error: failure.error };
}
