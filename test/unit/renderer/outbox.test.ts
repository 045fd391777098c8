import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../preload/contract/index.ts';
import {
  actionsOf,
  checkState,
  datedLabelKey,
  familyOf,
  isUncheckable,
  entriesToCheck,
  isAcceptedNotSaved,
  isRefusal,
  openLinkOf,
  resolvedKeyOf,
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
      ...extra,
    });

  it('tells the kinds apart', () => {
    expect(familyOf(entry('unknown'))).toBe('boleto');
    expect(familyOf(immediate('unknown'))).toBe('pix-immediate');
    expect(familyOf({ kind: 'pix:create-due-date' })).toBe('pix-due-date');
    expect(familyOf({ kind: 'pix-key:create' })).toBe('pix-key');
    expect(familyOf({ kind: 'split:create-configuration' })).toBe('split');
    expect(familyOf({ kind: 'split:add-instruction' })).toBe('split');
    expect(familyOf({ kind: 'split:update-instruction' })).toBe('split');
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

  it('opens a finished entry where its record is', () => {
    expect(openLinkOf({ kind: 'boleto:create', identity: 'a b' })).toEqual({
      href: '#/boletos/a%20b',
      labelKey: 'outbox.open_boleto',
    });
    expect(openLinkOf({ kind: 'pix:create-due-date', identity: 'c' })).toEqual({
      href: '#/pix/c',
      labelKey: 'outbox.open_pix',
    });
    // Keys and split rules are known by the bank's own ids: their lists show them.
    expect(openLinkOf({ kind: 'pix-key:create', identity: 'k' })).toEqual({
      href: '#/pix-keys',
      labelKey: 'outbox.open_pix_keys',
    });
    expect(openLinkOf({ kind: 'split:update-instruction', identity: 's' })).toEqual({
      href: '#/split',
      labelKey: 'outbox.open_split',
    });
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
  });

  it('are a family of their own, opened from Sent, discarded only once checked by the owner', () => {
    expect(familyOf(transfer)).toBe('transfer');
    expect(openLinkOf(transfer)).toEqual({ href: '#/sent', labelKey: 'outbox.open_sent' });
    expect(actionsOf(transfer, now)).toEqual({ resolve: false, discard: true });
  });
});

describe('a boleto’s due-date change in the outbox', () => {
  const change = entry('unknown', { kind: 'boleto:update-due-date', identity: 'cid-7' });

  it('opens its boleto and is told as a due-date change, never as a new boleto or Pix', () => {
    expect(familyOf(change)).toBe('boleto-due-date');
    expect(openLinkOf(change)).toEqual({ href: '#/boletos/cid-7', labelKey: 'outbox.open_boleto' });
    expect(resolvedKeyOf(familyOf(change))).toBe('outbox.resolved_due_date');
    expect(resolvedKeyOf(familyOf(entry('unknown')))).toBe('outbox.resolved');
  });
});
