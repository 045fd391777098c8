import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../main/cache/db/database.ts';
import { ensureSandboxCertificates } from '../../../main/sandbox/http/certs.ts';
import { SANDBOX_DATABASE_FILE, SandboxStore } from '../../../main/sandbox/store.ts';
import { startApp, type TestApp } from '../../support/app.ts';

// Other local users must not read what the app keeps: the data folder is 0700, the cache
// files (with their WAL and shared memory) 0600, whatever the umask and whatever was there.
// So is the embedded local sandbox's state: its folder, its database (with WAL and shared
// memory) and its certificate folder, private keys included.

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('file modes', () => {
  it('tightens a data folder and a profile folder that already exist to 0700', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-modes-'));
    made.push(userDataDir);
    chmodSync(userDataDir, 0o755);
    const profileDir = join(userDataDir, 'profiles', 'local-sandbox');
    mkdirSync(profileDir, { recursive: true, mode: 0o755 });
    chmodSync(profileDir, 0o755);
    const app = await startApp({ userDataDir });
    try {
      expect(modeOf(userDataDir).toString(8)).toBe('700');
      expect(modeOf(profileDir).toString(8)).toBe('700');
    } finally {
      await app.close();
    }
  });

  it('creates the cache file, its WAL and shared memory 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-cache-modes-'));
    made.push(dir);
    const file = join(dir, 'cache.sqlite');
    const previous = process.umask(0o022);
    try {
      const db = openCache(file);
      db.prepare('CREATE TABLE IF NOT EXISTS probe (x)').run();
      db.prepare('INSERT INTO probe VALUES (1)').run();
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect(`${path}: ${modeOf(path).toString(8)}`).toBe(`${path}: 600`);
      }
      db.close();
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a cache file that is already there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-cache-modes-'));
    made.push(dir);
    const file = join(dir, 'cache.sqlite');
    openCache(file).close();
    chmodSync(file, 0o644);
    openCache(file).close();
    expect(modeOf(file).toString(8)).toBe('600');
  });
});

/** Every folder and file of the embedded sandbox's state, with its mode in octal. */
function sandboxModes(userDataDir: string): Record<string, string> {
  const sandboxDir = join(userDataDir, 'sandbox');
  const certsDir = join(sandboxDir, 'certs');
  const database = join(sandboxDir, SANDBOX_DATABASE_FILE);
  const paths = [
    sandboxDir,
    database,
    `${database}-wal`,
    `${database}-shm`,
    certsDir,
    ...readdirSync(certsDir).map((name) => join(certsDir, name)),
  ];
  return Object.fromEntries(paths.map((path) => [path, modeOf(path).toString(8)]));
}

/** What sandboxModes must find: folders 0700, files 0600. */
function privateModes(modes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(modes).map((path) => [path, statSync(path).isDirectory() ? '700' : '600']),
  );
}

describe('file modes of the embedded local sandbox', () => {
  it('creates its folder, database and certificates private under a umask of 022', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-modes-'));
    made.push(userDataDir);
    const previous = process.umask(0o022);
    let app: TestApp | undefined;
    try {
      app = await startApp({ userDataDir });
      // Started with the app (its first sync); waits for it if not yet.
      await app.core.localSandbox.connection();
      const modes = sandboxModes(userDataDir);
      // The certificates: CA, server and demo client, each certificate and key.
      expect(Object.keys(modes).filter((path) => path.endsWith('.pem'))).toHaveLength(6);
      expect(modes).toEqual(privateModes(modes));
    } finally {
      await app?.close();
      process.umask(previous);
    }
  });

  it('tightens a sandbox folder, database and certificates left open by an earlier version', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-sandbox-modes-'));
    made.push(userDataDir);
    const sandboxDir = join(userDataDir, 'sandbox');
    const certsDir = join(sandboxDir, 'certs');
    await ensureSandboxCertificates(certsDir);
    SandboxStore.open(sandboxDir).close();
    for (const path of [sandboxDir, certsDir]) chmodSync(path, 0o755);
    for (const name of readdirSync(certsDir)) chmodSync(join(certsDir, name), 0o644);
    chmodSync(join(sandboxDir, SANDBOX_DATABASE_FILE), 0o644);

    const app = await startApp({ userDataDir });
    try {
      await app.core.localSandbox.connection();
      const modes = sandboxModes(userDataDir);
      expect(modes).toEqual(privateModes(modes));
    } finally {
      await app.close();
    }
  });
});

describe('the address of a remote profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app?.close());

  it.each([
    ['provider-sandbox', 'http://sandbox.bank.example'],
    ['provider-sandbox', 'http://10.0.0.5:8443'],
    ['production', 'http://127.0.0.1:8443'],
  ] as const)('refuses plain HTTP for %s at %s', async (kind, baseUrl) => {
    const result = await app.call('profiles:save', {
      name: 'Banco',
      kind,
      baseUrl,
      accountId: '123',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.fields?.['baseUrl']?.[0]?.key).toMatch(/^v\.url\.https/);
  });

  it.each(['http://127.0.0.1:8443', 'http://localhost:8443', 'http://[::1]:8443'])(
    'accepts plain HTTP to this computer for a provider sandbox: %s',
    async (baseUrl) => {
      const result = await app.call('profiles:save', {
        name: 'Sandbox local',
        kind: 'provider-sandbox',
        baseUrl,
        accountId: '123',
      });
      expect(result.ok).toBe(true);
    },
  );
});
