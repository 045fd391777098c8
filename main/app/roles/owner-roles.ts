import { AppFailure, isChannel, type Channel } from '../../../preload/contract/index.ts';
import type { OwnerAccessEvent, RoleStatus } from '../../../preload/contract/features/roles.ts';
import {
  accessOf,
  writeNeedsOwner,
  type ChannelAccess,
} from '../../../preload/contract/owner-only.ts';
import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import type { OwnerAccessRepo } from '../../cache/activity/owner-access-repo.ts';
import { afterWrongPasscode, lockedAt, triesLeft, unlocked } from './lockout.ts';
import { hashPasscode, verifyPasscode, weakerThan } from './passcode-hash.ts';
import { noRoles, RoleStore, UNREADABLE, type RoleState } from './role-store.ts';

/**
 * How long a passcode given for one call waits for it. The dialog that asks for the passcode
 * sends the refused call again at once, so the window only has to outlast that; it is short so
 * a passcode typed and then left unused (the owner walked away) does not wait for the clerk's
 * next attempt. The grant also ends at the first owner-only call, whichever it is.
 */
export const GRANT_MS = 2 * 60_000;

export interface RolesDeps {
  userDataDir: string;
  activeProfileId(): string;
  now(): Date;
  /** The active profile's log of the owner's passcode. */
  accessLog(): OwnerAccessRepo;
  /** The kind of the active profile's outbox entry `id`, or null when there is none. */
  outboxKind(id: string): OutboxKind | null;
  /** The roles of the active profile changed (mode, passcode, lock). */
  changed(): void;
}

interface Grant {
  profileId: string;
  channel: Channel;
  expiresAt: number;
}

/** Which field of the form the passcode was typed in, for the message on it. */
type PasscodeField = 'passcode' | 'current';

/**
 * The owner and the clerk of the active profile. Main alone checks the passcode (scrypt, in
 * `roles.json` beside the profile's cache) and keeps the one-call grant it opens; the renderer
 * sends the passcode and is told yes, no (with the tries left) or locked (until when).
 */
