import { channels, type Channel } from '../../../preload/contract/index.ts';
import { accessOf } from '../../../preload/contract/owner-only.ts';
import type { Handler, HandlerTable } from '../../ipc/registry.ts';
import type { OwnerRoles } from './owner-roles.ts';

/**
 * The handler table every transport dispatches to, with the owner's check in front of every
 * call that is not plainly the clerk's (`preload/contract/owner-only.ts`). It runs after the
 * input has parsed — a malformed call never spends a grant — and before the handler, so a
 * refused call sends nothing to the bank and records nothing.
 */
export function guardOwnerOnly(roles: OwnerRoles, table: HandlerTable): HandlerTable {
  const guarded: Partial<Record<Channel, Handler<Channel>>> = { ...table };
  for (const channel of channels) {
    if (accessOf(channel) === 'clerk') continue;
    const handler = table[channel] as Handler<Channel>;
    guarded[channel] = (input, context) => {
      roles.authorize(channel, input);
      return handler(input, context);
    };
  }
  return guarded as HandlerTable;
}
