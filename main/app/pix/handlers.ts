import {
  AppFailure,
  isValidCnpj,
  isValidCpf,
  MAX_CENTS,
  normalizeDocument,
  type PixCodeView,
} from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { amountDueOn } from '../../domain/due-date-charge.ts';
import { centsToReais } from '../../domain/money.ts';
import {
  dueBreakdownOn,
  dueDateChargeOf,
  formTaxIssues,
} from '../../service/mapping/pix-mapping.ts';
import { getDueDateQrCode, simulatePixPayment } from '../../service/pix.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { refreshOpenPixCodes, refreshPixCode } from './pix-refresh.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { pixDueDateCreate } from './pix-due-date-create.write.ts';
import { pixImmediateCreate } from './pix-immediate-create.write.ts';
import { pixDueDateCancel, pixImmediateCancel } from './pix-cancel.write.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { pixWithMoney } from '../charges/with-money.ts';

type PixHandlers = Pick<
  HandlerTable,
  | 'pix:create-immediate'
  | 'pix:create-due-date'
  | 'pix:get'
  | 'pix:cancel'
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

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const pixWrites = {
  'pix:create-immediate': pixImmediateCreate,
  'pix:create-due-date': pixDueDateCreate,
  'pix:cancel-immediate': pixImmediateCancel,
  'pix:cancel-due-date': pixDueDateCancel,
} satisfies FeatureWrites;

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

  return {
    // Money-safety: the one write pipeline (../writes/pipeline.ts).
    'pix:create-immediate': (input) => runWrite(ctx, pixImmediateCreate, input),
    'pix:create-due-date': (input) => runWrite(ctx, pixDueDateCreate, input),

    // The cache answers first; the service on demand, and when it cannot be reached the
    // cached copy is still shown (its `syncedAt` says how fresh it is).
    'pix:get': async ({ correlationId, refresh }) => {
      const session = ctx.session();
      const view = session.pix.getPixCode(correlationId);
      if (view && !refresh) return pixWithMoney(session, view);
      // An asked-for refresh that cannot reach the bank fails as such; the page keeps its copy.
      if (view) return pixWithMoney(session, await refreshed(session, view));
      // Not cached: of the two kinds, only a due-date code can be found by its correlationId.
      const client = await session.service();
      const record = await getDueDateQrCode(client, correlationId).catch((error: unknown) => {
        if (error instanceof AppFailure && error.error.code === 'not_found') throw notCached();
        throw error;
      });
      session.pix.upsertPixCodes([record], 'due-date', ctx.now().toISOString());
      ctx.events.emit('data:changed', { resource: 'pix' });
      return pixWithMoney(session, cached(session, correlationId));
    },

    // The one write pipeline, by the code's kind; a code already cancelled is done.
    'pix:cancel': async ({ correlationId }) => {
      const current = cached(ctx.session(), correlationId);
      if (current.status === 'CANCELLED') return current;
      const input = { correlationId, current };
      return current.kind === 'immediate'
        ? runWrite(ctx, pixImmediateCancel, input)
        : runWrite(ctx, pixDueDateCancel, input);
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
      await simulatePixPayment(client, {
        transactionId: code.transactionId,
        amount: centsToReais(amountCents),
        payer: payer
          ? { name: payer.name, document: normalizeDocument(payer.document) }
          : defaultPayer(code),
        // Today means now (a date alone is noon, which may be before the code was created).
        paidAt: date === today ? now.toISOString() : date,
      });
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
