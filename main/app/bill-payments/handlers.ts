import { AppFailure } from '../../../preload/contract/index.ts';
import { sentBoletosRepo } from '../../cache/payments/sent-boletos-repo.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { listDemoSupplierBoletos, readBoletoToPay } from '../../service/bill-payments.ts';
import type { AppContext } from '../context.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { boletoPayment } from './boleto-payment.write.ts';
import { BoletoReads } from './boleto-reads.ts';
import { boletoToPayView } from './boleto-view.ts';

type BillPaymentHandlers = Pick<
  HandlerTable,
  'bill-payments:read' | 'bill-payments:pay' | 'bill-payments:get' | 'bill-payments:demo-suppliers'
>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const billPaymentWrites = {
  'payment:boleto': boletoPayment,
} satisfies FeatureWrites;

/** The code's field refused with `key`: the bank does not take this boleto. */
function codeRefused(key: string): AppFailure {
  return new AppFailure('validation', 'The bank cannot read this boleto.', {
    fields: { code: [{ key }] },
  });
}

export function billPaymentHandlers(ctx: AppContext): BillPaymentHandlers {
  const reads = new BoletoReads();

  return {
    // The check digits were checked by the contract's schema: a mistyped line never leaves.
    'bill-payments:read': async ({ code }) => {
      const session = ctx.session();
      const client = await session.service();
      const boleto = await readBoletoToPay(client, code).catch((error: unknown) => {
        if (error instanceof AppFailure && error.error.code === 'validation')
          throw codeRefused('v.bill_payment.code_refused');
        if (error instanceof AppFailure && error.error.code === 'not_found')
          throw codeRefused('v.bill_payment.code_unknown');
        throw error;
      });
      const view = boletoToPayView(boleto);
      reads.remember(session.profileId, view, ctx.now());
      return view;
    },

    // Money-safety: the one write pipeline (../pipeline/pipeline.ts).
    'bill-payments:pay': async ({ barCode, amountCents, description }) => {
      const session = ctx.session();
      const boleto = reads.find(session.profileId, barCode, ctx.now());
      if (!boleto) {
        throw new AppFailure('rejected', 'Read the boleto again before paying it.', {
          key: 'error.bill_payment.read_again',
        });
      }
      const payment = await runWrite(ctx, boletoPayment, {
        boleto,
        amountCents,
        description: description === '' ? undefined : description,
      });
      reads.forget(session.profileId, barCode);
      return payment;
    },

    'bill-payments:get': ({ id }) => {
      const session = ctx.session();
      const payment = session.sentPayments.get(id);
      const boleto = payment?.kind === 'boleto' ? sentBoletosRepo(session.db).get(id) : undefined;
      if (!payment || !boleto) {
        throw new AppFailure('not_found', 'No such boleto payment on this computer.', {
          key: 'error.bill_payment.not_found',
        });
      }
      const { paymentId: _id, ...rest } = boleto;
      return { payment, boleto: rest };
    },

    'bill-payments:demo-suppliers': async () => {
      const session = ctx.session();
      if (session.kind !== 'local-sandbox') {
        throw new AppFailure('unsupported', 'Demo suppliers exist only in the local sandbox.');
      }
      const items = await listDemoSupplierBoletos(await session.service());
      return items.map((item) => ({
        supplierId: item.supplierId,
        name: item.name,
        digitableLine: item.digitableLine,
        amountCents: reaisToCents(item.amount),
        dueDate: item.dueDate,
        trait: item.trait,
      }));
    },
  };
}
