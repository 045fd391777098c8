import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { roleModes } from '../../../preload/contract/features/roles.ts';
import { ensurePrivateDir } from '../profiles/private-dir.ts';
import { profileDir } from '../profiles/profiles.ts';
import { passcodeHashSchema } from './passcode-hash.ts';

const roleStateSchema = z.object({
  version: z.literal(1),
  passcode: passcodeHashSchema.nullable(),
  mode: z.enum(roleModes),
  failures: z.number().int().min(0),
  lockedUntil: z.string().nullable(),
});
export type RoleState = z.infer<typeof roleStateSchema>;

/** A profile whose owner never set a passcode: no roles, everything as the owner. */
export const noRoles: RoleState = {
  version: 1,
  passcode: null,
  mode: 'owner',
  failures: 0,
  lockedUntil: null,
};

/**
 * A roles file that exists but cannot be read (edited by hand, a broken disk). It must not
 * turn a clerk into the owner: the roles treat it as clerk mode under a passcode nothing
 * matches, and the owner gets the roles back by removing the file (README, "Clerk mode").
 */
export const UNREADABLE = Symbol('unreadable roles file');

/**
 * Each profile's roles — the passcode's scrypt hash, salt and cost, the mode, the lock — in
 * `roles.json` in the profile's private folder, owner-readable only and written atomically.
 * Not in the settings file, which anything about the app may rewrite, and never in the cache,
 * which may be rebuilt: a passcode must not vanish with it.
 */
export class RoleStore {
  readonly #userDataDir: string;

  constructor(userDataDir: string) {
    this.#userDataDir = userDataDir;
  }

  #file(profileId: string): string {
    return join(profileDir(this.#userDataDir, profileId), 'roles.json');
  }

  /** The profile's roles, read afresh: a profile removed meanwhile has none. */
  read(profileId: string): RoleState | typeof UNREADABLE {
    const file = this.#file(profileId);
    if (!existsSync(file)) return noRoles;
    try {
      const parsed = roleStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      return parsed.success ? parsed.data : UNREADABLE;
    } catch {
      return UNREADABLE;
    }
  }

  write(profileId: string, state: RoleState): void {
    const file = this.#file(profileId);
    if (state.passcode === null) {
      // No passcode, no roles: nothing worth keeping.
      rmSync(file, { force: true });
      return;
    }
    ensurePrivateDir(profileDir(this.#userDataDir, profileId));
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(roleStateSchema.parse(state), null, 2), {
      mode: 0o600,
    });
    renameSync(temporary, file);
  }
}
