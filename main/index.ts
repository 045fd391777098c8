import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';
import { createAppCore } from './app/core.ts';
import { consoleLogger } from './ipc/registry.ts';
import { registerAppScheme, serveRenderer } from './electron/protocol.ts';
import { registerIpcTransport } from './electron/ipc-transport.ts';
import { createMainWindow, MAIN_WINDOW_MINIMUM } from './electron/window.ts';
import { installAppMenu } from './electron/menu.ts';
import { followSystemTheme } from './electron/theme.ts';
import { rememberPlacement, savedPlacement } from './electron/window-place.ts';
import { badgeFolder, showReceivedToday } from './electron/badge.ts';
import { watchReceivedToday } from './electron/received-today.ts';
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

  // A second launch (the desktop icon clicked again) brings this window forward instead.
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(async () => {
    followSystemTheme();
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

    // The menu bar in the owner's language; its commands go to the page as events.
    const setMenu = () =>
      installAppMenu({
        locale: core.locale(),
        development: !app.isPackaged,
        onCommand: (command) => core.events.emit('menu:command', { command }),
      });
    setMenu();

    // Today's payments on the app's icon.
    const badges = badgeFolder(here);
    let receivedToday = 0;
    const showBadge = () =>
      showReceivedToday({ count: receivedToday, locale: core.locale(), window, folder: badges });
    const stopBadge = watchReceivedToday({
      summary: () => core.handlers['home:summary']({}, { transport: 'electron' }),
      events: core.events,
      onCount: (count) => {
        receivedToday = count;
        showBadge();
      },
    });
    const stopLocale = core.events.subscribe((name) => {
      if (name !== 'settings:locale-changed') return;
      setMenu();
      showBadge();
    });

    // The window opens where it was last closed, when that is still on a screen.
    const windowStateFile = join(app.getPath('userData'), 'window-state.json');
    const openWindow = () => {
      const placement = savedPlacement(windowStateFile, MAIN_WINDOW_MINIMUM);
      const opened = createMainWindow(join(here, 'preload.cjs'), devServerUrl, placement);
      rememberPlacement(opened, windowStateFile);
      opened.on('closed', () => {
        if (window === opened) window = null;
      });
      window = opened;
      showBadge();
    };
    openWindow();
    // The window is open: now the sync and the bank's events may take their turn.
    core
      .startWork()
      .catch((error: unknown) => consoleLogger.error('Background work did not start', error));

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit();
    });
    app.on('will-quit', () => {
      stopBadge();
      stopLocale();
      unregister();
      void core.close();
    });
  });
}
