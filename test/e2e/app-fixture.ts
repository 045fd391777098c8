import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test as base, expect, type Page } from '@playwright/test';
import type { Channel, InputOf, OutputOf, Result } from '../../preload/contract/index.ts';

export interface RunningApp {
  /** The page URL with this run's token. */
  url: string;
  userDataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the app the way a user without Electron does: `node main/web.ts`, on port 0, with a
 * user-data folder and keychain service of its own, and waits for its JSON line.
 */
export async function startApp(): Promise<RunningApp> {
  const root = join(import.meta.dirname, '../..');
  const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'main/web.ts'),
      '--port',
      '0',
      '--data',
      userDataDir,
      '--keychain-service',
      `Balcão-e2e-${randomUUID()}`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The app did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`The app exited with ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return {
    url,
    userDataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Each test gets a fresh app: first run, local sandbox, demo data. */
export const test = base.extend<{ app: RunningApp }>({
  // Playwright reads the fixture's dependencies from this destructuring; it has none.
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    const app = await startApp();
    await use(app);
    await app.stop();
  },
});

export { expect };

/** A due date `days` from today in São Paulo, as the date input wants it. */
export function dueInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Opens the boletos list (the app opens on the home screen) and waits for the first sync of a
 * fresh app to fill it with the sandbox's demo data. On a busy machine that sync takes longer
 * than a click's usual wait, so it gets its own.
 */
export async function expectDemoData(page: Page): Promise<void> {
  await page.getByTestId('nav-boletos').click();
  await expect(page.getByTestId('charge-row').first()).toBeVisible({ timeout: 30_000 });
}

/** Calls the bridge as the renderer does, over the web transport; throws on a refusal. */
export async function value<C extends Channel>(
  app: RunningApp,
  channel: C,
  input: InputOf<C>,
): Promise<OutputOf<C>> {
  const url = new URL(app.url);
  const response = await fetch(new URL('/api/invoke', url.origin), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-balcao-token': url.searchParams.get('token') ?? '',
    },
    body: JSON.stringify({ channel, input }),
  });
  const result = (await response.json()) as Result<OutputOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}
