import { nativeTheme, type BrowserWindow } from 'electron';
import { WINDOW_BACKGROUND } from './window-background.ts';

/**
 * The app follows the system's light or dark mode: Electron tells the page through
 * `prefers-color-scheme`, and tokens.css has a palette for each.
 */
export function followSystemTheme(): void {
  nativeTheme.themeSource = 'system';
}

/** The window's background for the scheme in use now. */
export function windowBackground(): string {
  return nativeTheme.shouldUseDarkColors ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

/** Keeps `window`'s background in step when the system switches between light and dark. */
export function keepBackgroundInTheme(window: BrowserWindow): void {
  const update = () => {
    if (!window.isDestroyed()) window.setBackgroundColor(windowBackground());
  };
  nativeTheme.on('updated', update);
  window.once('closed', () => nativeTheme.off('updated', update));
}
