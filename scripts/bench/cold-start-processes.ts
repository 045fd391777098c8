/**
 * The processes of the cold start benchmark: the web app as `npm run web` starts it (its
 * build, `dist-web/web.js`), and the bare HTTP server it is measured against, both spawned the
 * same way and timed from `spawn` to the first line they print (the page's address).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, copyFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import { buildWebApp } from '../launch/web-build.ts';
import { SandboxStore } from '../../main/sandbox/store.ts';
import { resolveSandboxIdentity } from '../../main/sandbox/identity.ts';
import { seedBoletos, type SeedOptions } from '../../main/sandbox/boletos/seed.ts';

const root = join(import.meta.dirname, '../..');

/** The bare server: the limit of the ready line, and the static page's server. */
export const bareServer = join(import.meta.dirname, 'bare-http-server.mjs');

/** The app's build, copied where the benchmark alone reads it. */
export interface AppBuild {
  /** `web.js` of the copy: what `npm run web` runs. */
  webEntry: string;
  /** The page's files (`dist/renderer` of the copy). */
  rendererDir: string;
  /** Whether this run had to build it (a source changed since the last build). */
  built: boolean;
}

/**
 * Builds the web app when a source changed (as `npm run web` does), then copies the build
 * into `into`: a test suite's setup may build again while the benchmark runs, and a build
 * empties `dist-web` first. The copy keeps the layout web.js expects (`../dist/renderer`,
 * `../package.json`) and reaches the same `node_modules` through a link.
 */
export async function appBuild(into: string): Promise<AppBuild> {
  const built = await buildWebApp();
  mkdirSync(join(into, 'dist'), { recursive: true });
  cpSync(join(root, 'dist-web'), join(into, 'dist-web'), { recursive: true });
  cpSync(join(root, 'dist/renderer'), join(into, 'dist/renderer'), { recursive: true });
  copyFileSync(join(root, 'package.json'), join(into, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'), 'dir');
  return {
    webEntry: join(into, 'dist-web/web.js'),
    rendererDir: join(into, 'dist/renderer'),
    built,
  };
}

/** The arguments the tests and `npm run web` give the app, on port 0. */
export function appArgs(build: AppBuild, dataDir: string, keychainService: string): string[] {
  return [build.webEntry, '--port', '0', '--data', dataDir, '--keychain-service', keychainService];
}

/** A process that printed its address. */
export interface Started {
  /** From just before `spawn` to its first line, in ms. */
  readyMs: number;
  /** The address it printed (the app's carries its token). */
  url: string;
  /** Its process id (to read its memory from `/proc`). */
  pid: number;
  /** SIGTERM, then its exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
}

/** Spawns `node <args>` from the repository and waits for the address it prints first. */
export function startUntilReady(args: string[]): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      const readyMs = performance.now() - started;
      try {
        const { url } = JSON.parse(line) as { url: string };
        resolve({ readyMs, url, pid: child.pid!, stop });
      } catch {
        void stop().then(() => reject(new Error(`Not an address: ${line}`)));
      }
    });
    void exited.then(() =>
      reject(new Error(`${args[0]} exited with ${child.exitCode} before it was ready: ${stderr}`)),
    );
  });
}

/** Calls the app over its web transport, as its page does. */
export async function invoke<T>(pageUrl: string, channel: string, input: object = {}): Promise<T> {
  const url = new URL(pageUrl);
  const response = await fetch(new URL('/api/invoke', url.origin), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-balcao-token': url.searchParams.get('token') ?? '',
    },
    body: JSON.stringify({ channel, input }),
  });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: unknown };
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** The first sync of the cached data folder, at most (far more than it takes). */
const SYNC_DEADLINE_MS = 3_600_000;

/**
 * A data folder whose cache holds `rows` boletos: its local sandbox seeded with them (as the
 * sync and UI latency benchmarks seed it), then the app's own first sync, in the build, until
 * it completes. Returns how many boletos the cache holds.
 */
export async function cachedDataFolder(
  build: AppBuild,
  dataDir: string,
  rows: number,
  keychainService: string,
  payerNames: SeedOptions['payerNames'] = 'numbered',
): Promise<{ boletos: number; syncMs: number }> {
  const store = SandboxStore.open(join(dataDir, 'sandbox'));
  const identity = resolveSandboxIdentity(store, {});
  seedBoletos(store, { accountId: identity.accountId, count: rows, spanDays: 300, payerNames });
  store.close();
  const app = await startUntilReady(appArgs(build, dataDir, keychainService));
  try {
    const started = performance.now();
    for (;;) {
      if (performance.now() - started > SYNC_DEADLINE_MS) {
        throw new Error(`The app's first sync of ${rows} boletos did not complete in an hour`);
      }
      const status = await invoke<{ running: boolean; lastSyncedAt: string | null }>(
        app.url,
        'sync:status',
      );
      if (!status.running && status.lastSyncedAt !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const syncMs = performance.now() - started;
    const { count } = await invoke<{ count: number }>(app.url, 'charges:totals', {
      filters: { kinds: ['boleto'] },
    });
    return { boletos: count, syncMs };
  } finally {
    await app.stop();
  }
}

/** Chromium as the browser benchmarks launch it (Debian's, or `CHROMIUM_PATH`). */
export function launchBenchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...extraArgs],
  });
}

/**
 * The app's build started on a data folder of its own in `work` whose cache holds `rows`
 * boletos (`cachedDataFolder`), once its catch-up sync has run: what a browser benchmark
 * then measures is the list's work, not a sync's beside it.
 */
export async function appOnCachedRows(
  work: string,
  rows: number,
  payerNames: SeedOptions['payerNames'] = 'numbered',
): Promise<{ app: Started; boletos: number }> {
  const keychainService = `Balcão-bench-${randomUUID()}`;
  const build = await appBuild(join(work, 'build'));
  const dataDir = join(work, 'cached');
  const { boletos } = await cachedDataFolder(build, dataDir, rows, keychainService, payerNames);
  const app = await startUntilReady(appArgs(build, dataDir, keychainService));
  try {
    for (;;) {
      const status = await invoke<{ running: boolean }>(app.url, 'sync:status');
      if (!status.running) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await app.stop();
    throw error;
  }
  return { app, boletos };
}
