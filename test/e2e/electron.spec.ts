import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

// The desktop shell itself, through Playwright's Electron driver. The renderer and every
// handler are the same as in the web-transport tests; this checks what only Electron has:
// the locked-down window, the preload bridge and the app:// origin.

const root = join(import.meta.dirname, '../..');
const electronDir = join(root, 'node_modules/electron');
const pathFile = join(electronDir, 'path.txt');
const binary = existsSync(pathFile)
  ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  : null;
const hasElectron = binary !== null && existsSync(binary);

test.skip(!hasElectron, 'No Electron binary here: installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1'); // requires the Electron binary, which this machine cannot download

test('the desktop app opens on the local sandbox, sandboxed, with only the bridge exposed', async () => {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-electron-'));
  const app = await electron.launch({
    executablePath: binary!,
    args: [join(root, 'dist-electron/index.js')],
    env: { ...process.env, BALCAO_USER_DATA_DIR: userDataDir },
  });
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
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
