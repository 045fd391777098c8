import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';

type PrintHandlers = Pick<HandlerTable, 'print:render'>;

export function printHandlers(ctx: AppContext): PrintHandlers {
  return {
    'print:render': async ({ route, target, suggestedName }) => {
      if (!ctx.printer) {
        // In the browser the print page uses the browser's own dialog, which also saves PDFs.
        throw new AppFailure('unsupported', 'Printing from the app is available on the desktop.', {
          key: 'error.print.browser',
        });
      }
      return { path: await ctx.printer.render(route, target, suggestedName ?? 'balcao.pdf') };
    },
  };
}
