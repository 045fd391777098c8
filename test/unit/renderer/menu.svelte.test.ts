// @vitest-environment happy-dom
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MenuHarness from './harness/MenuHarness.svelte';

// The popup menus of the charges page ("Nova cobrança", "Exportar CSV"): one behaviour for
// the keyboard and the mouse, whichever menu it is.

let page: ReturnType<typeof mount> | null = null;
let picked: string[] = [];

beforeEach(() => {
  picked = [];
  page = mount(MenuHarness, {
    target: document.body,
    props: { onpick: (choice: string) => picked.push(choice) },
  });
  flushSync();
});

afterEach(() => {
  if (page) unmount(page);
  page = null;
  document.body.innerHTML = '';
});

const byTestid = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const button = () => byTestid('menu-button');
const list = () => document.getElementById('test-menu')!;
const isOpen = () => !list().hidden;
const focusedTestid = () => document.activeElement?.getAttribute('data-testid');

async function press(key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  flushSync();
  await tick();
  return event;
}

async function openMenu() {
  button().focus();
  button().click();
  flushSync();
  await tick();
}

describe('a popup menu', () => {
  it('is a button that controls its list, closed at first', () => {
    expect(button().getAttribute('aria-controls')).toBe('test-menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(list().getAttribute('aria-label')).toBe('Separador decimal');
    expect(isOpen()).toBe(false);
  });

  it('opens on the first item and moves round with the arrows, Home and End', async () => {
    await openMenu();
    expect(isOpen()).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(focusedTestid()).toBe('item-vírgula');
    expect((await press('ArrowDown')).defaultPrevented).toBe(true);
    expect(focusedTestid()).toBe('item-ponto');
    await press('End');
    expect(focusedTestid()).toBe('item-tabulação');
    await press('ArrowDown');
    expect(focusedTestid()).toBe('item-vírgula');
    await press('ArrowUp');
    expect(focusedTestid()).toBe('item-tabulação');
    await press('Home');
    expect(focusedTestid()).toBe('item-vírgula');
  });

  it('closes on Escape and gives the keyboard back to its button', async () => {
    await openMenu();
    await press('ArrowDown');
    await press('Escape');
    expect(isOpen()).toBe(false);
    expect(focusedTestid()).toBe('menu-button');
  });

  it('leaves other keys alone', async () => {
    await openMenu();
    expect((await press('a')).defaultPrevented).toBe(false);
    expect(isOpen()).toBe(true);
  });

  it('closes on a click elsewhere, and stays open on a click inside', async () => {
    await openMenu();
    list().click();
    flushSync();
    expect(isOpen()).toBe(true);
    byTestid('elsewhere').click();
    flushSync();
    expect(isOpen()).toBe(false);
  });

  it('closes when the keyboard leaves it (Tab)', async () => {
    await openMenu();
    byTestid('item-vírgula').dispatchEvent(
      new FocusEvent('focusout', { bubbles: true, relatedTarget: byTestid('elsewhere') }),
    );
    flushSync();
    expect(isOpen()).toBe(false);
  });

  it('runs a choice and closes, the keyboard back on the button', async () => {
    await openMenu();
    await press('ArrowDown');
    byTestid('item-ponto').click();
    flushSync();
    expect(picked).toEqual(['ponto']);
    expect(isOpen()).toBe(false);
    expect(focusedTestid()).toBe('menu-button');
  });
});
