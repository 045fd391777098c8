import { BrowserWindow, session, shell, type WebContents } from 'electron';
import { APP_ORIGIN } from './protocol.ts';
import { mayNavigate, mayOpenExternally, mayUsePermission, originOf } from './security-policy.ts';

/**
 * Keeps a window on `allowedOrigin`: navigations and redirects elsewhere are stopped, new
 * windows are never opened, and only allow-listed links go to the system browser or mail
 * client (`security-policy.ts`).
 */
export function lockNavigation(contents: WebContents, allowedOrigin: string): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!mayNavigate(url, allowedOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-frame-navigate', (event) => {
    if (!mayNavigate(event.url, allowedOrigin)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openAllowedExternally(url);
    return { action: 'deny' };
  });
}

/** Opens a link in the system browser only when the external-link allow-list admits it. */
function openAllowedExternally(url: string): void {
  if (!mayOpenExternally(url)) return;
  void shell.openExternal(url);
}

/**
 * The one app window, locked down: isolated, sandboxed renderer without Node, no navigation
 * away from our origin, no new windows (links open in the system browser), no permissions but
 * desktop notifications for our own page.
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

  lockNavigation(window.webContents, (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN);
  const appOrigin = (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN;
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback) =>
    callback(mayUsePermission(permission, contents.getURL(), appOrigin)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    mayUsePermission(permission, requestingOrigin, appOrigin),
  );

  window.once('ready-to-show', () => window.show());
  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}
