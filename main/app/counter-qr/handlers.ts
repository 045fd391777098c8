import {
  AppFailure,
  type CounterQr,
  type CounterQrInputParsed,
  type FieldMessage,
} from '../../../preload/contract/index.ts';
import { decodeBrCode } from '../../domain/brcode.ts';
import { buildStaticBrCode, type StaticBrCodeProblem } from '../../domain/brcode-static.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { paySandboxStaticCode } from '../../service/counter-qr.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { counterQrMerchant } from './merchant.ts';
import { registeredCounterQrRepo } from '../../cache/counter-qr/registered-counter-qr-repo.ts';
import { refreshRegistered, registeredCounterQrHandlers } from './registered-handlers.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { counterQrCancel } from './cancel-registered.write.ts';
import { counterQrRegister } from './register.write.ts';

type CounterQrHandlers = Pick<
  HandlerTable,
  | 'counter-qr:read-setup'
  | 'counter-qr:build'
  | 'counter-qr:simulate-payment'
  | 'counter-qr:register'
  | 'counter-qr:list-registered'
  | 'counter-qr:get-registered'
  | 'counter-qr:cancel-registered'
>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const counterQrWrites = {
  'counter-qr:register': counterQrRegister,
  'counter-qr:cancel': counterQrCancel,
} satisfies FeatureWrites;

/** Who pays a simulated counter QR: a CPF with valid check digits, as the sandbox asks. */
const SIMULATED_PAYER = { name: 'Cliente do balcão', document: '52998224725' };

function fieldFailure(path: string, message: FieldMessage): AppFailure {
  return new AppFailure('validation', 'Some fields are not valid.', {
    fields: { [path]: [message] },
  });
}

/** A rule of the code the input broke, in the form's words (its field and how far it may go). */
function problemFailure(problem: StaticBrCodeProblem): AppFailure {
  switch (problem.field) {
    case 'key':
      return fieldFailure('key', { key: 'v.counter_qr.key_not_usable' });
    case 'amountCents':
      return fieldFailure('amountCents', {
        key:
          problem.reason === 'not_positive'
            ? 'v.money.positive'
            : problem.reason === 'too_large'
              ? 'v.money.max'
              : 'v.money.integer',
      });
    case 'description':
      return fieldFailure(
        'description',
        problem.reason === 'too_long'
          ? {
              key:
                problem.max === 0
                  ? 'v.counter_qr.description_no_room'
                  : 'v.counter_qr.description_too_long',
              params: { max: problem.max },
            }
          : { key: 'v.invalid' },
      );
    case 'merchantName':
    case 'merchantCity':
      // Nothing of the business's name or city is left in letters a code can carry.
      return new AppFailure('rejected', 'The business name or city cannot be written in a code.', {
        key: 'error.counter_qr.merchant_unreadable',
      });
  }
}

/**
 * The counter QR: a static code built here from a key this computer registered and the
 * business details, with no call to the bank (reads only the cache and the settings). On a
 * sandbox profile, a payer can pay it and the Pix shows in Received.
 */
export function counterQrHandlers(ctx: AppContext): CounterQrHandlers {
  function build(session: ProfileSession, input: CounterQrInputParsed): CounterQr {
    if (!session.pixKeys.get(input.key)) {
      throw fieldFailure('key', { key: 'v.counter_qr.key_not_registered' });
    }
    const merchant = counterQrMerchant(ctx, session);
    if (!merchant) {
      throw new AppFailure('rejected', 'The business name and city are not known yet.', {
        key: 'error.counter_qr.needs_business',
      });
    }
    const built = buildStaticBrCode({
      key: input.key,
      amountCents: input.amountCents,
      description: input.description,
      merchantName: merchant.name,
      merchantCity: merchant.city,
    });
    if (!built.ok) throw problemFailure(built.problem);
    const code = built.value;
    return {
      payload: code.payload,
      key: code.key,
      amountCents: code.amountCents ?? null,
      description: code.description ?? null,
      merchant,
    };
  }

  return {
    ...registeredCounterQrHandlers(ctx),

    'counter-qr:read-setup': () => {
      const session = ctx.session();
      return { keys: session.pixKeys.list(), merchant: counterQrMerchant(ctx, session) };
    },

    'counter-qr:build': (input) => build(ctx.session(), input),

    // Pays the code as a payer's bank would (sandbox profiles only), then keeps the Pix as
    // received at once; the bank's PIX_RECEIVED, when it comes, tells the same Pix.
    'counter-qr:simulate-payment': async ({ payload, amountCents }) => {
      const session = ctx.session();
      if (!session.isSandbox) {
        throw new AppFailure('unsupported', 'Payments can be simulated on sandbox profiles only.', {
          key: 'error.simulation.sandbox_only',
        });
      }
      const decoded = decodeBrCode(payload);
      if (!decoded.ok || decoded.value.kind !== 'static') {
        throw fieldFailure('payload', { key: 'v.counter_qr.not_a_counter_qr' });
      }
      const code = decoded.value;
      if (code.amountCents === undefined && amountCents === undefined) {
        throw fieldFailure('amountCents', { key: 'v.money.required' });
      }
      // A code registered with the bank names itself by its txid; one made here carries '***'.
      const registered =
        code.txid === '***'
          ? undefined
          : registeredCounterQrRepo(session.db).byTransactionId(code.txid);
      const paid = await paySandboxStaticCode(await session.service(), {
        payload,
        ...(code.amountCents === undefined ? { amountCents } : {}),
        payer: SIMULATED_PAYER,
      }).catch((error: unknown) => {
        if (error instanceof AppFailure && error.error.code === 'not_found') {
          throw new AppFailure('rejected', 'The bank does not know this key on the account.', {
            key: 'error.counter_qr.key_unknown_at_bank',
          });
        }
        if (registered && error instanceof AppFailure && error.error.code === 'rejected') {
          throw new AppFailure('rejected', 'This counter QR was cancelled; it cannot be paid.', {
            key: 'error.counter_qr.cancelled_not_payable',
          });
        }
        throw error;
      });
      const now = ctx.now().toISOString();
      session.received.upsertReceived(
        [
          {
            endToEndId: paid.endToEndId,
            // A registered code's Pix is a QR code's, named by the code.
            source: registered ? 'qr-code' : 'transfer',
            amountCents: paid.amountCents,
            payerName: SIMULATED_PAYER.name,
            payerDocument: SIMULATED_PAYER.document,
            paidAt: paid.paidAt,
            reference: registered?.correlationId ?? null,
            description: code.description ?? null,
          },
        ],
        now,
      );
      if (registered) {
        const { correlationId } = registered;
        registeredCounterQrRepo(session.db).addPayments(
          correlationId,
          [
            {
              endToEndId: paid.endToEndId,
              amountCents: paid.amountCents,
              paidAt: paid.paidAt,
              payerName: SIMULATED_PAYER.name,
            },
          ],
          now,
          false,
        );
        // The bank's own list, when it can be read now; the payment is kept either way.
        await refreshRegistered(ctx, session, correlationId).catch(() => {});
        ctx.events.emit('data:changed', { resource: 'pix' });
      }
      ctx.events.emit('data:changed', { resource: 'received' });
      const view = session.received.getReceived(paid.endToEndId);
      if (!view) throw new AppFailure('internal', 'The received Pix was not kept.');
      return view;
    },
  };
}
