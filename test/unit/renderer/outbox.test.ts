import { describe, expect, it } from 'vitest';
import {
  writeWordFamilies,
  type OutboxEntry,
  type WriteScreen,
  type WriteWordFamily,
} from '../../../preload/contract/index.ts';
import {
  actionsOf,
  checkState,
  datedLabelKey,
  isUncheckable,
  entriesToCheck,
  isAcceptedNotSaved,
  isRefusal,
  openLinkOf,
  outboxScope,
  resolvedKeyOf,
  stateKeyOf,
  STALE_SENDING_MS,
} from '../../../renderer/src/features/outbox/outbox.ts';

const now = Date.parse('2026-03-05T15:00:00Z');

function entry(state: OutboxEntry['state'], extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `id-${state}`,
    kind: 'boleto:create',
    identity: `cid-${state}`,
    state,
    summary: {
      amountCents: 12_345,
      label: 'Ana',
      dated: { meaning: 'due-date', date: '2026-04-01' },
    },
    actions: { check: state !== 'done', discard: state === 'failed' },
    presentation: { words: 'boleto', opens: { screen: 'boleto', id: `cid-${state}` } },
    lastError: null,
    createdAt: '2026-03-05T14:59:30Z',
    updatedAt: '2026-03-05T14:59:30Z',
    ...extra,
  };
}

describe('outbox entries to check', () => {
  it('tells unknown, failed and refused apart', () => {
    expect(checkState(entry('unknown'), now)).toBe('unknown');
    const unauthorized = { code: 'unauthorized' as const, message: 'no' };
    expect(checkState(entry('failed', { lastError: unauthorized }), now)).toBe('failed');
    const refused = { code: 'validation' as const, message: 'no' };
    expect(checkState(entry('failed', { lastError: refused }), now)).toBe('refused');
    expect(isRefusal({ code: 'rejected', message: 'no' })).toBe(true);
    expect(isRefusal({ code: 'timeout', message: 'no' })).toBe(false);
    expect(checkState(entry('done'), now)).toBeNull();
  });

  it('leaves a write in flight alone, but not one stuck in sending', () => {
    expect(checkState(entry('sending'), now)).toBeNull();
    const old = new Date(now - STALE_SENDING_MS - 1).toISOString();
    expect(checkState(entry('sending', { updatedAt: old }), now)).toBe('interrupted');
  });

  it('lists only what needs the owner, in main’s order', () => {
    const list = [entry('unknown'), entry('sending'), entry('done'), entry('failed')];
    expect(entriesToCheck(list, now).map((e) => e.state)).toEqual(['unknown', 'failed']);
  });
});

