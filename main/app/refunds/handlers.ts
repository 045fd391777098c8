import {
  AppFailure,
  type ReceivedPixView,
  type RefundView,
} from '../../../preload/contract/index.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { receiveSandboxPix } from '../../service/payments.ts';
import {
  getRefund,
  listSandboxReceivedPix,
  type SandboxReceivedPix,
} from '../../service/refunds.ts';
import type { ReceivedRecord } from '../../cache/received/received-repo.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { refundCreate } from './refund-create.write.ts';

type RefundHandlers = Pick<
  HandlerTable,
  | 'refunds:create'
  | 'refunds:get'
  | 'received:list'
  | 'received:get'
  | 'received:add'
  | 'received:sandbox-receive'
>;

function notKnown(): AppFailure {
  return new AppFailure('not_found', 'No such received Pix on this computer.', {
    key: 'error.received.not_found',
  });
}

function sandboxOnly(session: ProfileSession): void {
  if (session.kind !== 'local-sandbox') {
    throw new AppFailure('unsupported', 'Test Pix can be received only on the local sandbox.', {
      key: 'error.received.sandbox_only',
    });
  }
}

/** The calendar day `YYYY-MM-DD` at noon in São Paulo (UTC−3, no daylight saving since 2019). */
function noonInSaoPaulo(day: string): string {
  return new Date(`${day}T12:00:00-03:00`).toISOString();
}

/**
 * What a Pix of the bank's list paid, in the cache's words: a code of the cache by its
 * transactionId (an immediate code learns its payment only this way), a boleto by its
 * correlationId, or a code or transfer this computer does not know.
 */
function sourceOf(
  session: ProfileSession,
  item: SandboxReceivedPix,
): Pick<ReceivedRecord, 'source' | 'reference'> {
  if (item.source === 'BOLETO') return { source: 'boleto', reference: item.reference };
  if (item.source === 'TRANSFER') return { source: 'transfer', reference: null };
  const code =
    item.reference === null ? undefined : session.received.codeOfTransaction(item.reference);
  return code
    ? { source: code.kind, reference: code.correlationId }
    : { source: 'qr-code', reference: null };
}

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const refundWrites = {
  'refund:create': refundCreate,
} satisfies FeatureWrites;

export function refundHandlers(ctx: AppContext): RefundHandlers {
  /** Reads a refund again (4.10) and keeps what changed; returns the refund as now kept. */
  async function followRefund(session: ProfileSession, refund: RefundView): Promise<RefundView> {
    const read = await getRefund(await session.service(), refund.id);
    const failureReason = read.failureReason ?? null;
    if (read.status !== refund.status || failureReason !== refund.failureReason) {
      session.received.setRefundStatus(
        refund.id,
        read.status,
        failureReason,
        ctx.now().toISOString(),
      );
      ctx.events.emit('data:changed', { resource: 'received' });
    }
    return session.received.getRefund(refund.id) ?? refund;
  }

  /** Follows the refunds of a Pix still processing; `strict` lets a failed read through. */
  async function followOpenRefunds(
    session: ProfileSession,
    received: ReceivedPixView,
    strict: boolean,
  ): Promise<void> {
    // Offline, opening a record shows what is kept at once, without waiting on retries.
    if (!strict && !ctx.connection.online) return;
    for (const refund of received.refunds.filter((r) => r.status === 'processing')) {
      try {
        await followRefund(session, refund);
      } catch (error) {
        if (strict) throw error;
        return; // offline or the bank unreachable: the cached status is shown
      }
    }
  }

  /** On the local sandbox, what the bank says the account received (its list). */
  async function learnFromSandbox(session: ProfileSession, strict: boolean): Promise<void> {
    if (session.kind !== 'local-sandbox' || (!strict && !ctx.connection.online)) return;
    try {
      const items = await listSandboxReceivedPix(await session.service());
      session.received.upsertReceived(
        items.map((item) => ({
          endToEndId: item.endToEndId,
          ...sourceOf(session, item),
          amountCents: item.amountCents,
          payerName: item.payer.name,
          payerDocument: item.payer.document,
          paidAt: item.paidAt,
          description: item.description,
        })),
        ctx.now().toISOString(),
      );
    } catch (error) {
      if (strict) throw error;
    }
  }

  return {
    // Money-safety: the one write pipeline (../writes/pipeline.ts).
    'refunds:create': async ({ endToEndId, amountCents, description }) => {
      const session = ctx.session();
      const before = session.received.getReceived(endToEndId);
      // A refund that failed since gave its amount back: know it before judging what is left.
      if (before && ctx.connection.online) await followOpenRefunds(session, before, false);
      return runWrite(ctx, refundCreate, {
        endToEndId,
        amountCents,
        description: description === '' ? undefined : description,
        known: session.received.getReceived(endToEndId),
        now: ctx.now(),
      });
    },

    'refunds:get': async ({ id, refresh }) => {
      const session = ctx.session();
      const cached = session.received.getRefund(id);
      if (!cached) {
        throw new AppFailure('not_found', 'No such refund on this computer.', {
          key: 'error.refund.not_found',
        });
      }
      if (!refresh && cached.status !== 'processing') return cached;
      return followRefund(session, cached);
    },

    'received:list': async ({ search, refresh, after, limit }) => {
      const session = ctx.session();
      // The Pix of cached charges are in the list as they are written: a page is read, never
      // gathered. Only the first page asks the bank; the next ones go on with the same list.
      if (refresh && after === null) await learnFromSandbox(session, false);
      return session.received.page({ search, after, limit });
    },

    'received:get': async ({ endToEndId, refresh }) => {
      const session = ctx.session();
      let received = session.received.getReceived(endToEndId);
      if (!received) throw notKnown();
      if (refresh || received.amountCents === null) await learnFromSandbox(session, refresh);
      received = session.received.getReceived(endToEndId) ?? received;
      // Followed until final: on opening the record, and on "refresh" (then a failure shows).
      await followOpenRefunds(session, received, refresh);
      return session.received.getReceived(endToEndId) ?? received;
    },

    'received:add': async ({ endToEndId }) => {
      const session = ctx.session();
      const now = ctx.now().toISOString();
      session.received.addPasted(endToEndId, now);
      await learnFromSandbox(session, false);
      ctx.events.emit('data:changed', { resource: 'received' });
      const received = session.received.getReceived(endToEndId);
      if (!received) throw notKnown();
      return received;
    },

    'received:sandbox-receive': async ({ amountCents, payer, paidOn, description }) => {
      const session = ctx.session();
      sandboxOnly(session);
      const now = ctx.now();
      const today = todayInSaoPaulo(now);
      if (paidOn !== undefined && paidOn > today) {
        throw new AppFailure('validation', 'A Pix cannot be received on a future day.', {
          fields: { paidOn: [{ key: 'v.received.paid_on_future' }] },
        });
      }
      const received = await receiveSandboxPix(await session.service(), {
        amountCents,
        payer,
        ...(paidOn === undefined || paidOn === today ? {} : { paidAt: noonInSaoPaulo(paidOn) }),
        ...(description === undefined || description === '' ? {} : { description }),
      });
      session.received.upsertReceived(
        [
          {
            endToEndId: received.endToEndId,
            source: 'transfer',
            amountCents: received.amountCents,
            payerName: payer.name,
            payerDocument: payer.document,
            paidAt: received.paidAt,
            reference: null,
            description: description === undefined || description === '' ? null : description,
          },
        ],
        now.toISOString(),
      );
      ctx.events.emit('data:changed', { resource: 'received' });
      const view = session.received.getReceived(received.endToEndId);
      if (!view) throw notKnown();
      return view;
    },
  };
}
