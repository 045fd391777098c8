import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';
import { createAppCore } from './app/core.ts';
import { consoleLogger } from './ipc/registry.ts';
import { registerAppScheme, serveRenderer } from './electron/protocol.ts';
import { registerIpcTransport } from './electron/ipc-transport.ts';
import { createMainWindow } from './electron/window.ts';
import { installAppMenu } from './electron/menu.ts';
import { createPrinter } from './electron/printer.ts';
import { devServerUrlFor } from './electron/security-policy.ts';

// Composition root of the desktop app: the only place (with main/electron/) that knows
// Electron. Everything it wires runs under plain Node too.

// The dev server is honoured only by an unpackaged app, and only on this computer.
const devServerUrl = devServerUrlFor({ isPackaged: app.isPackaged, env: process.env });

// A separate data folder (portable installs, tests); must be set before the app is ready.
const userDataOverride = process.env['BALCAO_USER_DATA_DIR'];
if (userDataOverride) app.setPath('userData', userDataOverride);
const here = import.meta.dirname;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  let window: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(async () => {
    installAppMenu(process.platform === 'darwin');
    const core = await createAppCore({
      userDataDir: app.getPath('userData'),
      transport: 'electron',
      version: app.getVersion(),
      log: consoleLogger,
      printer: createPrinter(join(here, 'preload.cjs'), () => window),
    });
    serveRenderer(join(here, '../dist/renderer'));
    const unregister = registerIpcTransport(
      core.handlers,
      core.events,
      () => window,
      consoleLogger,
      devServerUrl,
    );
    window = createMainWindow(join(here, 'preload.cjs'), devServerUrl);
    window.on('closed', () => (window = null));

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) {
        window = createMainWindow(join(here, 'preload.cjs'), devServerUrl);
      }
    });
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit();
    });
    app.on('will-quit', () => {
      unregister();
      void core.close();
    });
  });
}
