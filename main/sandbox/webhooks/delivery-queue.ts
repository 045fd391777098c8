import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Webhook } from '../../domain/wire/webhooks.ts';
import {
  eventStore,
  type DeliveryAttempt,
  type DueDelivery,
  type EventStore,
} from '../events/event-store.ts';
import type { SandboxStore } from '../store.ts';
import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.ts';
import { webhookStore, type WebhookStore } from './webhook-store.ts';

/** Tunables of the delivery queue (tests shorten the schedule). */
export interface WebhookDeliveryOptions {
  schedule?: RetrySchedule;
  /** Deliveries in flight at once (a receiver that hangs holds one slot until its timeout). */
  concurrency?: number;
  log?: (line: string) => void;
}

/** Header the receiver can use to tell the attempts of one delivery apart (1, 2, …). */
const ATTEMPT_HEADER = 'x-webhook-attempt';

/** Why an attempt was aborted: its own timeout, or the queue closing. */
const TIMEOUT = 'timeout';
const CLOSING = 'closing';

/**
 * The sandbox's webhook deliveries: an async queue over the `webhook_deliveries` table. Events
 * are written there by the request that caused them (`emitEvent`), which only wakes the queue,
 * so a receiver never slows or breaks that request. Each attempt POSTs the event's JSON to the
 * webhook's current url (a webhook deleted meanwhile gets nothing), every attempt is recorded
 * (the delivery log), and a failed one is due again after the schedule's next delay.
 * Pending deliveries survive a restart and are sent when the sandbox starts again.
 */
export class DeliveryQueue {
  readonly #events: EventStore;
  readonly #webhooks: WebhookStore;
  readonly #schedule: RetrySchedule;
  readonly #concurrency: number;
  readonly #log: ((line: string) => void) | undefined;
  readonly #inFlight = new Map<number, { controller: AbortController; done: Promise<void> }>();
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  #closed = false;

  constructor(store: SandboxStore, options: WebhookDeliveryOptions = {}) {
    this.#events = eventStore(store);
    this.#webhooks = webhookStore(store);
    this.#schedule = options.schedule ?? DEFAULT_RETRY_SCHEDULE;
    this.#concurrency = options.concurrency ?? 8;
    this.#log = options.log;
  }

  /** Looks for due deliveries now (called after an event is written). */
  wake(): void {
    this.#arm(Date.now());
  }

  /** Stops: no new attempt starts, those in flight are aborted (and stay pending). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const { controller } of this.#inFlight.values()) controller.abort(CLOSING);
    await Promise.allSettled([...this.#inFlight.values()].map((entry) => entry.done));
  }

  #arm(atMs: number): void {
    if (this.#closed || atMs >= this.#timerAt) return;
    clearTimeout(this.#timer);
    this.#timerAt = atMs;
    this.#timer = setTimeout(() => this.#pump(), Math.max(0, atMs - Date.now()));
    this.#timer.unref();
  }

  #pump(): void {
    this.#timerAt = Infinity;
    if (this.#closed) return;
    try {
      const free = this.#concurrency - this.#inFlight.size;
      const now = Date.now();
      const busy = new Set(this.#inFlight.keys());
      const due = free > 0 ? this.#events.due(now, free, busy) : [];
      for (const delivery of due) this.#start(delivery);
      // In-flight deliveries keep their past due time; they are excluded above and their
      // outcome re-arms the queue, so only the others' due time matters here.
      const next = this.#events.nextDueAt();
      if (next !== undefined && next > now) this.#arm(next);
    } catch (error) {
      this.#log?.(`webhook queue: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  #start(delivery: DueDelivery): void {
    const controller = new AbortController();
    const done = this.#attempt(delivery, controller)
      .catch((error: unknown) =>
        this.#log?.(
          `webhook delivery ${delivery.id}: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        this.#inFlight.delete(delivery.id);
        if (!this.#closed) this.wake();
      });
    this.#inFlight.set(delivery.id, { controller, done });
  }

  async #attempt(delivery: DueDelivery, controller: AbortController): Promise<void> {
    const webhook = this.#webhooks.byId(delivery.webhookId);
    if (!webhook) {
      this.#events.drop(delivery.id);
      return;
    }
    const attempt = delivery.attempts + 1;
    const startedAt = new Date();
    const started = performance.now();
    const timer = setTimeout(() => controller.abort(TIMEOUT), this.#schedule.timeoutMs);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await post(webhook, delivery.body, attempt, controller.signal);
      if (statusCode < 200 || statusCode > 299) error = `answered HTTP ${statusCode}`;
    } catch (failure) {
      if (controller.signal.reason === CLOSING) return; // stays pending for the next start
      error =
        controller.signal.reason === TIMEOUT
          ? `no answer within ${this.#schedule.timeoutMs} ms`
          : describe(failure);
    } finally {
      clearTimeout(timer);
    }
    const record: DeliveryAttempt = {
      attempt,
      url: webhook.url,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      statusCode,
      error,
    };
    const delay = this.#schedule.delaysMs[attempt - 1];
    this.#events.recordAttempt(
      delivery.id,
      record,
      error === null
        ? { state: 'delivered' }
        : delay === undefined
          ? { state: 'failed' }
          : { state: 'pending', retryAtMs: Date.now() + delay },
    );
    this.#log?.(
      `webhook ${delivery.eventId} → ${webhook.url} attempt ${attempt}: ${error ?? `HTTP ${statusCode}`}`,
    );
  }
}

/** The Authorization header of a webhook's scheme (service-spec 5.4). */
export function authorizationHeader(webhook: Webhook): string | undefined {
  if (webhook.authorization === null || webhook.authorizationScheme === null) return undefined;
  switch (webhook.authorizationScheme) {
    case 'BEARER':
      return `Bearer ${webhook.authorization}`;
    case 'BASIC':
      return `Basic ${webhook.authorization}`;
    case 'HEADER':
      return webhook.authorization;
  }
}

/**
 * POSTs the body on a connection of its own (closed after the answer's head: the body of the
 * answer is not read) and resolves with the status code.
 */
function post(
  webhook: Webhook,
  body: string,
  attempt: number,
  signal: AbortSignal,
): Promise<number> {
  const authorization = authorizationHeader(webhook);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'balcao-local-sandbox-webhooks',
    [ATTEMPT_HEADER]: String(attempt),
    ...(authorization === undefined ? {} : { authorization }),
  };
  const send = webhook.url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(webhook.url, { method: 'POST', headers, agent: false, signal }, (res) => {
      resolve(res.statusCode ?? 0);
      res.on('error', () => {});
      res.destroy();
    });
    req.on('error', reject);
    req.end(body);
  });
}

function describe(failure: unknown): string {
  const code = (failure as { code?: unknown } | null)?.code;
  const message = failure instanceof Error ? failure.message : String(failure);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

const queues = new WeakMap<SandboxStore, DeliveryQueue>();

/** Starts the delivery queue of a running sandbox (and sends what was left pending). */
export function startWebhookDeliveries(
  store: SandboxStore,
  options: WebhookDeliveryOptions = {},
): DeliveryQueue {
  const queue = new DeliveryQueue(store, options);
  queues.set(store, queue);
  queue.wake();
  return queue;
}

/** The running queue of a store, if any (events written without one wait for the next start). */
export function deliveryQueueOf(store: SandboxStore): DeliveryQueue | undefined {
  return queues.get(store);
}
