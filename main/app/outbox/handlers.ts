import { AppFailure, isRecordScreen, type OutboxEntry } from '../../../preload/contract/index.ts';
import type { OutboxRecord } from '../../cache/outbox/outbox-repo.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { discardWrite, outboxActions, resolveWrite } from '../pipeline/pipeline.ts';
import { writeDescriptors } from '../pipeline/registry.ts';

type OutboxHandlers = Pick<HandlerTable, 'outbox:list' | 'outbox:resolve' | 'outbox:discard'>;

/** An entry as the renderer sees it: with the actions, words and screen its kind says. */
function entryOf(record: OutboxRecord): OutboxEntry {
  const { hasAccepted: _kept, ...entry } = record;
  const descriptor = writeDescriptors[record.kind];
  const { words, opens } = descriptor.presentation;
  return {
    ...entry,
    actions: outboxActions(descriptor, record),
    // A record page is found by the write's own identity; a list needs no id.
    presentation: {
      words,
      opens: { screen: opens, id: isRecordScreen(opens) ? entry.identity : null },
    },
  };
}

/** The outbox, over the write pipeline: each entry is handled as its kind's descriptor says. */
export function outboxHandlers(ctx: AppContext): OutboxHandlers {
  function open(id: string): OutboxRecord {
    const entry = ctx.session().outbox.get(id);
    if (!entry) throw new AppFailure('not_found', `No pending operation ${id}`);
    return entry;
  }

  return {
    'outbox:list': () => ctx.session().outbox.listOpen().map(entryOf),

    'outbox:resolve': async ({ id }) => {
      const entry = open(id);
      return entryOf(await resolveWrite(ctx, writeDescriptors[entry.kind], entry));
    },

    'outbox:discard': ({ id }) => {
      const entry = open(id);
      discardWrite(ctx, writeDescriptors[entry.kind], entry);
      return { done: true as const };
    },
  };
}
