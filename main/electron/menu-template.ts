import type { MenuItemConstructorOptions } from 'electron';
import type { Locale, MenuCommand } from '../../preload/contract/index.ts';

// The desktop app's menu bar as data, built without Electron so unit tests read it: the app's
// own commands with the keys users expect, beside the standard menus of each system, in the
// language the owner chose. `menu.ts` hands it to Electron.

/** The keys of the app's own commands (Cmd on macOS, Ctrl elsewhere). */
export const commandAccelerators: Readonly<Record<MenuCommand, string>> = {
  'new-charge': 'CmdOrCtrl+N',
  search: 'CmdOrCtrl+K',
  print: 'CmdOrCtrl+P',
  sync: 'F5',
};

const ptBR = {
  app: 'Balcão',
  file: 'Arquivo',
  edit: 'Editar',
  view: 'Exibir',
  window: 'Janela',
  'new-charge': 'Novo boleto',
  search: 'Buscar',
  print: 'Imprimir…',
  sync: 'Sincronizar',
  undo: 'Desfazer',
  redo: 'Refazer',
  cut: 'Recortar',
  copy: 'Copiar',
  paste: 'Colar',
  selectAll: 'Selecionar tudo',
  resetZoom: 'Tamanho original',
  zoomIn: 'Aumentar',
  zoomOut: 'Diminuir',
  togglefullscreen: 'Tela cheia',
  reload: 'Recarregar',
  forceReload: 'Forçar recarregamento',
  toggleDevTools: 'Ferramentas do desenvolvedor',
  minimize: 'Minimizar',
  zoom: 'Zoom',
  front: 'Trazer todas para a frente',
  close: 'Fechar janela',
  about: 'Sobre o Balcão',
  services: 'Serviços',
  hide: 'Ocultar o Balcão',
  hideOthers: 'Ocultar outros',
  unhide: 'Mostrar tudo',
  quit: 'Sair do Balcão',
};

export type MenuWord = keyof typeof ptBR;

const en: Record<MenuWord, string> = {
  app: 'Balcão',
  file: 'File',
  edit: 'Edit',
  view: 'View',
  window: 'Window',
  'new-charge': 'New boleto',
  search: 'Search',
  print: 'Print…',
  sync: 'Sync',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  selectAll: 'Select all',
  resetZoom: 'Actual size',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  togglefullscreen: 'Full screen',
  reload: 'Reload',
  forceReload: 'Force reload',
  toggleDevTools: 'Developer tools',
  minimize: 'Minimize',
  zoom: 'Zoom',
  front: 'Bring all to front',
  close: 'Close window',
  about: 'About Balcão',
  services: 'Services',
  hide: 'Hide Balcão',
  hideOthers: 'Hide others',
  unhide: 'Show all',
  quit: 'Quit Balcão',
};

/** The menu's words in each language the app speaks. */
export const menuWords: Readonly<Record<Locale, Readonly<Record<MenuWord, string>>>> = {
  'pt-BR': ptBR,
  en,
};

export interface MenuOptions {
  locale: Locale;
  platform: NodeJS.Platform;
  /** An unpackaged app keeps reload and the developer tools; the installed app has neither. */
  development: boolean;
  /** Runs a command of the app's own (the page does it, as its own shortcut would). */
  onCommand: (command: MenuCommand) => void;
}

type Role = NonNullable<MenuItemConstructorOptions['role']>;

/**
 * The menu bar: Balcão (macOS only), File, Edit, View, Window. Standard items keep Electron's
 * roles — and so each system's own keys and behaviour — under labels in the owner's language.
 */
export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const word = menuWords[options.locale];
  const mac = options.platform === 'darwin';
  const role = (name: Role & MenuWord): MenuItemConstructorOptions => ({
    role: name,
    label: word[name],
  });
  const command = (name: MenuCommand): MenuItemConstructorOptions => ({
    id: `command:${name}`,
    label: word[name],
    accelerator: commandAccelerators[name],
    click: () => options.onCommand(name),
  });
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const appMenu: MenuItemConstructorOptions = {
    label: word.app,
    submenu: [
      role('about'),
      separator,
      role('services'),
      separator,
      role('hide'),
      role('hideOthers'),
      role('unhide'),
      separator,
      role('quit'),
    ],
  };
  const file: MenuItemConstructorOptions = {
    label: word.file,
    submenu: [
      command('new-charge'),
      command('print'),
      separator,
      command('sync'),
      // macOS quits from the app menu; elsewhere File ends with it.
      ...(mac ? [] : [separator, role('quit')]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: word.edit,
    submenu: [
      role('undo'),
      role('redo'),
      separator,
      role('cut'),
      role('copy'),
      role('paste'),
      role('selectAll'),
      separator,
      command('search'),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: word.view,
    submenu: [
      ...(options.development
        ? [role('reload'), role('forceReload'), role('toggleDevTools'), separator]
        : []),
      role('resetZoom'),
      role('zoomIn'),
      role('zoomOut'),
      separator,
      role('togglefullscreen'),
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: word.window,
    // On macOS the system lists the open windows in the menu that has this role.
    ...(mac ? { role: 'window' as const } : {}),
    submenu: mac
      ? [role('minimize'), role('zoom'), separator, role('front'), role('close')]
      : [role('minimize'), role('close')],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu];
}
