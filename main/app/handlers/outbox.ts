import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { createBoletoReconciled, getBoleto } from '../../service/boletos.ts';
import { outcomeIsUnknown } from '../../service/delivery.ts';
import type { CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import type { AppContext } from '../context.ts';

type OutboxHandlers = Pick<HandlerTable, 'outbox:list' | 'outbox:resolve'>;

export function outboxHandlers(ctx: AppContext): OutboxHandlers {
  return {
    'outbox:list': () => ctx.session().outbox.listOpen(),

    // Resolving an unknown outcome: read back by the identity first; only when the service
    // has never seen it is the SAME recorded request sent again.
    'outbox:resolve': async ({ id }) => {
      const session = ctx.session();
      const entry = session.outbox.get(id);
      if (!entry) throw new AppFailure('not_found', `No pending operation ${id}`);
      const client = await session.service();
      const request = session.outbox.payloadOf(id) as CreateBoletoRequest;
      // Set once the service has said 404 to the read-back: only from then on can a failure
      // be a definite answer about the create. Before it, whatever stopped the read-back (no
      // network, a lost connection — which undici may report as a refused certificate — a
      // refused key) leaves the outcome exactly as unknown as it was.
      let readBackSaidNotFound = false;
      try {
        const record = await ctx.connection.track(async () => {
          try {
            return await getBoleto(client, entry.identity);
          } catch (error) {
            if (!(error instanceof AppFailure && error.error.code === 'not_found')) throw error;
          }
          readBackSaidNotFound = true;
          return createBoletoReconciled(client, request);
        });
        session.boletos.upsertBoletos([record], ctx.now().toISOString());
        const done = session.outbox.markState(id, 'done', null);
        session.outbox.deleteIntent(id);
        ctx.events.emit('data:changed', { resource: 'boletos' });
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
          session.outbox.markState(id, definite ? 'failed' : 'unknown', error.error);
          ctx.events.emit('data:changed', { resource: 'outbox' });
        }
        throw error;
      }
    },
  };
}
