import { z } from 'zod';
import type { JournalStatus } from '../../../preload/contract/index.ts';
import { journalRepo, RECORDED_ONLY, type ReceivedEvent } from '../../cache/events/journal-repo.ts';
import { webhookEventSchema } from '../../domain/wire/webhook-events.ts';
import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookEventType,
} from '../../domain/wire/webhooks.ts';
import type { EventBus } from '../../ipc/event-bus.ts';
import type { Logger } from '../../ipc/registry.ts';
import { listWebhooks } from '../../service/webhooks.ts';
import { deleteWebhook, registerWebhook, updateWebhook } from '../../service/writes/webhooks.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { applyEvent } from './appliers.ts';
import {
  MAX_ID_LENGTH,
  RECEIVER_PATH,
  startEventReceiver,
  type EventReceipt,
  type FieldProblem,
  type RunningReceiver,
} from './event-receiver.ts';

export interface EventJournalDeps {
  events: EventBus;
  log: Logger;
  now: () => Date;
  /** The active profile's session, at the moment an event arrives. */
  session: () => ProfileSession;
}

/** Whether a registration is the app's own receiver (on this computer, at its path). */
export function isOwnReceiver(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.hostname === '127.0.0.1' && parsed.pathname === RECEIVER_PATH;
  } catch {
    return false;
  }
}

/**
 * The bank's events on the local sandbox profile: the loopback receiver, its registration at
 * the sandbox for every event type, and what happens to each event that arrives — kept as
 * received in the journal, then applied to the cache once per event id, then told to the
 * renderer.
 *
 * The receiver's registrations are not owner's writes through the outbox: they are the app's
 * own plumbing, reconciled against the bank's list on every start (one per type, pointing at
 * this run's address and token; missing ones registered, stale ones updated, extras removed).
 * A request whose outcome was lost is therefore resolved by the next reading of the list,
 * never by a blind second registration.
 */
export class EventJournal {
  readonly #deps: EventJournalDeps;
  #receiver: RunningReceiver | null = null;
  #starting: Promise<void> | null = null;
  #registering: Promise<void> = Promise.resolve();
  #registeredTypes = 0;
  #problem: string | null = null;
  /** The profile's account number (the bank's `accountNumber` of its events), once known. */
  #accountNumber: string | null = null;

  constructor(deps: EventJournalDeps) {
    this.#deps = deps;
  }

  /** This run's receiver (its address and token), for the tests that deliver to it by hand. */
  get receiver(): { url: string; token: string } | null {
    return this.#receiver && { url: this.#receiver.url, token: this.#receiver.token };
  }

  /** Starts receiving for the local sandbox profile; other profiles have no receiver. */
  async start(session: ProfileSession): Promise<void> {
    if (session.kind !== 'local-sandbox') return this.stop();
    this.#starting ??= this.#start(session).finally(() => (this.#starting = null));
    return this.#starting;
  }

