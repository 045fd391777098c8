import type { MenuCommand } from '../../../preload/contract/index.ts';
import { listRoute, navigate, type ListName } from './router.ts';
import { app } from './state/app.svelte.ts';

// What the app's commands do, in one place: the page's own keys (`/`, `n` in App.svelte) and
// the desktop app's menu (Ctrl/Cmd+K, Ctrl/Cmd+N, Ctrl/Cmd+P, F5 — `menu:command`) both run them.

export interface CommandContext {
  /** The list the owner last looked at: search goes there when the page has no search box. */
  lastList: ListName;
}

/** A modal dialog is open: what lies behind it must not change under it. */
function dialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

function focusSearch(lastList: ListName): void {
  const box = () => document.querySelector<HTMLElement>('[data-search-box]');
  const here = box();
  if (here) {
    here.focus();
    return;
  }
  navigate(listRoute(lastList));
  // The list needs a frame to mount.
  requestAnimationFrame(() => box()?.focus());
}

/**
 * Prints what the page offers to print — its first print action (a boleto, a Pix card, the
 * picked boletos' carnê) — or, where it offers none, the page as it is (a list prints as one).
 */
function print(): void {
  const action = document.querySelector<HTMLElement>(
    '.print-choice :is(button:not(:disabled), a[href])',
  );
  if (action) action.click();
  else window.print();
}

/** Runs `command`; false when it does nothing here (behind an open dialog). */
export function runCommand(command: MenuCommand, context: CommandContext): boolean {
  if (command === 'sync') {
    void app.startSync();
    return true;
  }
  if (dialogOpen()) return false;
  if (command === 'search') focusSearch(context.lastList);
  else if (command === 'new-charge') navigate({ name: 'new' });
  else print();
  return true;
}
