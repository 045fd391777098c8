import { BrowserWindow, session, shell, type WebContents } from 'electron';
import { APP_ORIGIN } from './protocol.ts';
import { mayNavigate, mayOpenExternally, mayUsePermission, originOf } from './security-policy.ts';
import { keepBackgroundInTheme, windowBackground } from './theme.ts';
import type { Placement } from './window-state.ts';

/** The smallest the window can be: the side navigation beside a list still fits. */
export const MAIN_WINDOW_MINIMUM = { width: 1000, height: 640 } as const;

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
 * desktop notifications for our own page. It opens where it was last time (`placement`, when
 * that is still on a screen), in the system's light or dark background.
 */
export function createMainWindow(
  preloadPath: string,
  devServerUrl: string | null,
  placement: Placement | null = null,
): BrowserWindow {
  const window = new BrowserWindow({
    width: placement?.width ?? 1280,
    height: placement?.height ?? 820,
    ...(placement?.x !== undefined && placement.y !== undefined
      ? { x: placement.x, y: placement.y }
      : {}),
    minWidth: MAIN_WINDOW_MINIMUM.width,
    minHeight: MAIN_WINDOW_MINIMUM.height,
    backgroundColor: windowBackground(),
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

  keepBackgroundInTheme(window);
  window.once('ready-to-show', () => {
    if (placement?.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}
