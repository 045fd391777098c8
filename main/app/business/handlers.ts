import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import {
  businessDetailsOf,
  clearBusinessDetails,
  saveBusinessDetails,
} from './business-details.ts';

type BusinessHandlers = Pick<HandlerTable, 'business:get' | 'business:set' | 'business:clear'>;

/** The active profile's business details (Settings), read by every print page. */
export function businessHandlers(ctx: AppContext): BusinessHandlers {
  const profileId = () => ctx.session().profileId;
  return {
    'business:get': () => businessDetailsOf(ctx.settings, profileId()),
    'business:set': (input) => {
      const saved = saveBusinessDetails(ctx.settings, profileId(), input);
      ctx.events.emit('data:changed', { resource: 'business' });
      return saved;
    },
    'business:clear': () => {
      clearBusinessDetails(ctx.settings, profileId());
      ctx.events.emit('data:changed', { resource: 'business' });
      return { done: true };
    },
  };
}
