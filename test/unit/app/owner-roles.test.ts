import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure, type Channel } from '../../../preload/contract/index.ts';
import type { OwnerAccessEntry } from '../../../preload/contract/features/roles.ts';
import type { NewOwnerAccess } from '../../../main/cache/activity/owner-access-repo.ts';
import type { OutboxKind } from '../../../main/cache/outbox/outbox-repo.ts';
import {
  afterWrongPasscode,
  lockedAt,
  triesLeft,
  unlocked,
} from '../../../main/app/roles/lockout.ts';
import { GRANT_MS, OwnerRoles } from '../../../main/app/roles/owner-roles.ts';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { tempDir } from '../../support/folders.ts';

const PROFILE = 'local-sandbox';
const PASSCODE = 'dono-1357';
const START = new Date('2026-11-25T15:00:00.000Z');

let dir: string;
let now: Date;
let logged: NewOwnerAccess[];
let outbox: Map<string, OutboxKind>;
let roles: OwnerRoles;

beforeEach(() => {
  dir = tempDir('balcao-roles-');
  now = START;
  logged = [];
  outbox = new Map();
  roles = new OwnerRoles({
    userDataDir: dir,
    activeProfileId: () => PROFILE,
    now: () => now,
    accessLog: () => ({
      record: (entry) => void logged.push(entry),
      list: () => [] as OwnerAccessEntry[],
    }),
    outboxKind: (id) => outbox.get(id) ?? null,
    changed: () => {},
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const advance = (ms: number) => (now = new Date(now.getTime() + ms));

/** The code of what `run` throws (an AppFailure), or 'none'. */
async function codeOf(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'none';
  } catch (error) {
    if (error instanceof AppFailure) return error.error.code;
    throw error;
  }
}

async function failureOf(run: () => unknown): Promise<AppFailure> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function clerkMode(): Promise<void> {
  await roles.setPasscode(undefined, PASSCODE);
  await roles.enterClerkMode();
}

const transfer = () => roles.authorize('transfers:create', {});

describe('the lock after wrong passcodes (pure policy)', () => {
  it('allows five wrong tries, then locks for 1, 2, 4 … minutes, never over an hour', () => {
    let state = unlocked;
    for (let left = 5; left >= 2; left--) {
      expect(triesLeft(state, START)).toBe(left);
      state = afterWrongPasscode(state, START);
      expect(lockedAt(state, START)).toBeNull();
    }
    const minutes: number[] = [];
    let at = START;
    for (let i = 0; i < 9; i++) {
      state = afterWrongPasscode(state, at);
      const until = lockedAt(state, at)!;
      minutes.push((until.getTime() - at.getTime()) / 60_000);
      expect(triesLeft(state, at)).toBe(0);
      at = until; // the lock ends exactly then: one try again
      expect(lockedAt(state, at)).toBeNull();
      expect(triesLeft(state, at)).toBe(1);
    }
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('the owner and the clerk (OwnerRoles, with a clock of its own)', () => {
  it('has no roles until a passcode is set: every call runs as the owner’s', async () => {
    expect(roles.status()).toEqual({
      passcodeSet: false,
      mode: 'owner',
      triesLeft: 5,
      lockedUntil: null,
    });
    expect(await codeOf(transfer)).toBe('none');
    expect(await codeOf(() => roles.enterClerkMode())).toBe('rejected');
    expect(await codeOf(() => roles.unlock(PASSCODE, 'transfers:create'))).toBe('rejected');
    expect(logged).toEqual([]);
  });

  it('keeps the passcode as a scrypt hash in the profile’s private folder, owner-readable only', async () => {
    await roles.setPasscode(undefined, PASSCODE);
    const file = join(profileDir(dir, PROFILE), 'roles.json');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(PASSCODE);
    expect(JSON.parse(text)).toMatchObject({ passcode: { kdf: 'scrypt' }, mode: 'owner' });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged.map((e) => e.event)).toEqual(['passcode-set']);
  });

  it('lets the owner session do everything and the clerk only what is the clerk’s', async () => {
    await roles.setPasscode(undefined, PASSCODE);
    expect(await codeOf(transfer)).toBe('none');
    await roles.enterClerkMode();
    expect(roles.status().mode).toBe('clerk');
    expect(await codeOf(() => roles.authorize('boletos:create', {}))).toBe('none');
    for (const channel of ['transfers:create', 'payments:pay-qr', 'limits:set'] as Channel[]) {
      const refused = await failureOf(() => roles.authorize(channel, {}));
      expect(refused.error).toMatchObject({ code: 'owner_passcode_required', params: { channel } });
    }
    expect(logged.filter((e) => e.event === 'required').map((e) => e.channel)).toEqual([
      'transfers:create',
      'payments:pay-qr',
      'limits:set',
    ]);
  });

  it('opens the passcode for one call of the channel it was given for, once', async () => {
    await clerkMode();
    const grant = await roles.unlock(PASSCODE, 'transfers:create');
    expect(grant).toEqual({
      channel: 'transfers:create',
      expiresAt: new Date(START.getTime() + GRANT_MS).toISOString(),
    });
    expect(await codeOf(transfer)).toBe('none');
    expect(await codeOf(transfer)).toBe('owner_passcode_required');
    expect(logged.map((e) => [e.event, e.channel])).toEqual([
      ['passcode-set', 'roles:set-passcode'],
      ['clerk-mode', 'roles:enter-clerk-mode'],
      ['accepted', 'transfers:create'],
      ['required', 'transfers:create'],
    ]);
  });

  it('spends the grant on the next owner-only call, even another one, which is refused', async () => {
    await clerkMode();
    await roles.unlock(PASSCODE, 'transfers:create');
    expect(await codeOf(() => roles.authorize('refunds:create', {}))).toBe(
      'owner_passcode_required',
    );
    expect(await codeOf(transfer)).toBe('owner_passcode_required');
  });

  it('lets an unused grant lapse after its window', async () => {
    await clerkMode();
    await roles.unlock(PASSCODE, 'transfers:create');
    advance(GRANT_MS);
    expect(await codeOf(transfer)).toBe('owner_passcode_required');
  });

  it('grants only calls that need the owner', async () => {
    await clerkMode();
    expect(await codeOf(() => roles.unlock(PASSCODE, 'boletos:create'))).toBe('validation');
    expect(await codeOf(() => roles.unlock(PASSCODE, 'no:such-channel'))).toBe('validation');
  });

  it('counts wrong passcodes down, locks at the fifth, refuses even the right one while locked', async () => {
    await clerkMode();
    for (const left of [4, 3, 2, 1]) {
      const wrong = await failureOf(() => roles.unlock('errado-00', 'transfers:create'));
      expect(wrong.error).toMatchObject({
        code: 'owner_passcode_wrong',
        params: { triesLeft: left },
        fields: { passcode: [{ key: 'v.passcode.wrong', params: { triesLeft: left } }] },
      });
      expect(roles.status().triesLeft).toBe(left);
    }
    const fifth = await failureOf(() => roles.unlock('errado-00', 'transfers:create'));
    const until = new Date(START.getTime() + 60_000).toISOString();
    expect(fifth.error).toMatchObject({ code: 'owner_locked', params: { until } });
    expect(roles.status()).toMatchObject({ triesLeft: 0, lockedUntil: until });

    advance(59_999);
    expect((await failureOf(() => roles.unlock(PASSCODE, 'transfers:create'))).error.code).toBe(
      'owner_locked',
    );
    advance(1);
    expect(roles.status()).toMatchObject({ triesLeft: 1, lockedUntil: null });
    // One wrong try after a lock locks again, for twice as long.
    const again = await failureOf(() => roles.unlock('errado-00', 'transfers:create'));
    expect(again.error.params).toEqual({ until: new Date(now.getTime() + 120_000).toISOString() });
    advance(120_000);
    // The right passcode clears the count.
    await roles.unlock(PASSCODE, 'transfers:create');
    expect(roles.status()).toMatchObject({ triesLeft: 5, lockedUntil: null });
    expect(logged.filter((e) => e.event === 'refused').map((e) => e.triesLeft)).toEqual([
      4, 3, 2, 1,
    ]);
    expect(logged.filter((e) => e.event === 'locked').map((e) => e.lockedUntil)).toEqual([
      until,
      until,
      new Date(START.getTime() + 60_000 + 120_000).toISOString(),
    ]);
  });

  it('counts two wrong passcodes sent at once as two', async () => {
    await clerkMode();
    await Promise.allSettled([
      roles.unlock('errado-01', 'transfers:create'),
      roles.unlock('errado-02', 'transfers:create'),
    ]);
    expect(roles.status().triesLeft).toBe(3);
  });

  it('takes the app back as the owner only with the passcode; to the clerk freely', async () => {
    await clerkMode();
    expect(await codeOf(() => roles.enterOwnerMode('errado-00'))).toBe('owner_passcode_wrong');
    expect(roles.status().mode).toBe('clerk');
    await roles.enterOwnerMode(PASSCODE);
    expect(roles.status().mode).toBe('owner');
    expect(await codeOf(transfer)).toBe('none');
  });

  it('changes or removes the passcode only with the current one', async () => {
    await roles.setPasscode(undefined, PASSCODE);
    expect(await codeOf(() => roles.setPasscode(undefined, 'outra-2468'))).toBe('validation');
    const wrong = await failureOf(() => roles.setPasscode('errado-00', 'outra-2468'));
    expect(wrong.error.fields).toEqual({
      current: [{ key: 'v.passcode.wrong', params: { triesLeft: 4 } }],
    });
    await roles.setPasscode(PASSCODE, 'outra-2468');
    expect(await codeOf(() => roles.removePasscode(PASSCODE))).toBe('owner_passcode_wrong');
    await roles.removePasscode('outra-2468');
    expect(roles.status()).toMatchObject({ passcodeSet: false, mode: 'owner' });
    expect(existsSync(join(profileDir(dir, PROFILE), 'roles.json'))).toBe(false);
    expect(logged.map((e) => e.event)).toEqual([
      'passcode-set',
      'refused',
      'passcode-changed',
      'refused',
      'passcode-removed',
    ]);
  });

  it('checks an outbox entry as its write: a transfer’s needs the owner, a boleto’s does not', async () => {
    await clerkMode();
    outbox.set('t1', 'transfer:key');
    outbox.set('b1', 'boleto:create');
    expect(await codeOf(() => roles.authorize('outbox:resolve', { id: 't1' }))).toBe(
      'owner_passcode_required',
    );
    expect(await codeOf(() => roles.authorize('outbox:discard', { id: 't1' }))).toBe(
      'owner_passcode_required',
    );
    expect(await codeOf(() => roles.authorize('outbox:resolve', { id: 'b1' }))).toBe('none');
    expect(await codeOf(() => roles.authorize('outbox:resolve', { id: 'gone' }))).toBe('none');
  });

  it('reads a damaged roles file as clerk mode that no passcode opens', async () => {
    await clerkMode();
    writeFileSync(join(profileDir(dir, PROFILE), 'roles.json'), '{ not json');
    expect(roles.status()).toMatchObject({ passcodeSet: true, mode: 'clerk' });
    expect(await codeOf(transfer)).toBe('owner_passcode_required');
    expect(await codeOf(() => roles.unlock(PASSCODE, 'transfers:create'))).toBe('internal');
    expect(await codeOf(() => roles.authorize('boletos:create', {}))).toBe('none');
  });
});
