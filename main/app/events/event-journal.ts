import type { JournalStatus } from '../../../preload/contract/index.ts';
import { journalRepo, RECORDED_ONLY, type ReceivedEvent } from '../../cache/events/journal-repo.ts';
import { webhookEventSchema } from '../../domain/wire/webhook-events.ts';
import { WEBHOOK_EVENT_TYPES, type Webhook } from '../../domain/wire/webhooks.ts';
import type { EventBus } from '../../ipc/event-bus.ts';
import type { Logger } from '../../ipc/registry.ts';
import {
  deleteWebhook,
  listWebhooks,
  registerWebhook,
  updateWebhook,
} from '../../service/webhooks.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { applyEvent } from './appliers.ts';
import { RECEIVER_PATH, startEventReceiver, type RunningReceiver } from './event-receiver.ts';

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

  /** Keeps an event and applies it; false for a retry of one already kept. */
  receive(event: ReceivedEvent): boolean {
    const session = this.#deps.session();
    if (session.kind !== 'local-sandbox')
      throw new Error('Events are received on the local sandbox only');
    if (!journalRepo(session.db).append(event)) return false;
    this.#apply(session, event.eventId, event.raw);
    return true;
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
            journal.settle(eventId, { appliedAt: now, error: result ? null : RECORDED_ONLY });
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
