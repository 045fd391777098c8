import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../main/cache/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

// Other local users must not read what the app keeps: the data folder is 0700, the cache
// files (with their WAL and shared memory) 0600, whatever the umask and whatever was there.

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
    const app = await startTestApp({ userDataDir });
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

describe('the address of a remote profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
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
