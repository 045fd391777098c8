import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataFolderLock,
  DataFolderInUseError,
  LOCK_FILE_NAME,
} from '../../../main/app/data-folder-lock.ts';
import { keychainServiceFor, tempDir } from '../../support/folders.ts';
import { webClient } from '../../support/web-client.ts';
import { launchWebApp, type WebAppProcess } from '../../support/web-app.ts';

// `npm run web` takes a lock on its data folder: a second one on the same folder refuses to
// start, in words, and the first keeps serving; a lock left by a process that is gone is
// taken over. The real `main/web.ts`, started as web-launch.test.ts starts it.

const made: string[] = [];
const running = new Set<WebAppProcess>();
const newDataDir = () => {
  const dir = tempDir('balcao-lock-');
  made.push(dir);
  return dir;
};

afterEach(async () => {
  await Promise.all([...running].map((launched) => launched.stop()));
});
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function launch(dataDir: string): WebAppProcess {
  const launched = launchWebApp({
    dataDir,
    keychainService: keychainServiceFor('lock'),
    stderr: 'pipe',
  });
  running.add(launched);
  void launched.exited.then(() => running.delete(launched));
  return launched;
}

/** Started and serving: its address. */
async function started(launched: WebAppProcess): Promise<URL> {
  const address = await launched.address;
  if (address === null) {
    const { code, stderr } = await launched.exited;
    throw new Error(`main/web.ts exited with ${code}: ${stderr}`);
  }
  return new URL(address);
}

/** The app answers a bridge call through its web transport. */
async function serves(url: URL): Promise<boolean> {
  return (await webClient(url).call('app:get-info', {})).ok;
}

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  expect(child.status).toBe(0);
  return child.pid!;
}

const lockOf = (dataDir: string) => join(dataDir, LOCK_FILE_NAME);

describe('npm run web on a data folder another one is using', () => {
  // Three starts of the app, each a few seconds on a loaded machine.
  it(
    'refuses to start, saying which folder and which process; the first keeps serving',
    { timeout: 180_000 },
    async () => {
      const dataDir = newDataDir();
      const first = launch(dataDir);
      const url = await started(first);
      expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(first.child.pid));
      expect((statSync(lockOf(dataDir)).mode & 0o777).toString(8)).toBe('600');

      const second = launch(dataDir);
      const { code, stderr } = await second.exited;
      expect(await second.address).toBeNull();
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toContain('Outro Balcão');
      expect(stderr).toContain(`processo ${first.child.pid}`);
      expect(stderr).toContain(dataDir);
      // The refusal left the first one's lock alone, and the first one still answers.
      expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(first.child.pid));
      expect(await serves(url)).toBe(true);

      // Stopped with SIGTERM, the first releases the folder, and the next one starts.
      expect(await first.stop()).toBe(0);
      expect(existsSync(lockOf(dataDir))).toBe(false);
      const third = launch(dataDir);
      expect(await serves(await started(third))).toBe(true);
      expect(await third.stop()).toBe(0);
    },
  );

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = newDataDir();
    const gone = deadPid();
    writeFileSync(lockOf(dataDir), `${gone}\n`, { mode: 0o600 });

    const web = launch(dataDir);
    expect(await serves(await started(web))).toBe(true);
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(web.child.pid));
    expect(await web.stop()).toBe(0);
    expect(existsSync(lockOf(dataDir))).toBe(false);
  });
});

describe('the data folder lock in one process', () => {
  it('is refused while held, taken again once released', () => {
    const dataDir = newDataDir();
    const lock = acquireDataFolderLock(dataDir);
    expect(() => acquireDataFolderLock(dataDir)).toThrow(DataFolderInUseError);
    lock.release();
    lock.release();
    expect(existsSync(lockOf(dataDir))).toBe(false);
    acquireDataFolderLock(dataDir).release();
  });

  it('takes over a lock holding this very pid that this process never took (pids start over)', () => {
    const dataDir = newDataDir();
    writeFileSync(lockOf(dataDir), `${process.pid}\n`);
    const lock = acquireDataFolderLock(dataDir);
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file that holds no pid', () => {
    const dataDir = newDataDir();
    writeFileSync(lockOf(dataDir), 'not a pid');
    acquireDataFolderLock(dataDir).release();
  });

  it('refuses a lock held by a live process, naming it', () => {
    const dataDir = newDataDir();
    // The test runner's parent: alive for as long as this test runs.
    writeFileSync(lockOf(dataDir), `${process.ppid}\n`);
    const error = (() => {
      try {
        acquireDataFolderLock(dataDir);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(DataFolderInUseError);
    expect(error).toMatchObject({ pid: process.ppid, dataDir });
    // Not removed by the refusal, and not by a release of a lock it does not hold.
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('leaves alone a lock taken over by another process before its release', () => {
    const dataDir = newDataDir();
    const lock = acquireDataFolderLock(dataDir);
    writeFileSync(lockOf(dataDir), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockOf(dataDir), 'utf8').trim()).toBe(String(process.ppid));
  });
});
