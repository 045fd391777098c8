import { AppFailure, type BoletoView } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { getBoleto, simulateBoletoPayment } from '../../service/boletos.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { boletoCreate } from './boleto-create.write.ts';
import { boletoDueDateChange } from './boleto-due-date-change.write.ts';
import { boletoCancel } from './boleto-cancel.write.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { boletoWithMoney } from '../charges/with-money.ts';

type BoletoHandlers = Pick<
  HandlerTable,
  | 'boletos:create'
  | 'boletos:get'
  | 'boletos:update-due-date'
  | 'boletos:cancel'
  | 'boletos:simulate-payment'
>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const boletoWrites = {
  'boleto:create': boletoCreate,
  'boleto:update-due-date': boletoDueDateChange,
  'boleto:cancel': boletoCancel,
} satisfies FeatureWrites;

export function boletoHandlers(ctx: AppContext): BoletoHandlers {
  /** Reads the boleto from the service into the cache and returns the cached view. */
  async function refresh(session: ProfileSession, correlationId: string): Promise<BoletoView> {
    const client = await session.service();
    const record = await getBoleto(client, correlationId);
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
    // Money-safety: the one write pipeline (../writes/pipeline.ts).
    'boletos:create': (input) => runWrite(ctx, boletoCreate, input),

    // The cache answers first; the service is asked on demand. An asked-for refresh that
    // cannot reach the bank fails as such: the page keeps the copy it shows (its `syncedAt`
    // says how fresh it is) and says the bank was not reached, never "updated".
    'boletos:get': async ({ correlationId, refresh: wantsRefresh }) => {
      const session = ctx.session();
      const view = session.boletos.getBoleto(correlationId);
      if (view && !wantsRefresh) return boletoWithMoney(session, view);
      return boletoWithMoney(session, await refresh(session, correlationId));
    },

    // The one write pipeline, like every write the bank keeps.
    'boletos:update-due-date': ({ correlationId, dueDate }) =>
      runWrite(ctx, boletoDueDateChange, {
        correlationId,
        dueDate,
        current: cached(ctx.session(), correlationId),
        now: ctx.now(),
      }),

    // The one write pipeline; a boleto already cancelled is done, with nothing to send.
    'boletos:cancel': async ({ correlationId }) => {
      const current = cached(ctx.session(), correlationId);
      if (current.status === 'Cancelled') return current;
      return runWrite(ctx, boletoCancel, { correlationId, current });
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
      await simulateBoletoPayment(client, id, method);
      return refresh(session, correlationId);
    },
  };
}
