import { invoke, startTransport } from '../../../lib/api.ts';
import { i18n, t } from '../../../lib/i18n/index.svelte.ts';
import { navigate } from '../../../lib/router.ts';
import { app } from '../../../lib/state/app.svelte.ts';
import { renderableHref } from './render-route.ts';
import type { PrintRoute } from '../../../lib/print-route.ts';

export { pdfFileName } from './render-route.ts';

export type PrintTarget = 'printer' | 'pdf';

/** The desktop app prints and saves PDFs itself; a browser opens the page and prints it. */
export function printsInApp(): boolean {
  return (app.info?.transport ?? startTransport()) === 'electron';
}

/**
 * Sends a print page to the printer or to a PDF file (desktop). Where the app cannot print by
 * itself (the browser answers `unsupported`), the print page opens instead: its own button
 * prints, and the browser's dialog also saves PDFs.
 */
export async function printDocument(
  route: PrintRoute,
  target: PrintTarget,
  fileName: string,
): Promise<void> {
  const result = await invoke('print:render', {
    route: renderableHref(route),
    target,
    suggestedName: fileName,
  });
  if (result.ok) {
    if (target === 'pdf' && result.value.path) {
      app.notify(t('print.pdf_saved', { path: result.value.path }), 'success');
    }
    return;
  }
  if (result.error.code === 'unsupported') {
    navigate(route);
    return;
  }
  app.notify(t('print.failed', { reason: i18n.error(result.error) }), 'error');
}
