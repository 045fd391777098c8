import { describe, expect, it } from 'vitest';
import {
  commandAccelerators,
  menuTemplate,
  menuWords,
  type MenuOptions,
} from '../../../main/electron/menu-template.ts';
import { locales, menuCommands, type MenuCommand } from '../../../preload/contract/index.ts';

type MenuItemConstructorOptions = ReturnType<typeof menuTemplate>[number];

const platforms = ['darwin', 'win32', 'linux'] as const;
type Platform = (typeof platforms)[number];

/**
 * The keys Electron gives a role that names none (electron/lib/browser/api/menu-item-roles.ts).
 * A role the menu uses must be listed here, so no key of the menu escapes the duplicate check.
 */
function roleAccelerator(role: string, platform: Platform): string | null {
  const mac = platform === 'darwin';
  const table: Record<string, string | null> = {
    about: null,
    services: null,
    hide: 'Command+H',
    hideOthers: 'Command+Alt+H',
    unhide: null,
    quit: platform === 'win32' ? null : 'CommandOrControl+Q',
    undo: 'CommandOrControl+Z',
    redo: platform === 'win32' ? 'Control+Y' : 'Shift+CommandOrControl+Z',
    cut: 'CommandOrControl+X',
    copy: 'CommandOrControl+C',
    paste: 'CommandOrControl+V',
    selectAll: 'CommandOrControl+A',
    reload: 'CmdOrCtrl+R',
    forceReload: 'Shift+CmdOrCtrl+R',
    toggleDevTools: mac ? 'Alt+Command+I' : 'Ctrl+Shift+I',
    resetZoom: 'CommandOrControl+0',
    zoomIn: 'CommandOrControl+Plus',
    zoomOut: 'CommandOrControl+-',
    togglefullscreen: mac ? 'Control+Command+F' : 'F11',
    minimize: 'CommandOrControl+M',
    zoom: null,
    front: null,
    close: 'CommandOrControl+W',
    window: null,
  };
  if (!(role in table)) throw new Error(`No known accelerator for the role ${role}`);
  return table[role] ?? null;
}

/** One spelling per key combination on `platform`: `Cmd+Shift+Z`, `Ctrl+K`, `F5`. */
function normalize(accelerator: string, platform: Platform): string {
  const names: Record<string, string> = {
    cmdorctrl: platform === 'darwin' ? 'Cmd' : 'Ctrl',
    commandorcontrol: platform === 'darwin' ? 'Cmd' : 'Ctrl',
    command: 'Cmd',
    cmd: 'Cmd',
    control: 'Ctrl',
    ctrl: 'Ctrl',
    alt: 'Alt',
    option: 'Alt',
    shift: 'Shift',
  };
  const order = ['Cmd', 'Ctrl', 'Alt', 'Shift'];
  const parts = accelerator.split('+');
  // `CommandOrControl+-` and `CommandOrControl+Plus`: the key is the last part.
  const key = parts.pop()!.toUpperCase();
  const modifiers = parts
    .map((part) => names[part.toLowerCase()] ?? part)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [...modifiers, key].join('+');
}

interface Leaf {
  item: MenuItemConstructorOptions;
  path: string[];
}

function leaves(items: MenuItemConstructorOptions[], path: string[] = []): Leaf[] {
  return items.flatMap((item) => {
    if (item.type === 'separator') return [];
    const here = [...path, item.label ?? String(item.role)];
    if (Array.isArray(item.submenu)) return leaves(item.submenu, here);
    return [{ item, path: here }];
  });
}

function build(overrides: Partial<MenuOptions> = {}) {
  const chosen: MenuCommand[] = [];
  const template = menuTemplate({
    locale: 'pt-BR',
    platform: 'linux',
    development: false,
    onCommand: (command) => chosen.push(command),
    ...overrides,
  });
  return { template, chosen };
}

const cases = locales.flatMap((locale) =>
  platforms.flatMap((platform) =>
    [false, true].map((development) => ({ locale, platform, development })),
  ),
);

