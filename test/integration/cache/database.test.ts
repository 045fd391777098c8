import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CacheTooNewError,
  LATEST_CACHE_VERSION,
  openCache,
  rebuildCache,
} from '../../../main/cache/db/database.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import type { Migration } from '../../../main/cache/migrations/migration.ts';
import { tempFolder } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

describe('openCache', () => {
  it('migrates a fresh file to the latest version', () => {
    const db = openCache(folder.file());
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION);
    expect(LATEST_CACHE_VERSION).toBe(280);
    db.close();
  });

  it('sets WAL, synchronous=FULL, foreign keys and busy_timeout on every open', () => {
    const file = folder.file();
    for (let i = 0; i < 3; i++) {
      const db = openCache(file);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
      db.close();
    }
  });

  it('turns a file found in rollback-journal mode back to WAL', () => {
    const file = folder.file();
    openCache(file).close();
    const raw = new Database(file);
    raw.pragma('journal_mode = DELETE');
    raw.close();
    const db = openCache(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('reopens idempotently: no migration runs twice, data stays', () => {
    const file = folder.file();
    const first = openCache(file);
    first.prepare(`INSERT INTO sync_state VALUES ('boletos', 'k', '"v"')`).run();
    first.close();
    const again = openCache(file);
    expect(again.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION);
    expect(again.prepare('SELECT value FROM sync_state').pluck().all()).toEqual(['"v"']);
    again.close();
  });

  it('runs all pending migrations in one transaction: a failing step leaves the previous version', () => {
    const file = folder.file();
    const ok: Migration = { version: 1, name: 'one', up: (db) => db.exec('CREATE TABLE a (x)') };
    openCache(file, { migrations: [ok] }).close();
    const two: Migration = { version: 2, name: 'two', up: (db) => db.exec('CREATE TABLE b (x)') };
    const broken: Migration = {
      version: 3,
      name: 'broken',
      up: () => {
        throw new Error('boom');
      },
    };
    expect(() => openCache(file, { migrations: [ok, two, broken] })).toThrow('boom');
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    expect(raw.prepare(`SELECT name FROM sqlite_schema WHERE name = 'b'`).get()).toBeUndefined();
    raw.close();
  });

  it('refuses a file newer than the code, without touching it', () => {
    const file = folder.file();
    const raw = new Database(file);
    raw.pragma(`user_version = ${LATEST_CACHE_VERSION + 10}`);
    raw.close();

    let thrown: unknown;
    try {
      openCache(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CacheTooNewError);
    expect(thrown).toBeInstanceOf(AppFailure);
    expect((thrown as AppFailure).error).toMatchObject({
      code: 'internal',
      key: 'error.cache.too_new',
      params: { fileVersion: LATEST_CACHE_VERSION + 10, supportedVersion: LATEST_CACHE_VERSION },
    });
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION + 10);
    after.close();
  });
});

describe('rebuildCache', () => {
  it('moves a refused file aside as .old-<timestamp> and opens a fresh cache', () => {
    const file = folder.file('rebuild.sqlite');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.exec('CREATE TABLE marker (x); INSERT INTO marker VALUES (1)');
    raw.pragma(`user_version = ${LATEST_CACHE_VERSION + 1}`);
    raw.close();
    expect(() => openCache(file)).toThrow(CacheTooNewError);

    const db = rebuildCache(file);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION);
    expect(db.prepare('SELECT count(*) FROM boletos').pluck().get()).toBe(0);
    db.close();

    const aside = readdirSync(folder.dir).filter((n) => /^rebuild\.sqlite\.old-[\dTZ-]+$/.test(n));
    expect(aside).toHaveLength(1);
    const old = new Database(`${folder.dir}/${aside[0]}`, { readonly: true });
    expect(old.prepare('SELECT x FROM marker').pluck().get()).toBe(1);
    expect(old.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION + 1);
    old.close();
  });

  it('creates the cache when there is nothing to move aside', () => {
    const file = folder.file('absent.sqlite');
    expect(existsSync(file)).toBe(false);
    const db = rebuildCache(file);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_CACHE_VERSION);
    db.close();
  });
});
