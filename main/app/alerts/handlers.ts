import { AppFailure } from '../../../preload/contract/index.ts';
import { alertsRepo } from '../../cache/alerts/alerts-repo.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { openSandboxInfraction } from '../../service/sandbox-infractions.ts';
import type { AppContext } from '../context.ts';
import { alertView } from './alert-view.ts';

type AlertHandlers = Pick<
  HandlerTable,
  'alerts:list' | 'alerts:mark-seen' | 'alerts:sandbox-open-infraction'
>;

/** More than a Home banner can show is more than anyone reads; the rest wait their turn. */
const SHOWN = 50;

/**
 * Alerts, from the cache: the bank's events and the app's own reads raise them
 * (`alert-appliers.ts`, `0210-alerts.ts`); here they are listed and put away.
 */
export function alertHandlers(ctx: AppContext): AlertHandlers {
  return {
    'alerts:list': () => alertsRepo(ctx.session().db).unseen(SHOWN).map(alertView),

    'alerts:mark-seen': ({ id }) => {
      const session = ctx.session();
      const seenAt = ctx.now().toISOString();
      if (!alertsRepo(session.db).markSeen(id, seenAt)) {
        throw new AppFailure('not_found', 'No such alert on this computer.', {
          key: 'error.alerts.not_found',
        });
      }
      ctx.events.emit('data:changed', { resource: 'alerts' });
      return { id, seenAt: alertsRepo(session.db).get(id)?.seenAt ?? seenAt };
    },

    'alerts:sandbox-open-infraction': async ({ endToEndId, reason }) => {
      const session = ctx.session();
      if (session.kind !== 'local-sandbox') {
        throw new AppFailure('unsupported', 'A dispute can be tried on the local sandbox only.', {
          key: 'error.alerts.sandbox_only',
        });
      }
      try {
        const event = await openSandboxInfraction(await session.service(), {
          endToEndId,
          reason,
        });
        const infractionId =
          event.eventType === 'INFRACTION_NOTIFICATION_CREATED' ? event.data.infractionId : '';
        return { eventId: event.id, infractionId };
      } catch (error) {
        if (error instanceof AppFailure && error.error.code === 'not_found') {
          throw new AppFailure('validation', 'The sandbox received no Pix with this id.', {
            fields: { endToEndId: [{ key: 'v.refund.e2e_unknown' }] },
          });
        }
        throw error;
      }
    },
  };
}