  async #start(session: ProfileSession): Promise<void> {
    // The local sandbox's account. Not known (the sandbox did not start): events are answered
    // 503 until the next reconciliation learns it.
    this.#accountNumber = await session.clientConfig().then(
      (config) => config.accountId,
      (error: unknown) => {
        this.#deps.log.warn('The event receiver does not know the profile’s account yet', error);
        return null;
      },
    );
    if (!this.#receiver) {
      this.#receiver = await startEventReceiver({
        onEvent: (event) => this.receive(event),
        now: this.#deps.now,
        log: this.#deps.log,
      });
    }
    this.#applyUnsettled(session);
    this.register(session);
  }

  /** Reconciles the receiver's registrations in the background; `registered()` awaits it. */
  register(session: ProfileSession): void {
    const receiver = this.#receiver;
    if (!receiver) return;
    this.#registering = this.#registering
      .then(() => this.#reconcile(session, receiver))
      .then(
        (count) => {
          this.#registeredTypes = count;
          this.#problem = null;
          // A webhooks page read before the registrations settled shows the receiver now.
          this.#deps.events.emit('data:changed', { resource: 'webhooks' });
        },
        (error: unknown) => {
          this.#problem = error instanceof Error ? error.message : String(error);
          this.#deps.log.warn('The event receiver could not be registered', this.#problem);
        },
      );
  }

  /** Resolves once the registrations asked for so far are settled (or failed). */
  registered(): Promise<void> {
    return this.#registering;
  }

  async stop(): Promise<void> {
    await this.#starting?.catch(() => {});
    const receiver = this.#receiver;
    this.#receiver = null;
    this.#registeredTypes = 0;
    this.#accountNumber = null;
    await receiver?.close();
    await this.#registering;
  }

  status(session: ProfileSession): JournalStatus {
    const receiving = session.kind === 'local-sandbox' && this.#receiver !== null;
    if (receiving && this.#problem !== null) this.register(session);
    return {
      profileKind: session.kind,
      receiving,
      registeredTypes: receiving ? this.#registeredTypes : 0,
      problem: receiving ? this.#problem : null,
    };
  }

  /**
   * Checks an event, keeps it and applies it. Throws when it cannot be kept (the sender is told
   * to try later). An event that fails `eventProblems` is refused and not journaled at all:
   * the journal is the record of what the app accepted from the bank, one row per event id,
   * so a refused body kept there would hold its id against a good delivery of that id, and
   * would let whoever sent it grow the cache with bodies the app never acts on. The refusal
   * is in the log here, and in the bank's delivery log as the 422 it was answered.
   */
  receive(event: ReceivedEvent): EventReceipt {
    const session = this.#deps.session();
    if (session.kind !== 'local-sandbox')
      throw new Error('Events are received on the local sandbox only');
    const accountNumber = this.#accountNumber;
    if (accountNumber === null) throw new Error('The profile’s account is not known yet');
    const problems = eventProblems(event.raw, accountNumber);
    if (problems.length > 0) {
      this.#deps.log.warn(
        `Event ${event.eventId} (${event.eventType}) refused`,
        problems.map((p) => `${p.field} ${p.rule}`).join('; '),
      );
      return { kept: false, problems };
    }
    const journal = journalRepo(session.db);
    if (!journal.append(event)) {
      // A retry of a kept event; one whose applying could not be recorded (the cache failed
      // meanwhile, and the sender was told to try later) is applied now.
      if (!journal.isSettled(event.eventId)) this.#apply(session, event.eventId, event.raw);
      return { kept: true, duplicate: true };
    }
    this.#apply(session, event.eventId, event.raw);
    return { kept: true, duplicate: false };
  }

  #applyUnsettled(session: ProfileSession): void {
    for (const { eventId, raw } of journalRepo(session.db).unsettled()) {
      this.#apply(session, eventId, raw);
    }
  }

  #apply(session: ProfileSession, eventId: string, raw: string): void {
    const journal = journalRepo(session.db);
    const now = this.#deps.now().toISOString();
    const parsed = webhookEventSchema.safeParse(JSON.parse(raw));
    let changed: readonly string[] = [];
    let notice = null;
    if (!parsed.success) {
      journal.settle(eventId, {
        appliedAt: now,
        error: 'The event does not have the payload of its type; it is kept, not applied.',
      });
    } else {
      try {
        // Settled and applied in one transaction: once per event id, even across a crash.
        const applied = session.db
          .transaction(() => {
            if (journal.isSettled(eventId)) return null;
            const result = applyEvent(session, parsed.data, now);
            // Applied when it changed a cached record; one that only told the owner (money in
            // by a transfer) is kept, as one that did nothing.
            const applied = result !== null && result.changed.length > 0;
            journal.settle(eventId, { appliedAt: now, error: applied ? null : RECORDED_ONLY });
            return result;
          })
          .immediate();
        changed = applied?.changed ?? [];
        notice = applied?.notice ?? null;
      } catch (error) {
        this.#deps.log.error('An event could not be applied to the cache', error);
        journal.settle(eventId, {
          appliedAt: now,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const entry = journal.get(eventId);
    for (const resource of new Set(changed)) {
      this.#deps.events.emit('data:changed', { resource: resource as never });
    }
    this.#deps.events.emit('journal:received', {
      eventId,
      eventType: entry?.eventType ?? '',
      receivedAt: entry?.receivedAt ?? now,
      notice,
    });
  }

  async #reconcile(session: ProfileSession, receiver: RunningReceiver): Promise<number> {
    this.#accountNumber ??= (await session.clientConfig()).accountId;
    const client = await session.service();
    const ours = (await listWebhooks(client)).filter((w) => isOwnReceiver(w.url));
    const wanted = {
      url: receiver.url,
      authorizationScheme: 'BEARER' as const,
      authorization: receiver.token,
    };
    const current = (w: Webhook) =>
      w.url === wanted.url &&
      w.authorizationScheme === wanted.authorizationScheme &&
      w.authorization === wanted.authorization;
    let count = 0;
    for (const eventType of WEBHOOK_EVENT_TYPES) {
      if (this.#receiver !== receiver) break; // stopped meanwhile
      const [first, ...extras] = ours
        .filter((w) => w.eventType === eventType)
        .sort((a, b) => Number(current(b)) - Number(current(a)));
      if (first === undefined) await registerWebhook(client, { eventType, ...wanted });
      else if (!current(first)) await updateWebhook(client, first.id, { eventType, ...wanted });
      for (const extra of extras) await deleteWebhook(client, extra.id);
      count++;
    }
    return count;
  }
}

