import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { lookUpPixKey } from '../../service/dict.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { KeyLookups } from './key-lookups.ts';
import { keyTransfer } from './key-transfer.write.ts';
import { keyTransferV2 } from './key-transfer-v2.write.ts';
import { keyTransferScheduled } from './key-transfer-scheduled.write.ts';
import { scheduledTransferCancel } from './scheduled-transfer-cancel.write.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';

type TransferHandlers = Pick<
  HandlerTable,
  'transfers:look-up' | 'transfers:create' | 'transfers:cancel-scheduled'
>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const transferWrites = {
  // The spec's route: kept so transfers recorded with it (and profiles without the lookup)
  // resolve as they always did.
  'transfer:key': keyTransfer,
  'transfer:key-v2': keyTransferV2,
  'transfer:key-scheduled': keyTransferScheduled,
  'transfer:cancel-scheduled': scheduledTransferCancel,
} satisfies FeatureWrites;

/** Scheduling needs the bank's v2 transfer (`transferAt`): said on the date field. */
function schedulingNeedsV2(): AppFailure {
  return new AppFailure('validation', 'Scheduling a transfer needs the v2 transfer route.', {
    fields: { scheduledFor: [{ key: 'v.transfer.schedule_needs_v2' }] },
  });
}

/**
 * What a lookup's refusal tells the owner: the bank's own 404 is a key nobody holds (said on
 * the key); a 404 not in the bank's words (a gateway's) means this bank did not answer the
 * lookup at all — a profile setting, not the key, may be what is wrong.
 */
function lookupRefusal(error: unknown): unknown {
  if (!(error instanceof AppFailure) || error.error.code !== 'not_found') return error;
  if (error.error.params?.['problem'] === 'bank') {
    return new AppFailure('validation', 'No Pix key like this was found.', {
      fields: { key: [{ key: 'v.transfer.key_not_found' }] },
    });
  }
  return new AppFailure('rejected', 'The bank did not answer the key lookup.', {
    key: 'error.transfer.lookup_unavailable',
  });
}

export function transferHandlers(ctx: AppContext): TransferHandlers {
  const lookups = new KeyLookups();

  return {
    // A read: the bank keeps a single-use endToEndId, and nothing moves.
    'transfers:look-up': async ({ key }) => {
      const session = ctx.session();
      if (session.keyTransferRoute === 'spec-v1') return { kind: 'unchecked', key };
      const client = await session.service();
      const lookup = await lookUpPixKey(client, key).catch((error: unknown) => {
        throw lookupRefusal(error);
      });
      return lookups.remember(session.profileId, key, lookup, ctx.now()).view;
    },

    // Money-safety: the one write pipeline (../pipeline/pipeline.ts).
    'transfers:create': async ({ key, endToEndId, amountCents, description, scheduledFor }) => {
      const message = description === '' ? undefined : description;
      const session = ctx.session();
      const now = ctx.now();
      // Today (or no day) sends it now; a later São Paulo day schedules it.
      const later =
        scheduledFor !== undefined && scheduledFor > todayInSaoPaulo(now) ? scheduledFor : null;
      if (endToEndId === undefined && session.keyTransferRoute === 'spec-v1') {
        // The spec's route knows no lookup and no later day.
        if (later !== null) throw schedulingNeedsV2();
        return runWrite(ctx, keyTransfer, { key, amountCents, description: message });
      }
      let shown;
      if (endToEndId === undefined) {
        // A profile on the v2 route pays every key through it: a caller that did not look
        // the key up first has it looked up here (a read: nothing moves), then paid.
        const client = await session.service();
        const lookup = await lookUpPixKey(client, key).catch((error: unknown) => {
          throw lookupRefusal(error);
        });
        shown = lookups.remember(session.profileId, key, lookup, now);
      } else {
        shown = lookups.find(endToEndId, session.profileId, key, now);
      }
      if (!shown) {
        // Said on the key: the screen goes back to the first step, which looks it up again.
        throw new AppFailure('validation', 'Look the key up again before transferring.', {
          fields: { key: [{ key: 'v.transfer.look_up_again' }] },
        });
      }
      const spent = shown.lookup.endToEndId;
      try {
        const sent =
          later !== null
            ? await runWrite(ctx, keyTransferScheduled, {
                lookup: shown,
                amountCents,
                description: message,
                scheduledFor: later,
                now,
              })
            : await runWrite(ctx, keyTransferV2, {
                lookup: shown,
                amountCents,
                description: message,
              });
        lookups.forget(spent);
        return sent;
      } catch (error) {
        // Single use at the bank: once it may have been spent (its outcome open, kept in the
        // outbox), the next transfer looks the key up again. A refusal (a limit, no
        // connection, the bank's no) leaves it, so the owner may fix that and send this one.
        if (error instanceof AppFailure && error.error.code === 'unknown_outcome') {
          lookups.forget(spent);
        }
        throw error;
      }
    },

    // Money-safety: a change to a transfer, through the same pipeline.
    'transfers:cancel-scheduled': ({ id }) => {
      const current = ctx.session().sentPayments.get(id);
      if (current?.kind !== 'key-transfer') {
        throw new AppFailure('not_found', 'No transfer with this id on this computer.', {
          key: 'error.transfer.not_found',
        });
      }
      return runWrite(ctx, scheduledTransferCancel, { current });
    },
  };
}
