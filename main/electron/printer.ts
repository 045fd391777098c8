import { BrowserWindow, dialog } from 'electron';
import { writeFile } from 'node:fs/promises';
import type { Printer } from '../app/context.ts';
import { APP_ORIGIN } from './protocol.ts';
import { lockNavigation } from './window.ts';

const READY_TIMEOUT_MS = 20_000;

/**
 * Prints the renderer's print pages from a hidden window with the same locked-down settings
 * and preload as the main window, so the page loads its data through the bridge (from the
 * cache: printing works offline). The page says it is ready with `data-ready="true"`.
 */
export function createPrinter(preloadPath: string, parent: () => BrowserWindow | null): Printer {
  return {
    async render(route, target, suggestedName) {
      const window = new BrowserWindow({
        show: false,
        webPreferences: {
          preload: preloadPath,
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
        },
      });
      // The hidden window runs the same renderer: it may not navigate or open windows either.
      lockNavigation(window.webContents, APP_ORIGIN);
      try {
        await window.loadURL(`${APP_ORIGIN}/index.html${route}`);
        await waitUntilReady(window);
        if (target === 'printer') {
          await new Promise<void>((resolve, reject) =>
            window.webContents.print({}, (success, reason) =>
              success || reason === 'cancelled' ? resolve() : reject(new Error(reason)),
            ),
          );
          return null;
        }
        const pdf = await window.webContents.printToPDF({
          printBackground: true,
          preferCSSPageSize: true,
        });
        const owner = parent();
        const options = {
          defaultPath: suggestedName,
          filters: [{ name: 'PDF', extensions: ['pdf'] }],
        };
        const choice = owner
          ? await dialog.showSaveDialog(owner, options)
          : await dialog.showSaveDialog(options);
        if (choice.canceled || !choice.filePath) return null;
        await writeFile(choice.filePath, pdf);
        return choice.filePath;
      } finally {
        window.destroy();
      }
    },
  };
}

async function waitUntilReady(window: BrowserWindow): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = (await window.webContents.executeJavaScript(
      `document.querySelector('[data-testid="print-page"]')?.dataset.ready === 'true'`,
    )) as boolean;
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The print page did not finish loading');
}
