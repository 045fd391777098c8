import { Menu } from 'electron';
import type { Locale, MenuCommand } from '../../preload/contract/index.ts';
import { menuTemplate } from './menu-template.ts';

/**
 * Sets the menu bar (`menu-template.ts`) in the owner's language. Called again when the
 * language changes: Electron menus are rebuilt, not relabelled.
 */
export function installAppMenu(options: {
  locale: Locale;
  development: boolean;
  onCommand: (command: MenuCommand) => void;
}): void {
  const template = menuTemplate({ ...options, platform: process.platform });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
