// Plain JavaScript, like node-version.mjs: it runs before anything else, on whatever Node the
// person has.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where npm puts the electron package. */
export const ELECTRON_PACKAGE = join(import.meta.dirname, '../../node_modules/electron');

/**
 * The Electron binary's path, or null when it is not on this computer — found the way the
 * electron package finds it (`path.txt`, under `dist/` or ELECTRON_OVERRIDE_DIST_PATH), without
 * loading the package: loading it starts a download of the binary when it is missing, which
 * prints its own lines and a raw `TypeError: fetch failed` offline before any word of ours.
 */
export function electronBinary(packageDir = ELECTRON_PACKAGE, env = process.env) {
  let executable = '';
  try {
    executable = readFileSync(join(packageDir, 'path.txt'), 'utf8').trim();
  } catch {
    // No path.txt: the package was installed without its binary.
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override
    ? join(override, executable || 'electron')
    : executable && join(packageDir, 'dist', executable);
  return binary && existsSync(binary) ? binary : null;
}
