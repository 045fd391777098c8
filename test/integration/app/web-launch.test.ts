import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/**
 * `main/web.ts` started by hand, as someone without npm would: no `npm_package_*` variables in
 * its environment.
 */
describe('the web app started without npm', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-web-launch-'));
  let child: ReturnType<typeof spawn>;
  let url: URL;

  beforeAll(async () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')),
    );
    child = spawn(
      process.execPath,
      [
        join(root, 'main/web.ts'),
        '--port',
        '0',
        '--data',
        dataDir,
        '--keychain-service',
        `Balcão-launch-${randomUUID()}`,
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      createInterface({ input: child.stdout! }).once('line', resolve);
    });
    url = new URL((JSON.parse(line) as { url: string }).url);
  });

  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the version of package.json, not 0.0.0', async () => {
    const response = await fetch(new URL('/api/invoke', url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-balcao-token': url.searchParams.get('token') ?? '',
      },
      body: JSON.stringify({ channel: 'app:get-info', input: {} }),
    });
    const result = (await response.json()) as { ok: boolean; value: { version: string } };
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(result.ok).toBe(true);
    expect(result.value.version).toBe(manifest.version);
    expect(result.value.version).not.toBe('0.0.0');
  });
});
