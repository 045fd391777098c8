import { randomUUID } from 'node:crypto';
import {
  AppFailure,
  isValidCnpj,
  isValidCpf,
  MAX_CENTS,
  normalizeDocument,
  type PixCodeView,
} from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { OutboxIntent } from '../../cache/outbox/outbox-repo.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { amountDueOn } from '../../domain/due-date-charge.ts';
import { centsToReais } from '../../domain/money.ts';
import {
  dueBreakdownOn,
  dueDateChargeOf,
  formTaxIssues,
  pixCodeViewFromWire,
  toWireDueDateRequest,
  toWireImmediateRequest,
  type PixCodeRecordOfKind,
} from '../../service/mapping/pix-mapping.ts';
import { outcomeIsUnknown } from '../../service/delivery.ts';
import {
  createDueDateQrCodeReconciled,
  createImmediateQrCode,
  getDueDateQrCode,
  simulatePixPayment,
} from '../../service/pix.ts';
import type { AppContext } from '../context.ts';
import { refreshOpenPixCodes, refreshPixCode } from '../pix/pix-refresh.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

type PixHandlers = Pick<
  HandlerTable,
  | 'pix:create-immediate'
  | 'pix:create-due-date'
  | 'pix:get'
  | 'pix:preview-due-date'
  | 'pix:simulate-payment'
  | 'pix:refresh-open'
>;

/**
 * Who pays a simulated Pix when the code names no payer whose document the app can read
 * (due-date codes come back with it masked): a CPF with valid check digits, as the sandbox
 * asks of every payer.
 */
const SIMULATED_PAYER = { name: 'Pagador de teste', document: '52998224725' };

function unreachable(error: unknown): boolean {
  return error instanceof AppFailure && ['offline', 'timeout'].includes(error.error.code);
}

function notCached(): AppFailure {
  return new AppFailure('not_found', 'This Pix QR code is not in the cache.', {
    key: 'error.pix.not_found',
  });
}

/** Writes a service record into the cache (one transaction, with its charges row). */
function cacheRecord(session: ProfileSession, code: PixCodeRecordOfKind, syncedAt: string): void {
  if (code.kind === 'immediate') session.pix.upsertPixCodes([code.record], 'immediate', syncedAt);
  else session.pix.upsertPixCodes([code.record], 'due-date', syncedAt);
}

