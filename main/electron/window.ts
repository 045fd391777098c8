import { BrowserWindow, session, shell } from 'electron';
import { APP_ORIGIN } from './protocol.ts';

/**
 * The one app window, locked down: isolated, sandboxed renderer without Node, no navigation
 * away from our origin, no new windows (links open in the system browser), no permissions.
 */
export function createMainWindow(preloadPath: string, devServerUrl: string | null): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1000,
    minHeight: 640,
    show: false,
    title: 'Balcão',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });

  const allowedOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== allowedOrigin) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);

  window.once('ready-to-show', () => window.show());
  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}
