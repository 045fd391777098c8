import { Menu, type MenuItemConstructorOptions } from 'electron';

/** The usual menus, so copy/paste, zoom, reload and quit have their standard shortcuts. */
export function installAppMenu(isMac: boolean): void {
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
