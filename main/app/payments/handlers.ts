import { AppFailure } from '../../../preload/contract/index.ts';
import { decodeBrCode, type BrCodeErrorReason } from '../../domain/brcode.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { decodePixCode, listDemoReceivers } from '../../service/payments.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { DecodedCodes, decodedCodeView } from './decoded-codes.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { qrPayment } from './qr-payment.write.ts';
import { readSentStatus, settleSentPayment } from './sent-settlement.ts';
import { sentPager } from '../../cache/payments/sent-page.ts';

type PaymentHandlers = Pick<
  HandlerTable,
  | 'payments:decode'
  | 'payments:pay-qr'
  | 'payments:list-sent'
  | 'payments:get-sent'
  | 'payments:demo-receivers'
>;

/** The words for a code that fails the local check, by what is wrong with it. */
function codeProblemKey(reason: BrCodeErrorReason, field: string): string {
  if (field === '63' || reason === 'crc_mismatch') return 'v.payment.code_damaged';
  if (reason === 'invalid_characters') return 'v.payment.code_characters';
  return 'v.payment.code_invalid';
}

function codeRefused(key: string): AppFailure {
  return new AppFailure('validation', 'Not a Pix copy-and-paste code.', {
    fields: { payload: [{ key }] },
  });
}

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const paymentWrites = {
  'payment:qr-code': qrPayment,
} satisfies FeatureWrites;

export function paymentHandlers(ctx: AppContext): PaymentHandlers {
  const decoded = new DecodedCodes();

  return {
    'payments:decode': async ({ payload }) => {
      // Checked here first: a mistyped or truncated code never reaches the bank.
      const local = decodeBrCode(payload);
      if (!local.ok) throw codeRefused(codeProblemKey(local.error.reason, local.error.field));
      const session = ctx.session();
      const client = await session.service();
      const code = await decodePixCode(client, payload).catch((error: unknown) => {
        if (error instanceof AppFailure && error.error.code === 'validation')
          throw codeRefused('v.payment.code_refused');
        if (error instanceof AppFailure && error.error.code === 'not_found')
          throw codeRefused('v.payment.code_unknown');
        throw error;
      });
      const now = ctx.now();
      const view = decodedCodeView(code, now);
      decoded.remember(code, view, now);
      return view;
    },

    // Money-safety: the one write pipeline (../writes/pipeline.ts).
    'payments:pay-qr': async ({ endToEndId, amountCents, description }) => {
      const decoding = decoded.find(endToEndId, ctx.now());
      if (!decoding) {
        throw new AppFailure('rejected', 'Decode the code again before paying it.', {
          key: 'error.payment.decode_again',
        });
      }
      const payment = await runWrite(ctx, qrPayment, {
        code: decoding.code,
        view: decoding.view,
        amountCents,
        description: description === '' ? undefined : description,
      });
      decoded.forget(endToEndId);
      return payment;
    },

    'payments:list-sent': (query) => sentPager(ctx.session().db)(query),

    'payments:get-sent': async ({ id, refresh }) => {
      const session = ctx.session();
      const cached = session.sentPayments.get(id);
      if (!cached) {
        throw new AppFailure('not_found', 'No such payment on this computer.', {
          key: 'error.payment.not_found',
        });
      }
      if (!refresh && cached.status !== 'PROCESSING') return cached;
      const read = await readSentStatus(session, cached);
      const settled = settleSentPayment(
        session,
        id,
        read.status,
        read.failureReason,
        ctx.now().toISOString(),
      );
      // The owner is looking at this receipt: it shows the failure; no notice on top.
      if (settled.changed) ctx.events.emit('data:changed', { resource: 'payments' });
      return session.sentPayments.get(id) ?? cached;
    },

    'payments:demo-receivers': async () => {
      const session = ctx.session();
      if (session.kind !== 'local-sandbox') {
        throw new AppFailure('unsupported', 'Demo receivers exist only in the local sandbox.');
      }
      const receivers = await listDemoReceivers(await session.service());
      return receivers.map((r) => ({
        id: r.id,
        name: r.name,
        bank: r.bank.name,
        codes: [
          {
            kind: 'dynamic' as const,
            payload: r.dynamicPayload,
            amountCents: reaisToCents(r.dynamicAmount),
          },
          { kind: 'static-amount' as const, payload: r.staticAmountPayload, amountCents: null },
          { kind: 'static' as const, payload: r.staticPayload, amountCents: null },
        ],
      }));
    },
  };
}
