import { randomUUID } from 'node:crypto';
import { AppFailure, type BoletoView } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { toWireBoletoRequest } from '../../service/mapping/boleto-mapping.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import {
  createBoletoReconciled,
  getBoleto,
  simulateBoletoPayment,
  updateBoletoDueDate,
} from '../../service/boletos.ts';
import { outcomeIsUnknown } from '../../service/delivery.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

type BoletoHandlers = Pick<
  HandlerTable,
  'boletos:create' | 'boletos:get' | 'boletos:update-due-date' | 'boletos:simulate-payment'
>;

export function boletoHandlers(ctx: AppContext): BoletoHandlers {
  /** Reads the boleto from the service into the cache and returns the cached view. */
  async function refresh(session: ProfileSession, correlationId: string): Promise<BoletoView> {
    const client = await session.service();
    const record = await ctx.connection.track(() => getBoleto(client, correlationId));
    session.boletos.upsertBoletos([record], ctx.now().toISOString());
    ctx.events.emit('data:changed', { resource: 'boletos' });
    return session.boletos.getBoleto(correlationId)!;
  }

  function cached(session: ProfileSession, correlationId: string): BoletoView {
    const view = session.boletos.getBoleto(correlationId);
    if (!view) {
      throw new AppFailure('not_found', 'This boleto is not in the cache.', {
        key: 'error.boleto.not_found',
      });
    }
    return view;
  }

  return {
    // Money-safety: the correlationId is chosen and the intent written to the outbox before
    // the request leaves; an unknown outcome stays there to be read back, never re-sent as a
    // different request. A definite refusal leaves nothing behind.
    'boletos:create': async (input) => {
      const session = ctx.session();
      const client = await session.service();
      const correlationId = randomUUID();
      const request = toWireBoletoRequest(input, correlationId);
      const entry = session.outbox.recordIntent({
        kind: 'boleto:create',
        identity: correlationId,
        payload: request,
        summary: {
          amountCents: input.amountCents,
          label: input.payer.name,
          dueDate: input.dueDate,
        },
      });
      try {
        const record = await ctx.connection.track(() => createBoletoReconciled(client, request));
        session.boletos.upsertBoletos([record], ctx.now().toISOString());
        session.outbox.deleteIntent(entry.id);
        ctx.events.emit('data:changed', { resource: 'boletos' });
        return session.boletos.getBoleto(correlationId)!;
      } catch (error) {
        if (
          error instanceof AppFailure &&
          (error.error.code === 'unknown_outcome' || outcomeIsUnknown(error))
        ) {
          session.outbox.markState(entry.id, 'unknown', error.error);
          ctx.events.emit('data:changed', { resource: 'outbox' });
          throw new AppFailure('unknown_outcome', 'The boleto may or may not have been created.', {
            key: 'error.boleto.unknown_outcome',
          });
        }
        session.outbox.deleteIntent(entry.id);
        throw error;
      }
    },

    // The cache answers first; the service is asked on demand, and when it cannot be reached
    // the cached copy is still shown (its `syncedAt` says how fresh it is).
    'boletos:get': async ({ correlationId, refresh: wantsRefresh }) => {
      const session = ctx.session();
      const view = session.boletos.getBoleto(correlationId);
      if (view && !wantsRefresh) return view;
      try {
        return await refresh(session, correlationId);
      } catch (error) {
        const unreachable =
          error instanceof AppFailure && ['offline', 'timeout'].includes(error.error.code);
        if (view && unreachable) return view;
        throw error;
      }
    },

    'boletos:update-due-date': async ({ correlationId, dueDate }) => {
      const session = ctx.session();
      const current = cached(session, correlationId);
      if (current.status !== 'Pending') {
        throw new AppFailure('rejected', 'Only pending boletos can change due date.', {
          key: 'error.boleto.not_pending',
        });
      }
      if (dueDate < todayInSaoPaulo(ctx.now())) {
        throw new AppFailure('validation', 'The due date is in the past.', {
          fields: { dueDate: [{ key: 'v.date.past' }] },
        });
      }
      const client = await session.service();
      await ctx.connection.track(() => updateBoletoDueDate(client, correlationId, dueDate));
      return refresh(session, correlationId);
    },

    'boletos:simulate-payment': async ({ correlationId, method }) => {
      const session = ctx.session();
      if (!session.isSandbox) {
        throw new AppFailure('unsupported', 'Payments can be simulated on sandbox profiles only.', {
          key: 'error.simulation.sandbox_only',
        });
      }
      const boleto = cached(session, correlationId);
      if (method === 'PIX' && boleto.type !== 'BANKSLIP_PIX') {
        throw new AppFailure('rejected', 'This boleto has no Pix.', { key: 'error.boleto.no_pix' });
      }
      const client = await session.service();
      const id = method === 'PIX' ? correlationId : boleto.digitableLine;
      await ctx.connection.track(() => simulateBoletoPayment(client, id, method));
      return refresh(session, correlationId);
    },
  };
}