// ---------------------------------------------------------------------------------------------
// Sanity checks of a received event, before it is kept

/**
 * The longest name taken (a payer's, a counterparty's, a customer's). The spec gives 1 to 100
 * characters for a split beneficiary's holder name (8) and none for the others; the service's
 * payer names are taken up to 100 too (`domain/wire`), so 100 everywhere.
 */
const MAX_NAME_LENGTH = 100;
/** `reaisToCents` converts magnitudes below 10^12 reais; an applier could not read more. */
const MAX_REAIS = 1e12;

type Rule = 'amount' | 'instant' | 'id' | 'name';

const idOf = (path: string) => ({ [path]: 'id' as const });
const counterparty = { 'data.counterparty.name': 'name' } as const;
const split = {
  'data.split.paymentAmount': 'amount',
  // A percent or reais, by type; positive with two decimals at most either way.
  'data.split.rule': 'amount',
  ...idOf('data.split.endToEndId'),
  ...idOf('data.split.correlationId'),
} as const;
const transfer = {
  ...idOf('data.transferId'),
  'data.amount': 'amount',
  'data.transferredAt': 'instant',
  ...counterparty,
  ...split,
} as const;

/**
 * The fields of each event type that are checked, by their path, and the rule of each: an
 * amount is a positive number of reais with whole cents, an instant an ISO 8601 instant with
 * its offset, an id 1 to MAX_ID_LENGTH characters, a name 1 to MAX_NAME_LENGTH. A field that
 * is null (where its schema allows it) or absent is not checked.
 */
