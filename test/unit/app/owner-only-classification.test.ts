import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channels, outboxKinds, type Channel } from '../../../preload/contract/index.ts';
import {
  accessOf,
  channelAccess,
  writeChannels,
  writeNeedsOwner,
} from '../../../preload/contract/owner-only.ts';
import { createHandlers } from '../../../main/app/handlers.ts';
import type { AppContext } from '../../../main/app/context.ts';
import { writeDescriptors } from '../../../main/app/pipeline/registry.ts';

// What the clerk may do is one table (`preload/contract/owner-only.ts`). These tests derive
// their lists from the contract, the handler registry and the write registry, so a channel or a
// kind of write added later is checked without a change here.

/** Building the handler tables touches nothing of the app: a context that throws proves it. */
const untouchable = new Proxy({} as AppContext, {
  get(_target, name) {
    throw new Error(`a handler table read ctx.${String(name)} while being built`);
  },
});

/** Each feature folder's handler tables and lists of writes, as its modules export them. */
async function featureModules(): Promise<
  { folder: string; channels: Set<string>; kinds: string[] }[]
> {
  const root = join(import.meta.dirname, '../../../main/app');
  const found = [];
  for (const folder of readdirSync(root)) {
    const file = join(root, folder, 'handlers.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    const inFolder = new Set<string>();
    const kinds: string[] = [];
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Handlers') && typeof value === 'function') {
        for (const channel of Object.keys((value as (ctx: AppContext) => object)(untouchable)))
          inFolder.add(channel);
      }
      if (name.endsWith('Writes') && value && typeof value === 'object')
        kinds.push(...Object.keys(value));
    }
    found.push({ folder, channels: inFolder, kinds });
  }
  return found;
}

describe('which calls need the owner', () => {
  it('classifies every channel of the contract, and nothing else', () => {
    const unclassified = channels.filter((c) => !Object.hasOwn(channelAccess, c));
    expect(unclassified, 'classify these in preload/contract/owner-only.ts').toEqual([]);
    const unknown = Object.keys(channelAccess).filter((c) => !channels.includes(c as Channel));
    expect(unknown).toEqual([]);
  });

  it('classifies every channel the handler registry answers', () => {
    const registered = Object.keys(createHandlers(untouchable));
    expect([...registered].sort()).toEqual([...channels].sort());
    for (const channel of registered) expect(channelAccess).toHaveProperty([channel]);
  });

  it('names, for every kind of write, channels that exist, one of them in the kind’s own feature', async () => {
    const modules = await featureModules();
    for (const kind of outboxKinds) {
      const named = writeChannels[kind];
      expect(named.length, kind).toBeGreaterThan(0);
      for (const channel of named) expect(channels, kind).toContain(channel);
      const home = modules.find((m) => m.kinds.includes(kind));
      expect(home, `the feature listing ${kind}`).toBeDefined();
      expect(
        named.some((c) => home!.channels.has(c)),
        `${kind} is sent by a channel of ${home!.folder}`,
      ).toBe(true);
    }
  });

  it('holds every write that moves money out, or is a Pix key, split rule or webhook, to the owner', () => {
    const ownerFamilies = new Set(['pix-key', 'pix-key-delete', 'split', 'webhook']);
    const held = outboxKinds.filter((kind) => {
      const descriptor = writeDescriptors[kind];
      return descriptor.movesMoneyOut || ownerFamilies.has(descriptor.presentation.words);
    });
    expect(held).toEqual(
      expect.arrayContaining(['payment:qr-code', 'refund:create', 'transfer:key']),
    );
    for (const kind of held) {
      for (const channel of writeChannels[kind]) expect(accessOf(channel), channel).toBe('owner');
      expect(writeNeedsOwner(kind), kind).toBe(true);
    }
  });

  it('keeps paying, transfers, refunds, limits, credentials and profiles to the owner', () => {
    const owners: Channel[] = [
      'payments:pay-qr',
      'transfers:create',
      'refunds:create',
      'limits:set',
      'pix-keys:create',
      'webhooks:send-test',
      'profiles:activate',
      'roles:set-passcode',
      'roles:remove-passcode',
    ];
    for (const channel of owners) expect(accessOf(channel), channel).toBe('owner');
    for (const channel of channels.filter((c) => c.startsWith('credentials:')))
      expect(accessOf(channel), channel).toBe('owner');
  });

  it('leaves the clerk to issue, show, print and send charges', () => {
    const clerks: Channel[] = [
      'boletos:create',
      'pix:create-immediate',
      'pix:create-due-date',
      'charges:list',
      'print:render',
      'roles:unlock',
      'roles:enter-owner-mode',
    ];
    for (const channel of clerks) expect(accessOf(channel), channel).toBe('clerk');
  });

  it('treats a channel missing from the table as the owner’s (fails closed)', () => {
    expect(accessOf('no:such-channel' as Channel)).toBe('owner');
  });
});
