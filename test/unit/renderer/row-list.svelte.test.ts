// @vitest-environment happy-dom
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import RowListHarness from './harness/RowListHarness.svelte';

// Adding or removing a row of a list of fields (discount bands, additional infos, split
// instructions) must never leave the keyboard on a button that moved or vanished.

let page: ReturnType<typeof mount> | null = null;

function open(names: string[], max?: number) {
  page = mount(RowListHarness, { target: document.body, props: { names, max } });
  flushSync();
}

afterEach(() => {
  if (page) unmount(page);
  page = null;
  document.body.innerHTML = '';
});

const byTestid = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const names = () =>
  [...document.querySelectorAll<HTMLInputElement>('[data-testid="row-name"]')].map((i) => i.value);
const focused = () =>
  document.activeElement?.id || document.activeElement?.getAttribute('data-testid');

async function click(id: string) {
  byTestid(id)!.click();
  flushSync();
  await tick();
}

describe('a list of rows of fields', () => {
  it('puts the keyboard on the first field of a row it adds', async () => {
    open(['Ana', 'Bia']);
    await click('row-add');
    expect(names()).toEqual(['Ana', 'Bia', '']);
    expect(focused()).toBe('f-rows-2-name');
  });

  it('after a removal, puts it on the same field of the row that took its place', async () => {
    open(['Ana', 'Bia', 'Caio']);
    await click('row-remove-1');
    expect(names()).toEqual(['Ana', 'Caio']);
    expect(focused()).toBe('f-rows-1-name');
  });

  it('after removing the last row, puts it on the row before', async () => {
    open(['Ana', 'Bia', 'Caio']);
    await click('row-remove-2');
    expect(names()).toEqual(['Ana', 'Bia']);
    expect(focused()).toBe('f-rows-1-name');
  });

  it('after removing the only row, puts it on "add"', async () => {
    open(['Ana']);
    await click('row-remove-0');
    expect(names()).toEqual([]);
    expect(focused()).toBe('row-add');
  });

  it('offers "add" only below the limit, and names each remove button by its row', async () => {
    open(['Ana', 'Bia'], 3);
    expect(byTestid('row-remove-1')!.getAttribute('aria-label')).toBe('Remover linha 2');
    await click('row-add');
    expect(byTestid('row-add')).toBeNull();
    expect(focused()).toBe('f-rows-2-name');
    await click('row-remove-0');
    expect(byTestid('row-add')).not.toBeNull();
    expect(focused()).toBe('f-rows-0-name');
    expect(names()).toEqual(['Bia', '']);
  });
});
