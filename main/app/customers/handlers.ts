import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { cancelFromInstallment, carneOfCharge } from '../installments/installment-cancel.ts';
import { createInstallments } from '../installments/installment-writes.ts';

type CustomerHandlers = Pick<
  HandlerTable,
  | 'customers:search'
  | 'customers:get'
  | 'customers:update'
  | 'installments:create'
  | 'installments:of-charge'
  | 'installments:cancel-from'
>;

export function customerHandlers(ctx: AppContext): CustomerHandlers {
  function notFound(): AppFailure {
    return new AppFailure('not_found', 'This customer is not saved on this computer.', {
      key: 'error.customer.not_found',
    });
  }

  return {
    'customers:search': ({ query, limit }) => ctx.session().customers.search(query, limit),

    'customers:get': ({ document }) => {
      const session = ctx.session();
      const customer = session.customers.get(document);
      if (!customer) throw notFound();
      return { customer, charges: session.customers.charges(document) };
    },

    'customers:update': (input) => {
      const session = ctx.session();
      if (!session.customers.get(input.document)) throw notFound();
      const customer = session.customers.update(input, ctx.now().toISOString());
      ctx.events.emit('data:changed', { resource: 'customers' });
      return customer;
    },

    // Each installment is an ordinary creation through the one write pipeline.
    'installments:create': (input) => createInstallments(ctx, input),
    'installments:of-charge': (input) => carneOfCharge(ctx, input),
    // Each installment's cancel is an ordinary cancel through the one write pipeline.
    'installments:cancel-from': (input) => cancelFromInstallment(ctx, input),
  };
}
