import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Electron's recommendation 19 ("check which fuses you can change"), for the packaged app:
// electron-builder flips the fuses at packaging time from `electronFuses` in
// electron-builder.yml. Each fuse that would let another local process run the app's binary
// as plain Node, inject code through NODE_OPTIONS or --inspect, or swap the app's code must be
// set to its safe value.

const config = readFileSync(join(import.meta.dirname, '..', '..', 'electron-builder.yml'), 'utf8');

const safe: Record<string, boolean> = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
};

describe('Electron fuses of the packaged app', () => {
  it('electron-builder.yml sets electronFuses', () => {
    expect(config).toMatch(/^electronFuses:\s*$/m);
  });

  it.each(Object.entries(safe))('%s: %s', (fuse, value) => {
    expect(config).toMatch(new RegExp(`^\\s+${fuse}:\\s*${String(value)}\\s*(#.*)?$`, 'm'));
  });
});
