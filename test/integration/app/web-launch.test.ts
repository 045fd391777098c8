import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keychainServiceFor } from '../../support/folders.ts';
import { startWebApp, type RunningWebApp } from '../../support/web-app.ts';

const root = join(import.meta.dirname, '../../..');

/**
 * `main/web.ts` started by hand, as someone without npm would: no `npm_package_*` variables in
 * its environment.
 */
describe('the web app started without npm', () => {
  let app: RunningWebApp;

  beforeAll(async () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')),
    );
    app = await startWebApp({ env, keychainService: keychainServiceFor('launch') });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('reports the version of package.json, not 0.0.0', async () => {
    const result = (await app.call('app:get-info', {})) as {
      ok: boolean;
      value: { version: string };
    };
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(result.ok).toBe(true);
    expect(result.value.version).toBe(manifest.version);
    expect(result.value.version).not.toBe('0.0.0');
  });
});
