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

/** Starts the CLI with `extra` arguments; resolves with its first line and the child. */
async function startCli(extra: string[] = []) {
  const child = spawn(
    process.execPath,
    ['main/sandbox/cli.ts', '--port', '0', '--data', dataDir, '--no-demo', ...extra],
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
    child.once('close', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  return { child, info: JSON.parse(firstLine), stderr: () => stderr };
}

async function listEmpty(info: {
  baseUrl: string;
  caCert: string;
  apiKey: string;
  accountId: string;
}) {
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
    return await response.body.json();
  } finally {
    await agent.close();
  }
}

async function stop(child: ReturnType<typeof spawn>) {
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
}

describe('node main/sandbox/cli.ts', () => {
  it('prints one JSON line first, serves, and exits cleanly on SIGTERM', async () => {
    const { child, info } = await startCli();
    expect(Object.keys(info).sort()).toEqual([
      'accountId',
      'apiKey',
      'baseUrl',
      'caCert',
      'clientCert',
      'clientKey',
    ]);
    expect(info.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    // The SDK's shapes by default: the boleto list is a bare array.
    expect(await listEmpty(info)).toEqual([]);
    await stop(child);
  });

  it('serves the legacy shapes with --shapes legacy, and refuses another value', async () => {
    const { child, info } = await startCli(['--shapes', 'legacy']);
    expect(await listEmpty(info)).toMatchObject({ items: [], totalItems: 0 });
    await stop(child);

    await expect(startCli(['--shapes', 'newest'])).rejects.toThrow(
      /exited 2: --shapes must be sdk or legacy, not newest/,
    );
  });
});
