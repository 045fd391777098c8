import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { pixKeyCreate } from './pix-key-create.write.ts';

type PixKeyHandlers = Pick<HandlerTable, 'pix-keys:create' | 'pix-keys:list'>;

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const pixKeyWrites = {
  'pix-key:create': pixKeyCreate,
} satisfies FeatureWrites;

export function pixKeyHandlers(ctx: AppContext): PixKeyHandlers {
  return {
    // The one write pipeline (../writes/pipeline.ts), with its IdempotencyKey.
    'pix-keys:create': (input) => runWrite(ctx, pixKeyCreate, input),
    'pix-keys:list': () => ctx.session().pixKeys.list(),
  };
}
