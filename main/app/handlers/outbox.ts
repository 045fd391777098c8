import { AppFailure, type OutboxEntry } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { createBoletoReconciled, getBoleto } from '../../service/boletos.ts';
import { outcomeIsUnknown } from '../../service/delivery.ts';
import { createDueDateQrCodeReconciled, getDueDateQrCode } from '../../service/pix.ts';
import type { CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import type { CreateDueDateQrCodeRequest } from '../../domain/wire/pix.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

type OutboxHandlers = Pick<HandlerTable, 'outbox:list' | 'outbox:resolve' | 'outbox:discard'>;

/**
 * How one kind of write is settled: `read` asks the service for the record by the entry's
 * identity (throws `not_found` when it has never seen it), `resend` sends the SAME recorded
 * request again, `cache` keeps what came back.
 */
interface Settler<R> {
  read(client: ServiceClient, identity: string): Promise<R>;
  resend(client: ServiceClient, payload: unknown): Promise<R>;
  cache(session: ProfileSession, record: R, syncedAt: string): void;
  resource: 'boletos' | 'pix';
}

const boletoSettler: Settler<Awaited<ReturnType<typeof getBoleto>>> = {
  read: getBoleto,
  resend: (client, payload) => createBoletoReconciled(client, payload as CreateBoletoRequest),
  cache: (session, record, syncedAt) => session.boletos.upsertBoletos([record], syncedAt),
  resource: 'boletos',
};

const dueDatePixSettler: Settler<Awaited<ReturnType<typeof getDueDateQrCode>>> = {
  read: getDueDateQrCode,
  resend: (client, payload) =>
    createDueDateQrCodeReconciled(client, payload as CreateDueDateQrCodeRequest),
  cache: (session, record, syncedAt) => session.pix.upsertPixCodes([record], 'due-date', syncedAt),
  resource: 'pix',
};

/**
 * An entry the user may forget: one the service definitely refused (`failed`), or an
 * immediate Pix code whose outcome stays unknown — it cannot be read back, and nobody was
 * shown it, so no money can reach it.
 */
function isDiscardable(entry: OutboxEntry): boolean {
  return (
    entry.state === 'failed' || (entry.state === 'unknown' && entry.kind === 'pix:create-immediate')
  );
}

export function outboxHandlers(ctx: AppContext): OutboxHandlers {
  // Resolving an unknown outcome: read back by the identity first; only when the service
  // has never seen it is the SAME recorded request sent again.
  async function settle<R>(
    session: ProfileSession,
    entry: OutboxEntry,
    settler: Settler<R>,
  ): Promise<OutboxEntry> {
    const client = await session.service();
    const request = session.outbox.payloadOf(entry.id);
    // Set once the service has said 404 to the read-back: only from then on can a failure
    // be a definite answer about the create. Before it, whatever stopped the read-back (no
    // network, a lost connection — which undici may report as a refused certificate — a
    // refused key) leaves the outcome exactly as unknown as it was.
    let readBackSaidNotFound = false;
    try {
      const record = await ctx.connection.track(async () => {
        try {
          return await settler.read(client, entry.identity);
        } catch (error) {
          if (!(error instanceof AppFailure && error.error.code === 'not_found')) throw error;
        }
        readBackSaidNotFound = true;
        return settler.resend(client, request);
      });
      settler.cache(session, record, ctx.now().toISOString());
      const done = session.outbox.markState(entry.id, 'done', null);
      session.outbox.deleteIntent(entry.id);
      ctx.events.emit('data:changed', { resource: settler.resource });
      ctx.events.emit('data:changed', { resource: 'outbox' });
      return done;
    } catch (error) {
      if (error instanceof AppFailure) {
        const definite =
          readBackSaidNotFound &&
          !(
            error.error.code === 'unknown_outcome' ||
            error.error.code === 'offline' ||
            error.error.code === 'timeout' ||
            outcomeIsUnknown(error)
          );
        session.outbox.markState(entry.id, definite ? 'failed' : 'unknown', error.error);
        ctx.events.emit('data:changed', { resource: 'outbox' });
      }
      throw error;
    }
  }

  return {
    'outbox:list': () => ctx.session().outbox.listOpen(),

    'outbox:resolve': async ({ id }) => {
      const session = ctx.session();
      const entry = session.outbox.get(id);
      if (!entry) throw new AppFailure('not_found', `No pending operation ${id}`);
      switch (entry.kind) {
        case 'boleto:create':
          return settle(session, entry, boletoSettler);
        case 'pix:create-due-date':
          return settle(session, entry, dueDatePixSettler);
        case 'pix:create-immediate': {
          // No read by correlationId exists for immediate codes (its read needs the
          // transactionId the lost answer carried), and re-sending could make a second code:
          // it stays unknown, for the owner to discard.
          const failure = new AppFailure(
            'unknown_outcome',
            'An immediate Pix QR code cannot be checked with the bank.',
            {
              key: 'error.pix.unknown_outcome_immediate',
              params: { correlationId: entry.identity },
            },
          );
          if (entry.state !== 'unknown') {
            session.outbox.markState(entry.id, 'unknown', failure.error);
            ctx.events.emit('data:changed', { resource: 'outbox' });
          }
          throw failure;
        }
      }
    },

    'outbox:discard': ({ id }) => {
      const session = ctx.session();
      const entry = session.outbox.get(id);
      if (!entry) throw new AppFailure('not_found', `No pending operation ${id}`);
      if (!isDiscardable(entry)) {
        throw new AppFailure(
          'rejected',
          'Only refused writes or unverifiable Pix codes can be discarded.',
          {
            key: 'error.outbox.not_discardable',
            params: { state: entry.state },
          },
        );
      }
      session.outbox.deleteIntent(entry.id);
      ctx.events.emit('data:changed', { resource: 'outbox' });
      return { done: true as const };
    },
  };
}
