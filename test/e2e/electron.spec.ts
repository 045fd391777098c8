import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';

// The desktop shell itself, through Playwright's Electron driver. The renderer and every
// handler are the same as in the web-transport tests; this checks what only Electron has:
// the locked-down window, the preload bridge and the app:// origin, the menu bar and its keys,
// one instance per data folder, the window's place kept between runs, the system's dark mode.

const root = join(import.meta.dirname, '../..');
const electronDir = join(root, 'node_modules/electron');
const pathFile = join(electronDir, 'path.txt');
const binary = existsSync(pathFile)
  ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  : null;
const hasElectron = binary !== null && existsSync(binary);

test.skip(!hasElectron, 'No Electron binary here: installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1'); // requires the Electron binary, which this machine cannot download

// Each test starts the desktop app (and its local sandbox) once or twice.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
});

const appArgs = () => [join(root, 'dist-electron/index.js')];
const appEnv = (userDataDir: string) => ({ ...process.env, BALCAO_USER_DATA_DIR: userDataDir });

function launch(userDataDir: string): Promise<ElectronApplication> {
  return electron.launch({
    executablePath: binary!,
    args: appArgs(),
    env: appEnv(userDataDir),
  });
}

/** A data folder of the test's own, removed after it. */
async function withDataFolder(run: (userDataDir: string) => Promise<void>): Promise<void> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-electron-'));
  try {
    await run(userDataDir);
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

interface MenuEntry {
  id: string;
  label: string;
  accelerator: string | null;
  role: string | null;
}

/** Every item of the application menu, submenus flattened. */
function menuEntries(app: ElectronApplication): Promise<MenuEntry[]> {
  return app.evaluate(({ Menu }) => {
    const entries: MenuEntry[] = [];
    const walk = (menu: Electron.Menu | null) => {
      for (const item of menu?.items ?? []) {
        if (item.type === 'separator') continue;
        entries.push({
          id: item.id,
          label: item.label,
          accelerator: item.accelerator ?? null,
          role: item.role ?? null,
        });
        walk(item.submenu ?? null);
      }
    };
    walk(Menu.getApplicationMenu());
    return entries;
  });
}

test('the desktop app opens on the local sandbox, sandboxed, with only the bridge exposed', async () => {
  await withDataFolder(async (userDataDir) => {
    const app = await launch(userDataDir);
    try {
      const window = await app.firstWindow();
      await expect(window.getByTestId('sandbox-badge')).toBeVisible();
      await expect(window.getByTestId('charge-row').first()).toBeVisible();
      expect(new URL(window.url()).origin).toBe('app://balcao');

      const exposed = await window.evaluate(() => ({
        require: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
        bridge: Object.keys((globalThis as unknown as { balcao: object }).balcao).sort(),
      }));
      expect(exposed).toEqual({
        require: 'undefined',
        process: 'undefined',
        bridge: ['invoke', 'on'],
      });

      // Navigation away from our origin is refused by the window.
      await window.evaluate(() => {
        location.href = 'https://example.com/';
      });
      await expect(window.getByTestId('sandbox-badge')).toBeVisible();
      expect(new URL(window.url()).origin).toBe('app://balcao');
    } finally {
      await app.close();
    }
  });
});

test('the menu bar has new boleto, search, print and sync with their keys, in the owner’s language, and runs them in the page', async () => {
  await withDataFolder(async (userDataDir) => {
    const app = await launch(userDataDir);
    try {
      const window = await app.firstWindow();
      await expect(window.getByTestId('sandbox-badge')).toBeVisible();

      const commands = async () =>
        Object.fromEntries(
          (await menuEntries(app))
            .filter((entry) => entry.id.startsWith('command:'))
            .map((entry) => [entry.id, { label: entry.label, accelerator: entry.accelerator }]),
        );
      expect(await commands()).toEqual({
        'command:new-charge': { label: 'Novo boleto', accelerator: 'CmdOrCtrl+N' },
        'command:search': { label: 'Buscar', accelerator: 'CmdOrCtrl+K' },
        'command:print': { label: 'Imprimir…', accelerator: 'CmdOrCtrl+P' },
        'command:sync': { label: 'Sincronizar', accelerator: 'F5' },
      });
      // The standard items are there too, under their roles.
      const roles = (await menuEntries(app)).map((entry) => entry.role);
      expect(roles).toEqual(expect.arrayContaining(['copy', 'paste', 'undo', 'quit']));

      // Chosen from the menu, a command does in the page what its key does there.
      await app.evaluate(({ Menu }) =>
        Menu.getApplicationMenu()?.getMenuItemById('command:new-charge')?.click(),
      );
      await expect(window.getByTestId('submit-boleto')).toBeVisible();
      expect(new URL(window.url()).hash).toBe('#/boletos/new');

      // The owner picks English: the menus follow.
      await window.getByTestId('locale-select').selectOption('en');
      await expect
        .poll(async () => (await commands())['command:new-charge']?.label)
        .toBe('New boleto');
    } finally {
      await app.close();
    }
  });
});

test('a second launch on the same data folder brings the open window forward and ends', async () => {
  await withDataFolder(async (userDataDir) => {
    const app = await launch(userDataDir);
    try {
      const window = await app.firstWindow();
      await expect(window.getByTestId('sandbox-badge')).toBeVisible();
      await app.evaluate(({ app: electronApp }) => {
        const counter = globalThis as { secondLaunches?: number };
        counter.secondLaunches = 0;
        electronApp.on('second-instance', () => (counter.secondLaunches! += 1));
      });

      const second = spawn(binary!, appArgs(), { env: appEnv(userDataDir), stdio: 'ignore' });
      const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
      expect(code).toBe(0);

      await expect
        .poll(() => app.evaluate(() => (globalThis as { secondLaunches?: number }).secondLaunches))
        .toBe(1);
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(
        1,
      );
    } finally {
      await app.close();
    }
  });
});

test('the window opens where it was closed', async () => {
  await withDataFolder(async (userDataDir) => {
    const first = await launch(userDataDir);
    const placed = { x: 40, y: 30, width: 1100, height: 700 };
    try {
      await first.firstWindow();
      await first.evaluate(({ BrowserWindow }, bounds) => {
        BrowserWindow.getAllWindows()[0]?.setBounds(bounds);
      }, placed);
    } finally {
      await first.close();
    }
    expect(JSON.parse(readFileSync(join(userDataDir, 'window-state.json'), 'utf8'))).toEqual({
      bounds: placed,
      maximized: false,
    });

    const again = await launch(userDataDir);
    try {
      await again.firstWindow();
      const bounds = await again.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows()[0]?.getBounds(),
      );
      expect(bounds).toEqual(placed);
    } finally {
      await again.close();
    }
  });
});

test('the window follows the system into dark mode', async () => {
  await withDataFolder(async (userDataDir) => {
    const app = await launch(userDataDir);
    try {
      const window = await app.firstWindow();
      await expect(window.getByTestId('sandbox-badge')).toBeVisible();
      const background = () =>
        window.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      await app.evaluate(({ nativeTheme }) => {
        nativeTheme.themeSource = 'light';
      });
      await expect.poll(background).toBe('rgb(245, 246, 248)');
      await app.evaluate(({ nativeTheme }) => {
        nativeTheme.themeSource = 'dark';
      });
      await expect.poll(background).toBe('rgb(18, 22, 31)');
    } finally {
      await app.close();
    }
  });
});