export class OwnerRoles {
  readonly #deps: RolesDeps;
  #roleStore: RoleStore | null = null;
  #grant: Grant | null = null;
  /**
   * Everything that reads the roles, awaits scrypt and writes them back runs one at a time:
   * two wrong passcodes sent together must count as two.
   */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: RolesDeps) {
    this.#deps = deps;
  }

  /** Made on first use: the handler table is built before anything of the app is read. */
  get #store(): RoleStore {
    return (this.#roleStore ??= new RoleStore(this.#deps.userDataDir));
  }

  status(): RoleStatus {
    const read = this.#store.read(this.#deps.activeProfileId());
    if (read === UNREADABLE) {
      return { passcodeSet: true, mode: 'clerk', triesLeft: 0, lockedUntil: null };
    }
    const now = this.#deps.now();
    return {
      passcodeSet: read.passcode !== null,
      mode: read.passcode === null ? 'owner' : read.mode,
      triesLeft: triesLeft(read, now),
      lockedUntil: lockedAt(read, now)?.toISOString() ?? null,
    };
  }

  /**
   * The guard every call passes (`owner-guard.ts`): a call that needs the owner runs in clerk
   * mode only on a grant opened for it by `unlock`; the grant is spent by the first such call.
   */
  authorize(channel: Channel, input: unknown): void {
    if (!this.#needsOwner(channel, accessOf(channel), input)) return;
    const profileId = this.#deps.activeProfileId();
    const read = this.#store.read(profileId);
    if (read !== UNREADABLE && (read.passcode === null || read.mode === 'owner')) return;
    const grant = this.#grant;
    this.#grant = null;
    if (
      grant &&
      grant.profileId === profileId &&
      grant.channel === channel &&
      grant.expiresAt > this.#deps.now().getTime()
    ) {
      return;
    }
    this.#note('required', channel);
    throw new AppFailure('owner_passcode_required', `${channel} needs the owner's passcode.`, {
      params: { channel },
    });
  }

  #needsOwner(channel: Channel, access: ChannelAccess, input: unknown): boolean {
    if (access === 'clerk') return false;
    if (access === 'owner') return true;
    // An outbox entry: as its write. One that is not there is answered by the handler.
    const id = (input as { id?: unknown } | null)?.id;
    const kind = typeof id === 'string' ? this.#deps.outboxKind(id) : null;
    return kind !== null && writeNeedsOwner(kind);
  }

  /** The owner's passcode for the next call of `channel` (once, within `GRANT_MS`). */
  unlock(passcode: string, channel: string): Promise<{ channel: string; expiresAt: string }> {
    if (!isChannel(channel) || accessOf(channel) === 'clerk') {
      throw new AppFailure('validation', 'This call does not need the owner.', {
        fields: { channel: [{ key: 'v.invalid' }] },
      });
    }
    return this.#serially(async (profileId) => {
      await this.#check(profileId, passcode, channel, 'passcode');
      const expiresAt = this.#deps.now().getTime() + GRANT_MS;
      this.#grant = { profileId, channel, expiresAt };
      this.#note('accepted', channel);
      return { channel, expiresAt: new Date(expiresAt).toISOString() };
    });
  }

  enterClerkMode(): Promise<RoleStatus> {
    return this.#serially((profileId) => {
      const state = this.#readable(profileId);
      if (state.passcode === null) throw noPasscode();
      this.#grant = null;
      this.#store.write(profileId, { ...state, mode: 'clerk' });
      this.#note('clerk-mode', 'roles:enter-clerk-mode');
      return this.#changed();
    });
  }

  enterOwnerMode(passcode: string): Promise<RoleStatus> {
    return this.#serially(async (profileId) => {
      const state = await this.#check(profileId, passcode, 'roles:enter-owner-mode', 'passcode');
      this.#grant = null;
      this.#store.write(profileId, { ...state, mode: 'owner' });
      this.#note('owner-mode', 'roles:enter-owner-mode');
      return this.#changed();
    });
  }

  /** Sets the passcode, or changes it: the current one first, when there is one. */
  setPasscode(current: string | undefined, passcode: string): Promise<RoleStatus> {
    return this.#serially(async (profileId) => {
      const changing = this.#readable(profileId).passcode !== null;
      if (changing) {
        if (current === undefined) {
          throw new AppFailure('validation', 'The current passcode is required.', {
            fields: { current: [{ key: 'v.required' }] },
          });
        }
        await this.#check(profileId, current, 'roles:set-passcode', 'current');
      }
      const hash = await hashPasscode(passcode);
      this.#store.write(profileId, { ...this.#readable(profileId), ...unlocked, passcode: hash });
      this.#note(changing ? 'passcode-changed' : 'passcode-set', 'roles:set-passcode');
      return this.#changed();
    });
  }

  /** Removes the passcode and with it the roles: everything works as for the owner again. */
  removePasscode(current: string): Promise<RoleStatus> {
    return this.#serially(async (profileId) => {
      await this.#check(profileId, current, 'roles:remove-passcode', 'current');
      this.#grant = null;
      this.#store.write(profileId, noRoles);
      this.#note('passcode-removed', 'roles:remove-passcode');
      return this.#changed();
    });
  }

  #serially<T>(run: (profileId: string) => Promise<T> | T): Promise<T> {
    const next = this.#queue.then(() => run(this.#deps.activeProfileId()));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #readable(profileId: string): RoleState {
    const read = this.#store.read(profileId);
    if (read === UNREADABLE) {
      throw new AppFailure('internal', 'The roles file of this profile cannot be read.', {
        key: 'error.roles.unreadable',
      });
    }
    return read;
  }

  /**
   * Checks `passcode` against the profile's, counting a wrong one and refusing while locked
   * (without running scrypt: a lock must cost the guesser time, not us). Returns the roles
   * with the count cleared. Every refusal is logged for the call it was typed for.
   */
  async #check(
    profileId: string,
    passcode: string,
    channel: Channel,
    field: PasscodeField,
  ): Promise<RoleState> {
    const state = this.#readable(profileId);
    if (state.passcode === null) throw noPasscode();
    const lock = lockedAt(state, this.#deps.now());
    if (lock) throw this.#locked(channel, lock);

    const right = await verifyPasscode(passcode, state.passcode);
    const now = this.#deps.now();
    // Read again: the file is ours alone, but nothing is lost by not trusting that.
    const current = this.#readable(profileId);
    if (!right) {
      const counted = { ...current, ...afterWrongPasscode(current, now) };
      this.#store.write(profileId, counted);
      this.#deps.changed();
      const newLock = lockedAt(counted, now);
      if (newLock) throw this.#locked(channel, newLock);
      const left = triesLeft(counted, now);
      this.#note('refused', channel, { triesLeft: left });
      throw new AppFailure('owner_passcode_wrong', 'The owner’s passcode did not match.', {
        params: { triesLeft: left },
        fields: { [field]: [{ key: 'v.passcode.wrong', params: { triesLeft: left } }] },
      });
    }
    const cleared: RoleState = { ...current, ...unlocked };
    // A hash made under a lower cost than today's is made again while the passcode is known.
    const weaker = current.passcode !== null && weakerThan(current.passcode);
    if (weaker) cleared.passcode = await hashPasscode(passcode);
    if (weaker || current.failures !== 0 || current.lockedUntil !== null) {
      this.#store.write(profileId, cleared);
    }
    return cleared;
  }

  #locked(channel: Channel, until: Date): AppFailure {
    const lockedUntil = until.toISOString();
    this.#note('locked', channel, { triesLeft: 0, lockedUntil });
    return new AppFailure('owner_locked', 'Too many wrong passcodes: locked for now.', {
      params: { until: lockedUntil },
    });
  }

  #note(
    event: OwnerAccessEvent,
    channel: Channel,
    extra: { triesLeft?: number; lockedUntil?: string } = {},
  ): void {
    this.#deps.accessLog().record({ at: this.#deps.now().toISOString(), event, channel, ...extra });
  }

  #changed(): RoleStatus {
    this.#deps.changed();
    return this.status();
  }
}

function noPasscode(): AppFailure {
  return new AppFailure('rejected', 'No owner passcode is set on this profile.', {
    key: 'error.roles.no_passcode',
  });
}
