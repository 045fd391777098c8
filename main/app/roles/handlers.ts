import type { HandlerTable } from '../../ipc/registry.ts';
import { ownerAccessRepo, type OwnerAccessRepo } from '../../cache/activity/owner-access-repo.ts';
import type { CacheDb } from '../../cache/db/database.ts';
import type { AppContext } from '../context.ts';
import { OwnerRoles } from './owner-roles.ts';

type RoleHandlers = Pick<
  HandlerTable,
  | 'roles:status'
  | 'roles:set-passcode'
  | 'roles:remove-passcode'
  | 'roles:enter-clerk-mode'
  | 'roles:enter-owner-mode'
  | 'roles:unlock'
  | 'roles:log'
>;

/** One log per open cache: its statements are prepared once. */
const logs = new WeakMap<CacheDb, OwnerAccessRepo>();
function logOf(db: CacheDb): OwnerAccessRepo {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = ownerAccessRepo(db)));
  return log;
}

/** The roles of the app's active profile, over its data folder and its cache's log. */
export function ownerRoles(ctx: AppContext): OwnerRoles {
  return new OwnerRoles({
    get userDataDir() {
      return ctx.userDataDir;
    },
    activeProfileId: () => ctx.settings.value.activeProfileId,
    now: () => ctx.now(),
    accessLog: () => logOf(ctx.session().db),
    outboxKind: (id) => ctx.session().outbox.get(id)?.kind ?? null,
    changed: () => ctx.events.emit('data:changed', { resource: 'roles' }),
  });
}

export function roleHandlers(ctx: AppContext, roles: OwnerRoles): RoleHandlers {
  return {
    'roles:status': () => roles.status(),
    'roles:set-passcode': ({ current, passcode }) => roles.setPasscode(current, passcode),
    'roles:remove-passcode': ({ current }) => roles.removePasscode(current),
    'roles:enter-clerk-mode': () => roles.enterClerkMode(),
    'roles:enter-owner-mode': ({ passcode }) => roles.enterOwnerMode(passcode),
    'roles:unlock': ({ passcode, channel }) => roles.unlock(passcode, channel),
    'roles:log': ({ limit }) => logOf(ctx.session().db).list(limit),
  };
}