describe('outbox entries of Pix codes', () => {
  const immediate = (state: OutboxEntry['state'], extra: Partial<OutboxEntry> = {}) =>
    entry(state, {
      kind: 'pix:create-immediate',
      actions: { check: false, discard: true },
      presentation: { words: 'pix-immediate', opens: { screen: 'pix', id: 'cid' } },
      ...extra,
    });

  it('offers only "discard" for an immediate Pix that cannot be checked', () => {
    expect(isUncheckable(immediate('unknown'), now)).toBe(true);
    expect(actionsOf(immediate('unknown'), now)).toEqual({ resolve: false, discard: true });
    const stale = { updatedAt: new Date(now - STALE_SENDING_MS - 1).toISOString() };
    expect(actionsOf(immediate('sending', stale), now)).toEqual({ resolve: false, discard: true });
    expect(isUncheckable(entry('unknown', { kind: 'pix:create-due-date' }), now)).toBe(false);
  });

  it('tells an entry the bank accepted but this computer did not save', () => {
    const notSaved = {
      lastError: {
        code: 'unknown_outcome' as const,
        message: 'not saved',
        key: 'error.write.accepted_not_saved',
      },
    };
    expect(isAcceptedNotSaved(immediate('unknown', notSaved))).toBe(true);
    expect(isAcceptedNotSaved(immediate('unknown'))).toBe(false);
    // Main says it can be checked (its answer is kept), whatever the kind.
    const checkable = immediate('unknown', {
      ...notSaved,
      actions: { check: true, discard: false },
    });
    expect(isUncheckable(checkable, now)).toBe(false);
    expect(actionsOf(checkable, now)).toEqual({ resolve: true, discard: false });
  });

  it('opens a finished entry where its kind says its record is', () => {
    const opening = (screen: WriteScreen, id: string | null) => ({
      presentation: { words: 'boleto' as const, opens: { screen, id } },
    });
    expect(openLinkOf(opening('boleto', 'a b'))).toEqual({
      href: '#/boletos/a%20b',
      labelKey: 'outbox.open.boleto',
    });
    expect(openLinkOf(opening('pix', 'c'))).toEqual({
      href: '#/pix/c',
      labelKey: 'outbox.open.pix',
    });
    // Keys and split rules are known by the bank's own ids: their lists show them.
    expect(openLinkOf(opening('pix-keys', null))).toEqual({
      href: '#/pix-keys',
      labelKey: 'outbox.open.pix-keys',
    });
    expect(openLinkOf(opening('split', null))).toEqual({
      href: '#/split',
      labelKey: 'outbox.open.split',
    });
  });

  it('tells an entry in its kind’s words: its state and what "checked" means', () => {
    const refund = entry('unknown', {
      presentation: { words: 'refund', opens: { screen: 'received', id: null } },
    });
    expect(stateKeyOf(refund, 'unknown')).toBe('write.refund.state.unknown');
    expect(resolvedKeyOf(refund)).toBe('write.refund.resolved');
    expect(resolvedKeyOf(entry('unknown'))).toBe('write.boleto.resolved');
  });

  it('names what the one date of an entry means, as its kind says', () => {
    expect(datedLabelKey({ meaning: 'due-date', date: '2026-04-01' })).toBe('outbox.due_date');
    expect(datedLabelKey({ meaning: 'valid-until', date: '2026-04-01' })).toBe(
      'outbox.valid_until',
    );
  });

  it('offers "discard" besides "check" for failed entries, and nothing while in flight', () => {
    const refused = { lastError: { code: 'rejected' as const, message: 'no' } };
    expect(actionsOf(entry('failed', refused), now)).toEqual({ resolve: true, discard: true });
    expect(actionsOf(entry('unknown'), now)).toEqual({ resolve: true, discard: false });
    expect(actionsOf(entry('sending'), now)).toEqual({ resolve: false, discard: false });
    expect(actionsOf(entry('done'), now)).toEqual({ resolve: false, discard: false });
  });
});

describe('outbox entries of transfers to a key', () => {
  const transfer = entry('unknown', {
    kind: 'transfer:key',
    summary: { amountCents: 4_200, label: 'ana@exemplo.com.br', dated: null },
    actions: { check: false, discard: true },
    presentation: { words: 'transfer', opens: { screen: 'sent', id: null } },
  });

  it('are opened from Sent, discarded only once checked by the owner', () => {
    expect(openLinkOf(transfer)).toEqual({ href: '#/sent', labelKey: 'outbox.open.sent' });
    expect(actionsOf(transfer, now)).toEqual({ resolve: false, discard: true });
  });
});

describe('the words the outbox speaks of what it holds', () => {
  const holding = (...words: WriteWordFamily[]) =>
    words.map((w, i) =>
      entry('unknown', {
        id: `id-${i}`,
        presentation: { words: w, opens: { screen: 'sent', id: null } },
      }),
    );
  // Written out here: the test is what says which families are a charge's.
  const chargeWords: WriteWordFamily[] = [
    'boleto-due-date',
    'boleto-cancel',
    'pix-immediate',
    'pix-due-date',
    'pix-cancel',
  ];

  it('boletos alone are boletos; with Pix codes they are charges', () => {
    expect(outboxScope(holding('boleto', 'boleto'))).toBe('boletos');
    for (const words of chargeWords) {
      expect(outboxScope(holding('boleto', words))).toBe('charges');
    }
  });

  it('every other kind, money out first, makes them operations: a Pix sent is never a charge', () => {
    const others = writeWordFamilies.filter((w) => w !== 'boleto' && !chargeWords.includes(w));
    expect(others).toContain('transfer-checkable');
    for (const words of others) {
      expect(outboxScope(holding(words)), words).toBe('operations');
      expect(outboxScope(holding('boleto', 'pix-immediate', words)), words).toBe('operations');
    }
  });
});
