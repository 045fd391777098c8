import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { lookUpPixKey } from '../../service/dict.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { KeyLookups } from './key-lookups.ts';
import { keyTransfer } from './key-transfer.write.ts';
import { keyTransferV2 } from './key-transfer-v2.write.ts';

type TransferHandlers = Pick<HandlerTable, 'transfers:look-up' | 'transfers:create'>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const transferWrites = {
  // The spec's route: kept so transfers recorded with it (and profiles without the lookup)
  // resolve as they always did.
  'transfer:key': keyTransfer,
  'transfer:key-v2': keyTransferV2,
} satisfies FeatureWrites;

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
    'transfers:create': async ({ key, endToEndId, amountCents, description }) => {
      const message = description === '' ? undefined : description;
      if (endToEndId === undefined) {
        return runWrite(ctx, keyTransfer, { key, amountCents, description: message });
      }
      const session = ctx.session();
      const shown = lookups.find(endToEndId, session.profileId, key, ctx.now());
      if (!shown) {
        // Said on the key: the screen goes back to the first step, which looks it up again.
        throw new AppFailure('validation', 'Look the key up again before transferring.', {
          fields: { key: [{ key: 'v.transfer.look_up_again' }] },
        });
      }
      try {
        const sent = await runWrite(ctx, keyTransferV2, {
          lookup: shown,
          amountCents,
          description: message,
        });
        lookups.forget(endToEndId);
        return sent;
      } catch (error) {
        // Single use at the bank: once it may have been spent (its outcome open, kept in the
        // outbox), the next transfer looks the key up again. A refusal (a limit, no
        // connection, the bank's no) leaves it, so the owner may fix that and send this one.
        if (error instanceof AppFailure && error.error.code === 'unknown_outcome') {
          lookups.forget(endToEndId);
        }
        throw error;
      }
    },
  };
}
