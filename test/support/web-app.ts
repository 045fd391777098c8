import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { webEntry } from '../../scripts/launch/web-build.ts';
import { keychainServiceFor, tempDir } from './folders.ts';
import { webClient, type WebClient } from './web-client.ts';

const root = join(import.meta.dirname, '../..');

export interface LaunchOptions {
  dataDir: string;
  /** The keyring entries' service; one of its own when omitted. */
  keychainService?: string;
  /** The process's environment (default: this one's). */
  env?: NodeJS.ProcessEnv;
  /** 'pipe' keeps what it writes to stderr for the test (a refusal's words). */
  stderr?: 'inherit' | 'pipe';
}

/** `npm run web`'s app as it runs, before it is known whether it started. */
export interface WebAppProcess {
  child: ChildProcess;
  /** The page address it prints first (token included), or null when it exited first. */
  address: Promise<string | null>;
  /** Its exit code, and its stderr when piped. */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** SIGTERM, then its exit code (at once when it has already exited). */
  stop(): Promise<number | null>;
}

/**
 * Starts the app the way a user without Electron does (`npm run web`: its build,
 * `dist-web/web.js`, made by the suite's global setup) on port 0, in a process of its own (the
 * web app is one process per data folder, as the owner runs it).
 */
export function launchWebApp(options: LaunchOptions): WebAppProcess {
  const child = spawn(
    process.execPath,
    [
      webEntry,
      '--port',
      '0',
      '--data',
      options.dataDir,
      '--keychain-service',
      options.keychainService ?? keychainServiceFor('web'),
    ],
    { cwd: root, env: options.env, stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const address = new Promise<string | null>((resolve) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve((JSON.parse(line) as { url: string }).url),
    );
    void exited.then(() => resolve(null));
  });
  return {
    child,
    address,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}

/** The web app serving, and the bridge over its web transport. */
export interface RunningWebApp extends WebClient {
  /** The page URL with this run's token. */
  url: string;
  userDataDir: string;
  /** Stops it and removes its data folder. */
  stop(): Promise<void>;
}

/** A fresh web app (first run: local sandbox, demo data), in a data folder of its own. */
export async function startWebApp(
  options: Partial<Omit<LaunchOptions, 'dataDir'>> = {},
): Promise<RunningWebApp> {
  const userDataDir = tempDir('balcao-web-');
  const launched = launchWebApp({ ...options, dataDir: userDataDir });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The app did not start within 30 s')), 30_000);
    void launched.address.then((address) => {
      clearTimeout(timer);
      if (address !== null) return resolve(address);
      void launched.exited.then(({ code }) => reject(new Error(`The app exited with ${code}`)));
    });
  });
  return {
    ...webClient(url),
    url,
    userDataDir,
    async stop() {
      await launched.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
