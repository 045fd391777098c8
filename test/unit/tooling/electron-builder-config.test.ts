import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import type { Configuration } from 'electron-builder';
// electron-builder's own reading of its configuration (the file found and parsed, then checked
// against its JSON schema), from the library it packages with: no second reading of the YAML
// here that could disagree with the one that builds the installers.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util/out/DebugLogger.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeImageName } from '../../../main/electron/received-today.ts';

// The installers `npm run dist` makes, checked without packaging (that needs Electron's
// binary, which this machine cannot download): what electron-builder.yml asks for per system,
// that every icon it names is there at the size each system needs, that the fuses are set in
// it alone, and that the native modules are unpacked and rebuilt.

const root = join(import.meta.dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

let config: Configuration;
beforeAll(async () => {
  config = await getConfig(root, null, null);
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The sizes of the pictures in a Windows .ico (a width byte of 0 means 256). */
function icoSizes(file: string): number[] {
  const bytes = readFileSync(file);
  expect(bytes.readUInt16LE(2), 'an icon resource').toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => bytes[6 + i * 16] || 256);
}

describe('electron-builder.yml', () => {
  it(
    'is the configuration electron-builder finds, and its schema accepts it',
    {
      // Compiling electron-builder's JSON schema takes seconds; a busy machine takes longer.
      timeout: 120_000,
    },
    async () => {
      expect(config.appId).toBe('br.com.balcao.desktop');
      expect(config.productName).toBe('Balcão');
      await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    },
  );

  it('is what `npm run dist` packages, after building the app', () => {
    expect(pkg.scripts['dist']).toBe('vite build && electron-builder');
    expect(config.directories?.output).toBe('release');
    // The built main process (package.json's "main"), its preload and the renderer.
    // electron-builder's reading gathers the list into file sets (`{ filter: [...] }`).
    const files = (config.files as Array<{ filter: string[] }>).flatMap((set) => set.filter);
    expect(pkg.main.startsWith('dist-electron/')).toBe(true);
    expect(files).toContain('dist-electron/**');
    expect(files).toContain('dist/renderer/**');
  });

  it('makes an AppImage and a .deb on Linux, an NSIS installer on Windows, a .dmg on macOS', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toBe('nsis');
    expect(config.mac?.target).toBe('dmg');
  });

  it('names icons that are there, at the sizes each system needs', () => {
    // Linux: a folder of NxN.png, each the size its name says, 256 and 512 among them.
    const linuxDir = join(root, config.linux!.icon!);
    const names = readdirSync(linuxDir);
    expect(names).toEqual(expect.arrayContaining(['256x256.png', '512x512.png']));
    for (const name of names) {
      const size = Number(/^(\d+)x\1\.png$/.exec(name)?.[1]);
      expect(pngSize(join(linuxDir, name)), name).toEqual({ width: size, height: size });
    }
    // macOS: electron-builder makes the .icns from a PNG of at least 512×512.
    const mac = pngSize(join(root, config.mac!.icon!));
    expect(mac.width).toBe(mac.height);
    expect(mac.width).toBeGreaterThanOrEqual(512);
    // Windows: one .ico with every size from 16 to 256.
    const win = join(root, config.win!.icon!);
    expect(icoSizes(win)).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('ships a task-bar overlay picture for every count the Windows badge shows', () => {
    const resources = config.extraResources as Array<{ from: string; to: string }>;
    const badges = resources.find((resource) => resource.to === 'badges');
    expect(badges).toBeDefined();
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const file = join(root, badges!.from, `${badgeImageName(count)}.png`);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('sets every fuse Electron has, there and nowhere else', () => {
    const fuses = config.electronFuses as Record<string, boolean>;
    const names = Object.keys(FuseV1Options)
      .filter((key) => Number.isNaN(Number(key)))
      .map((key) => key[0]!.toLowerCase() + key.slice(1));
    for (const name of names) expect(typeof fuses[name], name).toBe('boolean');
    // Nothing flips them a second way (a hook of electron-builder's, or a script of ours).
    for (const hook of ['afterPack', 'afterSign', 'afterExtract', 'beforePack'] as const) {
      expect(config[hook], hook).toBeUndefined();
    }
    for (const folder of ['scripts', 'main']) {
      const found = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|mjs|js|cjs)$/.test(file))
        .filter((file) => readFileSync(join(root, folder, file), 'utf8').includes('flipFuses'));
      expect(found, folder).toEqual([]);
    }
  });

  it('keeps the app in its asar archive, which the fuses rely on', () => {
    expect(config.asar).toBe(true);
    const fuses = config.electronFuses as Record<string, boolean>;
    expect(fuses['onlyLoadAppFromAsar']).toBe(true);
    expect(fuses['enableEmbeddedAsarIntegrityValidation']).toBe(true);
  });

  it('unpacks and rebuilds every native module the app runs on', () => {
    // The app's dependencies and theirs, as npm hoists them: a native one has a binding.gyp.
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      const dir = join(root, 'node_modules', name);
      if (!existsSync(join(dir, 'package.json'))) return;
      seen.add(name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
    };
    for (const dependency of Object.keys(pkg.dependencies)) visit(dependency);
    const native = [...seen].filter((name) =>
      existsSync(join(root, 'node_modules', name, 'binding.gyp')),
    );
    expect(native).toEqual(expect.arrayContaining(['better-sqlite3', 'keytar']));

    const unpacked = config.asarUnpack as string[];
    for (const name of native) expect(unpacked, name).toContain(`node_modules/${name}/**`);
    expect(unpacked).toContain('**/*.node');
    expect(config.npmRebuild).toBe(true);
    // keytar needs libsecret on Linux: the .deb depends on it.
    expect(config.deb?.depends).toContain('libsecret-1-0');
  });
});