describe('the menu bar of the desktop app', () => {
  it.each(cases)(
    'has every command once with its key: $locale on $platform (development: $development)',
    ({ locale, platform, development }) => {
      const { template, chosen } = build({ locale, platform, development });
      for (const command of menuCommands) {
        const found = leaves(template).filter((leaf) => leaf.item.id === `command:${command}`);
        expect(found, command).toHaveLength(1);
        const item = found[0]!.item;
        expect(item.accelerator).toBe(commandAccelerators[command]);
        expect(item.label).toBe(menuWords[locale][command]);
        (item.click as () => void)();
        expect(chosen.at(-1)).toBe(command);
      }
    },
  );

  it('gives new boleto, search, print and sync the keys users expect', () => {
    expect(commandAccelerators).toEqual({
      'new-charge': 'CmdOrCtrl+N',
      search: 'CmdOrCtrl+K',
      print: 'CmdOrCtrl+P',
      sync: 'F5',
    });
  });

  it.each(cases)(
    'uses no key twice: $locale on $platform (development: $development)',
    ({ locale, platform, development }) => {
      const { template } = build({ locale, platform, development });
      const seen = new Map<string, string>();
      for (const { item, path } of leaves(template)) {
        const accelerator =
          item.accelerator ?? (item.role ? roleAccelerator(item.role, platform) : null);
        if (!accelerator) continue;
        const key = normalize(accelerator, platform);
        expect(seen.get(key), `${key}: ${path.join(' › ')}`).toBeUndefined();
        seen.set(key, path.join(' › '));
      }
      // The standard keys are there too: copy, paste, undo, quit (where the system has one).
      expect([...seen.keys()]).toEqual(
        expect.arrayContaining(
          platform === 'darwin' ? ['Cmd+C', 'Cmd+V', 'Cmd+Z', 'Cmd+Q'] : ['Ctrl+C', 'Ctrl+V'],
        ),
      );
    },
  );

  it.each(cases)(
    'labels every menu and item in the owner’s language: $locale on $platform',
    ({ locale, platform, development }) => {
      const { template } = build({ locale, platform, development });
      const words = new Set(Object.values(menuWords[locale]));
      const labelled = (items: MenuItemConstructorOptions[]): void => {
        for (const item of items) {
          if (item.type === 'separator') continue;
          expect(item.label && words.has(item.label), JSON.stringify(item.role ?? item.id)).toBe(
            true,
          );
          if (Array.isArray(item.submenu)) labelled(item.submenu);
        }
      };
      labelled(template);
    },
  );

  it('speaks Portuguese and English', () => {
    const pt = build({ locale: 'pt-BR' }).template.map((menu) => menu.label);
    const en = build({ locale: 'en' }).template.map((menu) => menu.label);
    expect(pt).toEqual(['Arquivo', 'Editar', 'Exibir', 'Janela']);
    expect(en).toEqual(['File', 'Edit', 'View', 'Window']);
    // Only the app's name reads the same in both.
    const same = Object.keys(menuWords['pt-BR']).filter(
      (key) =>
        menuWords['pt-BR'][key as keyof (typeof menuWords)['en']] ===
        menuWords.en[key as keyof (typeof menuWords)['en']],
    );
    expect(same.sort()).toEqual(['app', 'zoom']);
  });

  it('has the macOS app menu there only, and Quit under File elsewhere', () => {
    const mac = build({ platform: 'darwin', locale: 'en' }).template;
    expect(mac[0]?.label).toBe('Balcão');
    expect(leaves([mac[0]!]).map((leaf) => leaf.item.role)).toContain('quit');
    expect(leaves([mac[1]!]).map((leaf) => leaf.item.role)).not.toContain('quit');
    for (const platform of ['win32', 'linux'] as const) {
      const other = build({ platform, locale: 'en' }).template;
      expect(other[0]?.label).toBe('File');
      expect(leaves([other[0]!]).map((leaf) => leaf.item.role)).toContain('quit');
    }
  });

  it('offers reload and the developer tools only to an unpackaged app', () => {
    const roles = (development: boolean) =>
      leaves(build({ development }).template).map((leaf) => leaf.item.role);
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
  });
});