export function pixHandlers(ctx: AppContext): PixHandlers {
  function cached(session: ProfileSession, correlationId: string): PixCodeView {
    const view = session.pix.getPixCode(correlationId);
    if (!view) throw notCached();
    return view;
  }

  /** Reads the code again into the cache and returns the cached view. */
  async function refreshed(session: ProfileSession, view: PixCodeView): Promise<PixCodeView> {
    const changed = await refreshPixCode(ctx, session, view);
    if (changed) ctx.events.emit('data:changed', { resource: 'pix' });
    return session.pix.getPixCode(view.correlationId) ?? view;
  }

  /**
   * Money-safety: the intent (with the exact request and its correlationId) is in the outbox
   * before the request leaves. The code created → cached, intent forgotten, view returned
   * with the PNG of the create answer (the cache keeps the payload only). A definite refusal
   * → intent forgotten, nothing cached. An unknown outcome → the intent stays, `unknown`, to
   * be checked from the outbox; never re-sent as a different request.
   */
  async function createRecorded(
    session: ProfileSession,
    intent: OutboxIntent,
    send: () => Promise<PixCodeRecordOfKind>,
    unknown: { key: string; message: string },
  ): Promise<PixCodeView> {
    const entry = session.outbox.recordIntent(intent);
    let code: PixCodeRecordOfKind;
    try {
      code = await ctx.connection.track(send);
    } catch (error) {
      if (
        error instanceof AppFailure &&
        (error.error.code === 'unknown_outcome' || outcomeIsUnknown(error))
      ) {
        session.outbox.markState(entry.id, 'unknown', error.error);
        ctx.events.emit('data:changed', { resource: 'outbox' });
        throw new AppFailure('unknown_outcome', unknown.message, {
          key: unknown.key,
          params: { correlationId: intent.identity },
        });
      }
      session.outbox.deleteIntent(entry.id);
      throw error;
    }
    // The bank has the code from here on: whatever fails now must not forget the intent.
    const syncedAt = ctx.now().toISOString();
    try {
      cacheRecord(session, code, syncedAt);
    } catch (error) {
      const failure =
        error instanceof AppFailure
          ? error
          : new AppFailure('internal', 'The created Pix QR code could not be cached.');
      session.outbox.markState(entry.id, 'unknown', failure.error);
      ctx.events.emit('data:changed', { resource: 'outbox' });
      throw failure;
    }
    session.outbox.deleteIntent(entry.id);
    ctx.events.emit('data:changed', { resource: 'pix' });
    const status = session.pix.getPixCode(intent.identity)?.status;
    return pixCodeViewFromWire(code, status === undefined ? { syncedAt } : { syncedAt, status });
  }

  return {
    'pix:create-immediate': async (input) => {
      const session = ctx.session();
      const client = await session.service();
      const correlationId = randomUUID();
      const request = toWireImmediateRequest(input, correlationId);
      const validUntil = todayInSaoPaulo(
        new Date(ctx.now().getTime() + input.expiresInSeconds * 1000),
      );
      return createRecorded(
        session,
        {
          kind: 'pix:create-immediate',
          identity: correlationId,
          payload: request,
          summary: {
            amountCents: input.amountCents,
            label: input.payer?.name ?? input.description ?? '',
            dueDate: validUntil,
          },
        },
        async () => ({ kind: 'immediate', record: await createImmediateQrCode(client, request) }),
        {
          key: 'error.pix.unknown_outcome_immediate',
          message: 'The Pix QR code may or may not have been created, and it cannot be checked.',
        },
      );
    },

    'pix:create-due-date': async (input) => {
      // The domain's tax rules the contract's schema leaves to it: refused before anything
      // is recorded or sent.
      const fields = formTaxIssues(input.amountCents, input.dueDate, input.taxes);
      if (Object.keys(fields).length > 0) {
        throw new AppFailure('validation', 'Some fields are not valid.', { fields });
      }
      const session = ctx.session();
      const client = await session.service();
      const correlationId = randomUUID();
      const request = toWireDueDateRequest(input, correlationId);
      return createRecorded(
        session,
        {
          kind: 'pix:create-due-date',
          identity: correlationId,
          payload: request,
          summary: {
            amountCents: input.amountCents,
            label: input.payer.name,
            dueDate: input.dueDate,
          },
        },
        async () => ({
          kind: 'due-date',
          record: await createDueDateQrCodeReconciled(client, request),
        }),
        {
          key: 'error.pix.unknown_outcome',
          message: 'The Pix QR code may or may not have been created; it was kept to be checked.',
        },
      );
    },

    // The cache answers first; the service on demand, and when it cannot be reached the
    // cached copy is still shown (its `syncedAt` says how fresh it is).
    'pix:get': async ({ correlationId, refresh }) => {
      const session = ctx.session();
      const view = session.pix.getPixCode(correlationId);
      if (view && !refresh) return view;
      if (view) {
        try {
          return await refreshed(session, view);
        } catch (error) {
          if (unreachable(error)) return view;
          throw error;
        }
      }
      // Not cached: of the two kinds, only a due-date code can be found by its correlationId.
      const client = await session.service();
      const record = await ctx.connection
        .track(() => getDueDateQrCode(client, correlationId))
        .catch((error: unknown) => {
          if (error instanceof AppFailure && error.error.code === 'not_found') throw notCached();
          throw error;
        });
      session.pix.upsertPixCodes([record], 'due-date', ctx.now().toISOString());
      ctx.events.emit('data:changed', { resource: 'pix' });
      return cached(session, correlationId);
    },

    'pix:preview-due-date': ({ amountCents, dueDate, maxDaysOverdue, taxes, dates }) => {
      const fields = formTaxIssues(amountCents, dueDate, taxes);
      if (Object.keys(fields).length > 0) {
        throw new AppFailure('validation', 'Some fields are not valid.', { fields });
      }
      const charge = dueDateChargeOf({
        originalCents: amountCents,
        dueDate,
        maxDaysOverdue,
        taxes,
      });
      // A date long after the last payable day can ask more than any amount can hold (the
      // breakdown still shows what it would have been): refused on that date.
      return dates.map((date, i) => {
        try {
          const breakdown = dueBreakdownOn(charge, date);
          if (breakdown.totalCents <= MAX_CENTS) return breakdown;
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
        }
        throw new AppFailure('validation', 'The date is too far after the due date.', {
          fields: { [`dates.${i}`]: [{ key: 'v.date.too_late' }] },
        });
      });
    },

    // Pays the code as a payer would (sandbox profiles only): an immediate code its amount, a
    // due-date code exactly what the domain says is due on the payment date.
    'pix:simulate-payment': async ({ correlationId, paymentDate, payer }) => {
      const session = ctx.session();
      if (!session.isSandbox) {
        throw new AppFailure('unsupported', 'Payments can be simulated on sandbox profiles only.', {
          key: 'error.simulation.sandbox_only',
        });
      }
      const code = cached(session, correlationId);
      const notPayable = (params: Record<string, string> = {}) =>
        new AppFailure('rejected', 'This Pix QR code can no longer be paid.', {
          key: 'error.pix.not_payable',
          params: { status: code.status, ...params },
        });
      // Statuses only move forward in the cache: a finished code is finished at the bank too.
      if (code.status !== 'ACTIVE') throw notPayable();

      const now = ctx.now();
      const today = todayInSaoPaulo(now);
      const date = paymentDate ?? today;
      let amountCents = code.amountCents;
      if (code.kind === 'due-date' && code.dueDate !== null && code.maxDaysOverdue !== null) {
        const due = amountDueOn(
          dueDateChargeOf({
            originalCents: code.originalAmountCents,
            dueDate: code.dueDate,
            maxDaysOverdue: code.maxDaysOverdue,
            taxes: code.taxes,
          }),
          date,
        );
        if (!due.payable) throw notPayable({ deadline: due.deadline });
        amountCents = due.breakdown.totalCents;
      }

      const client = await session.service();
      await ctx.connection.track(() =>
        simulatePixPayment(client, {
          transactionId: code.transactionId,
          amount: centsToReais(amountCents),
          payer: payer
            ? { name: payer.name, document: normalizeDocument(payer.document) }
            : defaultPayer(code),
          // Today means now (a date alone is noon, which may be before the code was created).
          paidAt: date === today ? now.toISOString() : date,
        }),
      );
      try {
        return await refreshed(session, code);
      } catch (error) {
        if (unreachable(error)) return code;
        throw error;
      }
    },

    'pix:refresh-open': async () => {
      const { refreshed: count } = await refreshOpenPixCodes(ctx, ctx.session());
      return { refreshed: count };
    },
  };
}

/** The code's own payer when its document is readable (the sandbox checks it), else ours. */
function defaultPayer(code: PixCodeView): { name: string; document: string } {
  const document = code.payer ? normalizeDocument(code.payer.document) : '';
  if (code.payer && (isValidCpf(document) || isValidCnpj(document))) {
    return { name: code.payer.name, document };
  }
  return SIMULATED_PAYER;
}
