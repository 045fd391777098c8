import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Creates `dir` (and its parents) readable by its owner only, and tightens it to 0700 when it
 * already exists: `mkdirSync`'s mode applies only to folders it creates, so a data folder
 * made earlier (by an older version, by hand) would keep letting other local users in.
 * Windows has no such modes; its folders under the user profile are private already.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') chmodSync(dir, 0o700);
}
