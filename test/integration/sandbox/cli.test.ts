import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('node main/sandbox/cli.ts', () => {
  it('prints one JSON line first, serves, and exits cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['main/sandbox/cli.ts', '--port', '0', '--data', dataDir, '--no-demo'],
      {
        cwd: join(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const lines = createInterface({ input: child.stdout });
    const firstLine = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    const info = JSON.parse(firstLine);
    expect(Object.keys(info).sort()).toEqual([
      'accountId',
      'apiKey',
      'baseUrl',
      'caCert',
      'clientCert',
      'clientKey',
    ]);
    expect(info.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    const agent = new Agent({ connect: { ca: readFileSync(info.caCert) } });
    try {
      const response = await request(
        `${info.baseUrl}/baas/v1/charges?startDate=2026-01-01&endDate=2026-01-31`,
        {
          dispatcher: agent,
          headers: { 'x-service-api-key': info.apiKey, 'x-service-account-id': info.accountId },
        },
      );
      expect(response.statusCode).toBe(200);
      expect(await response.body.json()).toMatchObject({ totalItems: 0 });
    } finally {
      await agent.close();
    }

    const exit = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
