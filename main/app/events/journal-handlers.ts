import type { HandlerTable } from '../../ipc/registry.ts';
import { journalRepo } from '../../cache/events/journal-repo.ts';
import type { AppContext } from '../context.ts';

type JournalHandlers = Pick<HandlerTable, 'journal:list' | 'journal:status'>;

export function journalHandlers(ctx: AppContext): JournalHandlers {
  return {
    'journal:list': (filter) => journalRepo(ctx.session().db).list(filter),
    'journal:status': () => ctx.journal.status(ctx.session()),
  };
}
