import { AppFailure, type RegisteredCounterQr } from '../../../preload/contract/index.ts';
import { registeredCounterQrRepo } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import type { ReceivedRecord } from '../../cache/received/received-record.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { getStaticQrCode, listStaticQrPayments } from '../../service/static-qr.ts';
import type { AppContext } from '../context.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { counterQrCancel } from './cancel-registered.write.ts';
import { counterQrMerchant } from './merchant.ts';
import { codeRowOf, paymentsOf } from './registered-code.ts';
import { counterQrRegister } from './register.write.ts';

type RegisteredHandlers = Pick<
  HandlerTable,
  | 'counter-qr:register'
  | 'counter-qr:list-registered'
  | 'counter-qr:get-registered'
  | 'counter-qr:cancel-registered'
>;

function notCached(): AppFailure {
  return new AppFailure('not_found', 'This registered counter QR is not on this computer.', {
    key: 'error.counter_qr.registered_not_found',
  });
}

/**
 * Reads a registered code and its payments from the bank into the cache. Each payment is a Pix
 * received too: it joins Received as a QR code's, named by the code (the same path every
 * received Pix takes).
 */
export async function refreshRegistered(
  ctx: Pick<AppContext, 'now' | 'events'>,
  session: ProfileSession,
  correlationId: string,
): Promise<void> {
  const client = await session.service();
  const record = await getStaticQrCode(client, correlationId);
  const payments = paymentsOf(await listStaticQrPayments(client, correlationId));
  const now = ctx.now().toISOString();
  const repo = registeredCounterQrRepo(session.db);
  const cached = repo.get(correlationId);
  repo.upsertCode(
    codeRowOf(
      record,
      cached
        ? { key: cached.key, amountCents: cached.amountCents, description: cached.description }
        : {},
      now,
    ),
    now,
  );
  repo.addPayments(correlationId, payments, now, true);
  const description = repo.get(correlationId)?.description ?? null;
  session.received.upsertReceived(
    payments.map((payment): ReceivedRecord => ({
      endToEndId: payment.endToEndId,
      source: 'qr-code',
      amountCents: payment.amountCents,
      payerName: payment.payerName,
      payerDocument: null,
      paidAt: payment.paidAt,
      reference: correlationId,
      description,
    })),
    now,
  );
  ctx.events.emit('data:changed', { resource: 'pix' });
  if (payments.length > 0) ctx.events.emit('data:changed', { resource: 'received' });
}

/** Counter QRs registered with the bank: register, list, read with payments, cancel. */
export function registeredCounterQrHandlers(ctx: AppContext): RegisteredHandlers {
  function cached(session: ProfileSession, correlationId: string): RegisteredCounterQr {
    const code = registeredCounterQrRepo(session.db).get(correlationId);
    if (!code) throw notCached();
    return code;
  }

  return {
    // Money-safety: the one write pipeline, known by a correlationId chosen here.
    'counter-qr:register': async (input) => {
      const session = ctx.session();
      if (!session.pixKeys.get(input.key)) {
        throw new AppFailure('validation', 'Some fields are not valid.', {
          fields: { key: [{ key: 'v.counter_qr.key_not_registered' }] },
        });
      }
      // The name the offline code carries, when the business details tell it; else the bank
      // writes the account holder's own.
      const merchant = counterQrMerchant(ctx, session);
      return runWrite(ctx, counterQrRegister, {
        key: input.key,
        amountCents: input.amountCents,
        description: input.description,
        ...(merchant?.name ? { beneficiaryName: merchant.name } : {}),
      });
    },

    'counter-qr:list-registered': () => registeredCounterQrRepo(ctx.session().db).list(),

    // The cache answers first; the bank on demand (a refresh that cannot reach it fails as
    // such, and the page keeps the copy it has).
    'counter-qr:get-registered': async ({ correlationId, refresh }) => {
      const session = ctx.session();
      cached(session, correlationId);
      if (refresh) await refreshRegistered(ctx, session, correlationId);
      return cached(session, correlationId);
    },

    // The one write pipeline; a code already cancelled is done.
    'counter-qr:cancel-registered': async ({ correlationId }) => {
      const session = ctx.session();
      const current = cached(session, correlationId);
      if (current.status === 'CANCELLED') return current;
      try {
        return await runWrite(ctx, counterQrCancel, { correlationId, current });
      } catch (error) {
        // Cancelled meanwhile (from another computer): the page shows what the bank has.
        if (
          error instanceof AppFailure &&
          error.error.key === 'error.counter_qr.already_cancelled'
        ) {
          await refreshRegistered(ctx, session, correlationId).catch(() => {});
        }
        throw error;
      }
    },
  };
}
