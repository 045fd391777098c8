import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { keyTransfer } from './key-transfer.write.ts';
import { runWrite } from '../pipeline/pipeline.ts';

type TransferHandlers = Pick<HandlerTable, 'transfers:create'>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const transferWrites = {
  'transfer:key': keyTransfer,
} satisfies FeatureWrites;

export function transferHandlers(ctx: AppContext): TransferHandlers {
  return {
    // Money-safety: the one write pipeline (../writes/pipeline.ts).
    'transfers:create': ({ key, amountCents, description }) =>
      runWrite(ctx, keyTransfer, {
        key,
        amountCents,
        description: description === '' ? undefined : description,
      }),
  };
}
