import { AppFailure, type AccountPixKeys } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { listPixKeys } from '../../service/pix-keys.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { pixKeyCreate } from './pix-key-create.write.ts';
import { pixKeyDelete } from './pix-key-delete.write.ts';

type PixKeyHandlers = Pick<HandlerTable, 'pix-keys:create' | 'pix-keys:list' | 'pix-keys:delete'>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const pixKeyWrites = {
  'pix-key:create': pixKeyCreate,
  'pix-key:delete': pixKeyDelete,
} satisfies FeatureWrites;

function notListed(): AppFailure {
  return new AppFailure('not_found', 'This key is not among the account’s keys.', {
    key: 'error.pix_key.not_listed',
  });
}

export function pixKeyHandlers(ctx: AppContext): PixKeyHandlers {
  return {
    // The one write pipeline (../pipeline/pipeline.ts), with its IdempotencyKey.
    'pix-keys:create': (input) => runWrite(ctx, pixKeyCreate, input),

    // The bank's list, kept; when the bank cannot be read, the keys as last read, with when
    // and why. No `data:changed` here: the screen that asked would only read it again.
    'pix-keys:list': async (): Promise<AccountPixKeys> => {
      const session = ctx.session();
      try {
        const listed = await listPixKeys(await session.service());
        session.pixKeys.replaceListed(listed, ctx.now().toISOString());
        return {
          keys: session.pixKeys.list(),
          source: 'bank',
          listedAt: session.pixKeys.listedAt(),
          problem: null,
        };
      } catch (error) {
        if (!(error instanceof AppFailure)) throw error;
        return {
          keys: session.pixKeys.list(),
          source: 'cache',
          listedAt: session.pixKeys.listedAt(),
          problem: error.error,
        };
      }
    },

    // Only a key the list showed: its type is the list's, and deleting a key the account does
    // not have is refused before anything is recorded or sent. The one write pipeline, with
    // its IdempotencyKey; an unreachable bank refuses it now (nothing is queued).
    'pix-keys:delete': ({ key }) => {
      const listed = ctx.session().pixKeys.get(key);
      if (!listed) throw notListed();
      return runWrite(ctx, pixKeyDelete, { key: listed.key, entryType: listed.entryType });
    },
  };
}
