import { describe, expect, it } from 'vitest';
import { href, isTypingTarget, listRoute, parseRoute } from '../../../renderer/src/lib/router.ts';

describe('hash router', () => {
  it('reads every place', () => {
    // The app opens on the home screen.
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/')).toEqual({ name: 'home' });
    expect(parseRoute('#/home')).toEqual({ name: 'home' });
    expect(parseRoute('#/boletos')).toEqual({ name: 'list' });
    expect(parseRoute('#/boletos/')).toEqual({ name: 'list' });
    expect(parseRoute('#/boletos/new')).toEqual({ name: 'new' });
    expect(parseRoute('#/boletos/3f2b-11aa')).toEqual({ name: 'detail', id: '3f2b-11aa' });
    expect(parseRoute('#/settings')).toEqual({ name: 'settings' });
    expect(parseRoute('#/pending')).toEqual({ name: 'pending' });
    expect(href({ name: 'pending' })).toBe('#/pending');
    expect(parseRoute('#/charges')).toEqual({ name: 'charges' });
    expect(parseRoute('#/pix/new')).toEqual({ name: 'pix-new' });
    expect(parseRoute('#/pix/new-due')).toEqual({ name: 'pix-new-due' });
    expect(parseRoute('#/pix/9f1c-22')).toEqual({ name: 'pix', id: '9f1c-22' });
    expect(parseRoute('#/pix')).toMatchObject({ name: 'not-found' });
    expect(parseRoute('#/pix/%E0%A4%A')).toMatchObject({ name: 'not-found' });
    expect(href({ name: 'charges' })).toBe('#/charges');
    expect(href({ name: 'pix-new-due' })).toBe('#/pix/new-due');
    expect(parseRoute('#/nowhere')).toEqual({ name: 'not-found', hash: '#/nowhere' });
    expect(parseRoute('#/boletos/a/b')).toMatchObject({ name: 'not-found' });
    expect(parseRoute('#/boletos/%E0%A4%A')).toMatchObject({ name: 'not-found' });
  });

  it('round-trips detail ids through href', () => {
    const id = 'a b/c?d';
    expect(parseRoute(href({ name: 'detail', id }))).toEqual({ name: 'detail', id });
    expect(href({ name: 'new' })).toBe('#/boletos/new');
    expect(parseRoute(href({ name: 'pix', id }))).toEqual({ name: 'pix', id });
    expect(listRoute('charges')).toEqual({ name: 'charges' });
    expect(listRoute('boletos')).toEqual({ name: 'list' });
  });

  it('knows when a key press belongs to a text field', () => {
    const el = (tagName: string, type = '') =>
      ({ tagName, type, isContentEditable: false }) as unknown as EventTarget;
    expect(isTypingTarget(el('INPUT', 'text'))).toBe(true);
    expect(isTypingTarget(el('INPUT', 'search'))).toBe(true);
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('INPUT', 'checkbox'))).toBe(false);
    expect(isTypingTarget(el('DIV'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
