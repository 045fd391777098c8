import type { z } from 'zod';
import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import type { OutboxSummary } from '../../../preload/contract/index.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * How a write whose outcome is unknown is settled, by its identity only (money-safety rules):
 *
 * - `read-back`: the service is asked for the record by the identity; when it has never seen
 *   it (404), the SAME recorded request is sent again under the same identity.
 * - `resend`: the service deduplicates by the identity (an `IdempotencyKey`), so the same
 *   recorded request is sent again as it is.
 * - `parked`: the service offers neither (an immediate Pix code has no read by our id): the
 *   entry stays for the owner, who checks with the bank and may discard it.
 */
export type Resolution<Request, Accepted> =
  | {
      how: 'read-back';
      /** The record under `identity`; throws `not_found` when the service never saw it. */
      read(client: ServiceClient, identity: string): Promise<Accepted>;
      resend(client: ServiceClient, request: Request): Promise<Accepted>;
    }
  | { how: 'resend'; resend(client: ServiceClient, request: Request): Promise<Accepted> }
  | { how: 'parked' };

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
  /** A fresh client identity (correlationId, IdempotencyKey, stored intent id). */
  newIdentity(): string;
  /** The exact request, recorded before it is sent and resent as it is. */
  request(input: Input, identity: string, now: Date): Request;
  /** How the outbox shows it. */
  summary(input: Input, now: Date): OutboxSummary;
  /** Sends the request once (or with the service layer's own same-identity reconciliation). */
  send(client: ServiceClient, request: Request): Promise<Accepted>;
  resolution: Resolution<Request, Accepted>;
  /** Reads the accepted answer kept in the outbox back into its type. */
  acceptedSchema: z.ZodType<Accepted>;
  /**
   * Writes the accepted answer into the cache (throws when it cannot); `request` is what was
   * sent, for what the answer leaves out or masks.
   */
  cache(session: ProfileSession, accepted: Accepted, syncedAt: string, request: Request): void;
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
