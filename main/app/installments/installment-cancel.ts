import {
  AppFailure,
  type Carne,
  type CarneCancelResult,
  type CarneChargeInput,
} from '../../../preload/contract/index.ts';
import { carneReader } from '../../cache/charges/carne-read.ts';
import { boletoCancel } from '../boletos/boleto-cancel.write.ts';
import type { AppContext } from '../context.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { pixDueDateCancel } from '../pix/pix-cancel.write.ts';

/** The carnê a charge is an installment of, from the cache. */
export function carneOfCharge(ctx: AppContext, input: CarneChargeInput): Carne | null {
  return carneReader(ctx.session().db).carneOf(input);
}

/**
 * Cancels the installment `input` names and every later one still open (or expired, which a
 * late payer may still pay), one after the other, each the ordinary cancel of its kind
 * through the one write pipeline. Paid and cancelled installments are left as they are. The
 * first cancel that fails stops the rest, and the owner is told which were cancelled before
 * it: trying again cancels only those left.
 */
export async function cancelFromInstallment(
  ctx: AppContext,
  input: CarneChargeInput,
): Promise<CarneCancelResult> {
  const carne = carneOfCharge(ctx, input);
  if (carne === null) {
    throw new AppFailure('not_found', 'This charge is not an installment of a carnê.', {
      key: 'error.carne.not_installment',
    });
  }
  const cancelled: number[] = [];
  const targets = carne.installments.filter(
    (i) => i.number >= carne.number && (i.state === 'open' || i.state === 'expired'),
  );
  for (const installment of targets) {
    try {
      await cancelOne(ctx, carne.kind, installment.correlationId);
      cancelled.push(installment.number);
    } catch (error) {
      const reason = error instanceof AppFailure ? error.error.message : String(error);
      throw new AppFailure(
        error instanceof AppFailure ? error.error.code : 'internal',
        `Installment ${installment.number}/${carne.count} was not cancelled: ${reason}`,
        {
          key: 'error.carne.cancel_stopped',
          params: {
            number: installment.number,
            count: carne.count,
            done: cancelled.length === 0 ? '—' : cancelled.join(', '),
          },
        },
      );
    }
  }
  if (cancelled.length > 0) ctx.events.emit('data:changed', { resource: resourceOf(carne) });
  return { cancelled };
}

const resourceOf = (carne: Carne) => (carne.kind === 'boleto' ? 'boletos' : 'pix');

async function cancelOne(
  ctx: AppContext,
  kind: Carne['kind'],
  correlationId: string,
): Promise<void> {
  const session = ctx.session();
  if (kind === 'boleto') {
    const current = session.boletos.getBoleto(correlationId);
    if (current === null || current.status === 'Cancelled') return;
    await runWrite(ctx, boletoCancel, { correlationId, current });
    return;
  }
  const current = session.pix.getPixCode(correlationId);
  if (current === null || current.status === 'CANCELLED') return;
  await runWrite(ctx, pixDueDateCancel, { correlationId, current });
}
