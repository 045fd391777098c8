import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { isSupported, tooOldMessage } from '../../../scripts/launch/node-version.mjs';

const launcher = join(import.meta.dirname, '../../../scripts/launch/node-version.mjs');

describe('the Node version check that runs before npm start and npm run web', () => {
  it('accepts 22.18 and newer and refuses older versions', () => {
    expect(isSupported('22.18.0')).toBe(true);
    expect(isSupported('22.20.1')).toBe(true);
    expect(isSupported('24.0.0')).toBe(true);
    expect(isSupported('22.17.9')).toBe(false);
    expect(isSupported('20.20.2')).toBe(false);
    expect(isSupported('18.0.0')).toBe(false);
  });

  it('names both versions and where to get a new one, in Portuguese and English', () => {
    const text = tooOldMessage('20.20.2');
    expect(text).toContain('Node.js 22.18 ou mais novo');
    expect(text).toContain('20.20.2');
    expect(text).toContain('https://nodejs.org');
    expect(text).toContain('Balcão needs Node.js 22.18 or newer');
  });

  it('passes on this Node and exits 1 with the message when run as a script on an old one', () => {
    expect(spawnSync(process.execPath, [launcher]).status).toBe(0);
    // An old Node is simulated by asking for a version no Node has yet.
    const script = `Object.defineProperty(process.versions, 'node', { value: '20.1.0' }); const m = await import(${JSON.stringify(launcher)}); m.requireSupportedNode();`;
    const old = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('este computador tem o 20.1.0');
  });
});
