import type { z } from 'zod';
import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import type {
  AppFailure,
  OutboxSummary,
  WriteScreen,
  WriteWordFamily,
} from '../../../preload/contract/index.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { Vault } from '../../vault/vault.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * How a write whose outcome is unknown is settled, by its identity only (money-safety rules).
 * The pipeline runs it, on the live path and the outbox path alike (`pipeline.ts`):
 *
 * - `read-back`: the service is asked for the record by the identity. Found and the same as
 *   the request → accepted. Never seen (the bank's own 404) → the SAME recorded request is
 *   sent again. Found but different → `differs` says what that means: another record under
 *   our identity (`conflict`, final), or the change not made yet (`resend`, for an update).
 * - `resend`: the service deduplicates by the identity (an `IdempotencyKey`), so the same
 *   recorded request is sent again as it is; the bank answers the first outcome.
 * - `parked`: the service offers neither (a transfer to a key, an immediate Pix code): the
 *   entry stays for the owner, who checks with the bank and may discard it.
 */
export type Resolution<Request, Accepted> =
  | {
      how: 'read-back';
      /** The record under the request's identity; the bank's 404 when it never saw it. */
      read(client: ServiceClient, request: Request): Promise<Accepted>;
      /** Whether the record read is what this request asked for. */
      isSameRecord(record: Accepted, request: Request): boolean;
      /** What another record means; `by-record`: `differsBy` tells, record by record. */
      differs: 'conflict' | 'resend' | 'by-record';
      /**
       * For a change whose meaning depends on what the bank shows (a cancel: still open →
       * resend, paid meanwhile → conflict). Without it, `by-record` is a conflict.
       */
      differsBy?(record: Accepted, request: Request): 'conflict' | 'resend';
      /** The `conflict` thrown when another record holds our identity. */
      conflict?: { key: string; message: string };
    }
  | { how: 'resend' }
  | { how: 'parked' };

/** What a write's own steps around the bank call may use. */
export interface WriteStepContext {
  session: ProfileSession;
  vault: Pick<Vault, 'getWebhookSecret' | 'setWebhookSecret' | 'clearWebhookSecret'>;
}

/** The data a write changes, as the renderer hears about it (`data:changed`). */
export type WriteResource =
  'boletos' | 'pix' | 'payments' | 'received' | 'pix-keys' | 'split' | 'webhooks';

/**
 * Whether money leaves the account (a payment, a transfer, a refund). Such a write is sent now
 * or refused now, never left waiting while the bank is unreachable; it is held to the owner's
 * limits and written in the activity log, for which it must say how much it moves.
 */
export type MoneyOut<Input> =
  | { movesMoneyOut: false; amountCents?(input: Input): number }
  | {
      movesMoneyOut: true;
      /** The amount that leaves, in cents: what the owner's limits are checked against. */
      amountCents(input: Input): number;
      /**
       * The São Paulo day the money leaves on, when not today (a scheduled transfer): its
       * amount counts against that day's limit. Without it, the day the write is asked for.
       */
      moneyOutDay?(input: Input): string;
    };

/**
 * One kind of write that creates or moves money, as the write pipeline runs it
 * (`pipeline.ts`). Adding a kind is one of these plus a one-line handler.
 */
export type WriteDescriptor<Input, Request, Accepted, View> = WriteSteps<
  Input,
  Request,
  Accepted,
  View
> &
  MoneyOut<Input>;

interface WriteSteps<Input, Request, Accepted, View> {
  kind: OutboxKind;
  resource: WriteResource;
  /** Rules the contract's schema leaves to the domain; throws before anything is recorded. */
  check?(input: Input): void;
  /**
   * The client identity: a fresh one (correlationId, IdempotencyKey, stored intent id), or
   * the record's own for a change to it.
   */
  newIdentity(input: Input): string;
  /** The exact request, recorded before it is sent and resent as it is. */
  request(input: Input, identity: string, now: Date): Request;
  /** How the outbox shows it. */
  summary(input: Input, now: Date): OutboxSummary;
  /**
   * The words the outbox and the activity log tell it in, and where its record opens once
   * done: the screens read them from here, with no rule per kind of their own.
   */
  presentation: { words: WriteWordFamily; opens: WriteScreen };
  /**
   * What must be in place before the intent is recorded (a secret into the keychain); throws
   * to refuse the write with nothing recorded or sent. The outbox path resends only what was
   * recorded, so it has nothing to prepare.
   */
  prepare?(steps: WriteStepContext, input: Input, identity: string): Promise<void>;
  /** Undoes `prepare` when the bank definitely refused the write (best effort). */
  unprepare?(steps: WriteStepContext, input: Input, identity: string): Promise<void>;
  /**
   * Sends the request once: one call, no retries, no reading back — the pipeline decides what
   * the answer means (`answer.ts`) and settles it by `resolution`.
   */
  send(client: ServiceClient, request: Request): Promise<Accepted>;
  /** The bank's definite refusal, in the form's words (its fields); default: as it came. */
  refusal?(failure: AppFailure, request: Request): AppFailure;
  resolution: Resolution<Request, Accepted>;
  /** Reads the accepted answer kept in the outbox back into its type. */
  acceptedSchema: z.ZodType<Accepted>;
  /**
   * Writes the accepted answer into the cache (throws when it cannot); `request` is what was
   * sent, for what the answer leaves out or masks.
   */
  cache(session: ProfileSession, accepted: Accepted, syncedAt: string, request: Request): void;
  /**
   * What follows the bank's acceptance outside the cache (a secret moved in the keychain), run
   * after `cache` on the live path and the outbox path alike; a failure keeps the accepted
   * answer in the outbox to be finished there.
   */
  afterAccepted?(
    steps: WriteStepContext,
    accepted: Accepted,
    request: Request,
    identity: string,
  ): Promise<void>;
  /** What the create call returns, once cached. */
  view(session: ProfileSession, identity: string, accepted: Accepted): View;
  /** What the owner is told when the outcome stays unknown. */
  unknownOutcome: { key: string; message: string };
}

/**
 * A descriptor of any kind, as the outbox holds it: its input and request are whatever was
 * recorded. Methods are bivariant in their parameters, so every descriptor fits here.
 */
export type StoredWriteDescriptor = WriteDescriptor<unknown, unknown, unknown, unknown>;

/**
 * A create whose caller fixed the identity beforehand (a subscription's month, derived from
 * the subscription and the month): the kind uses it instead of a fresh one, so every attempt
 * asks the bank for the same record. Never on the bridge: the contract's schemas drop it.
 */
export interface GivenIdentity {
  identity?: string;
}

/** A feature's kinds of write, listed beside its handlers and gathered by the registry. */
export type FeatureWrites = Partial<Record<OutboxKind, StoredWriteDescriptor>>;
