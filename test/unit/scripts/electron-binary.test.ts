import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { electronBinary } from '../../../scripts/launch/electron-binary.mjs';

// `npm start` finds Electron without loading its package (which would try to download the
// binary and print a raw `TypeError: fetch failed` offline), and without it says only its own
// words.

const start = join(import.meta.dirname, '../../../scripts/launch/start.mjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-electron-'));
  dirs.push(dir);
  return dir;
}

describe('the Electron binary npm start looks for', () => {
  it('is the one path.txt names under dist/, when it is there', () => {
    const pkg = folder();
    writeFileSync(join(pkg, 'path.txt'), 'electron');
    expect(electronBinary(pkg, {})).toBeNull();
    mkdirSync(join(pkg, 'dist'));
    writeFileSync(join(pkg, 'dist', 'electron'), '');
    expect(electronBinary(pkg, {})).toBe(join(pkg, 'dist', 'electron'));
  });

  it('is missing when the package came without its binary (no path.txt)', () => {
    expect(electronBinary(folder(), {})).toBeNull();
  });

  it('is looked for under ELECTRON_OVERRIDE_DIST_PATH when it is set', () => {
    const pkg = folder();
    const override = folder();
    expect(electronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBeNull();
    writeFileSync(join(override, 'electron'), '');
    expect(electronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBe(
      join(override, 'electron'),
    );
  });
});

describe('npm start without Electron', () => {
  it('prints only its own message, in both languages, and exits 1', () => {
    const result = spawnSync(process.execPath, [start], {
      encoding: 'utf8',
      // An empty folder as Electron's: missing, whether or not this machine has it.
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: folder() },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.startsWith('O Electron não está instalado neste computador')).toBe(true);
    expect(result.stderr).toContain('Electron is not installed on this computer');
    expect(result.stderr).not.toMatch(/TypeError|fetch failed|Downloading/);
  });
});
