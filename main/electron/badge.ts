import { app, nativeImage, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { Locale } from '../../preload/contract/index.ts';
import { badgeDescription, badgeImageName } from './received-today.ts';

/**
 * The overlay pictures: beside the installed app (electron-builder's `extraResources`), or in
 * build/ when the app runs from the repository (`here` is dist-electron/).
 */
export function badgeFolder(here: string): string {
  return app.isPackaged
    ? join(process.resourcesPath, 'badges')
    : join(here, '..', 'build', 'badges');
}

/**
 * Shows today's payments on the app's icon: the number on the macOS dock and on Linux
 * launchers that show one (Unity's launcher API), a picture over the Windows task-bar button.
 */
export function showReceivedToday(options: {
  count: number;
  locale: Locale;
  window: BrowserWindow | null;
  folder: string;
}): void {
  const { count, locale, window, folder } = options;
  if (process.platform !== 'win32') {
    app.setBadgeCount(count);
    return;
  }
  if (!window || window.isDestroyed()) return;
  const name = badgeImageName(count);
  if (!name) {
    window.setOverlayIcon(null, '');
    return;
  }
  const image = nativeImage.createFromPath(join(folder, `${name}.png`));
  window.setOverlayIcon(image.isEmpty() ? null : image, badgeDescription(count, locale));
}
