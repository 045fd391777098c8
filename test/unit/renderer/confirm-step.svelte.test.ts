// @vitest-environment happy-dom
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ConfirmStep from '../../../renderer/src/components/ConfirmStep.svelte';

// The one asking step before what cannot be undone (cancelling a charge or a carnê, ending a
// subscription): keyboard first, the safe choice focused, the action run once.

let page: ReturnType<typeof mount> | null = null;
let runs = 0;
let release: (() => void) | null = null;

beforeEach(() => {
  runs = 0;
  page = mount(ConfirmStep, {
    target: document.body,
    props: {
      id: 'thing',
      action: 'Encerrar',
      title: 'Encerrar isto?',
      body: 'Não é possível desfazer.',
      keep: 'Não, manter',
      confirm: 'Sim, encerrar',
      sending: 'Encerrando…',
      onconfirm: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
    },
  });
  flushSync();
});

afterEach(() => {
  if (page) unmount(page);
  page = null;
  document.body.innerHTML = '';
});

const byTestid = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const focused = () => document.activeElement?.getAttribute('data-testid');

async function settle() {
  flushSync();
  await tick();
  await tick();
}

async function ask() {
  byTestid('thing-open')!.focus();
  byTestid('thing-open')!.click();
  await settle();
}

describe('the confirm step', () => {
  it('asks naming what it does, with the safe choice focused', async () => {
    expect(byTestid('thing-confirm')).toBeNull();
    await ask();
    const dialog = byTestid('thing-confirm')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Encerrar isto?',
    );
    expect(focused()).toBe('thing-keep');
    expect(byTestid('thing-open')!.hasAttribute('disabled')).toBe(true);
  });

  it('closes on Esc and gives focus back to the button that asked, running nothing', async () => {
    await ask();
    byTestid('thing-keep')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    await settle();
    expect(byTestid('thing-confirm')).toBeNull();
    expect(focused()).toBe('thing-open');
    expect(runs).toBe(0);
  });

  it('runs the action once however often confirm is pressed, then gives focus back', async () => {
    await ask();
    const confirm = byTestid('thing-confirm-button')!;
    confirm.click();
    await settle();
    expect(confirm.textContent?.trim()).toBe('Encerrando…');
    confirm.click();
    await settle();
    expect(runs).toBe(1);
    release?.();
    await settle();
    expect(byTestid('thing-confirm')).toBeNull();
    expect(focused()).toBe('thing-open');
  });
});