const fieldRules: { [T in WebhookEventType]: Record<string, Rule> } = {
  CHARGE_PAID: {
    ...idOf('data.correlationId'),
    ...idOf('data.ourNumber'),
    'data.amount': 'amount',
    'data.paidAmount': 'amount',
    'data.paidAt': 'instant',
    ...idOf('data.endToEndId'),
  },
  PIX_RECEIVED: {
    ...idOf('data.endToEndId'),
    'data.amount': 'amount',
    'data.paidAt': 'instant',
    ...idOf('data.correlationId'),
    ...idOf('data.transactionId'),
    'data.payer.name': 'name',
  },
  PIX_PAYMENT_UPDATED: {
    ...idOf('data.paymentId'),
    ...idOf('data.endToEndId'),
    'data.amount': 'amount',
    ...counterparty,
    ...split,
  },
  PIX_REFUNDED: {
    ...idOf('data.refundId'),
    ...idOf('data.endToEndId'),
    'data.amount': 'amount',
    'data.refundedAt': 'instant',
  },
  PIX_REFUND_PAYMENT_UPDATED: {
    ...idOf('data.refundId'),
    ...idOf('data.endToEndId'),
    'data.amount': 'amount',
  },
  TRANSFER_INTERNAL_CREDITED: transfer,
  TRANSFER_INTERNAL_DEBITED: transfer,
  TRANSFER_EXTERNAL_CREDITED: transfer,
  TRANSFER_EXTERNAL_DEBITED: transfer,
  INFRACTION_NOTIFICATION_CREATED: {
    ...idOf('data.infractionId'),
    ...idOf('data.endToEndId'),
    'data.amount': 'amount',
  },
  WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED: { ...idOf('data.customerId') },
  WHITELABEL_CUSTOMER_APPROVED: { ...idOf('data.customerId'), 'data.name': 'name' },
};

const isoInstant = z.iso.datetime({ offset: true });

function hasWholeCents(n: number): boolean {
  const match = /^\d+(?:\.(\d+))?$/.exec(Math.abs(n).toPrecision(15));
  return match !== null && (match[1] ?? '').replace(/0+$/, '').length <= 2;
}

/** What is wrong with one value under its rule, or undefined. */
function ruleProblem(rule: Rule | 'account', value: unknown, accountNumber: string) {
  switch (rule) {
    case 'amount':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (value <= 0) return 'must be greater than zero';
      if (value >= MAX_REAIS) return `must be less than ${MAX_REAIS} reais`;
      return hasWholeCents(value) ? undefined : 'must have at most two decimal places';
    case 'instant':
      return typeof value === 'string' && isoInstant.safeParse(value).success
        ? undefined
        : 'must be an ISO 8601 instant with its offset (2025-01-31T13:45:00Z)';
    case 'id':
      return typeof value === 'string' && value.length >= 1 && value.length <= MAX_ID_LENGTH
        ? undefined
        : `must be 1 to ${MAX_ID_LENGTH} characters`;
    case 'name':
      return typeof value === 'string' && value.length >= 1 && value.length <= MAX_NAME_LENGTH
        ? undefined
        : `must be 1 to ${MAX_NAME_LENGTH} characters`;
    case 'account':
      return value === accountNumber ? undefined : 'must be this profile’s account';
  }
}

function at(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split('.')) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * Why an event as received must not be kept, field by field; empty when it may. An event of
 * a type the app does not know is kept as received (the bank may add types) and only its
 * envelope is checked, where present. One of the 12 known types must have its type's shape
 * (`domain/wire/webhook-events.ts`, loose: added fields pass) and pass `fieldRules`, and
 * concern this profile's account.
 */
export function eventProblems(raw: string, accountNumber: string): FieldProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [{ field: '$', rule: 'must be JSON' }];
  }
  const envelope: Record<string, Rule | 'account'> = {
    id: 'id',
    occurredAt: 'instant',
    accountNumber: 'account',
  };
  const type = (value as { eventType?: unknown } | null)?.eventType;
  const known = (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(type);
  const problems: FieldProblem[] = [];
  if (known) {
    const parsed = webhookEventSchema.safeParse(value);
    if (!parsed.success) {
      return parsed.error.issues.map((issue) => ({
        field: ['$', ...issue.path.map(String)].join('.'),
        rule: issue.message,
      }));
    }
  }
  const rules = known ? { ...envelope, ...fieldRules[type as WebhookEventType] } : envelope;
  for (const [path, rule] of Object.entries(rules)) {
    const field = at(value, path);
    // Null or absent: for a known type its schema already said whether it may be; an
    // unknown type's envelope is checked where present.
    if (field === null || field === undefined) continue;
    const problem = ruleProblem(rule, field, accountNumber);
    if (problem !== undefined) problems.push({ field: `$.${path}`, rule: problem });
  }
  return problems;
}
