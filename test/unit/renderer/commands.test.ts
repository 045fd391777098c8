// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../../renderer/src/lib/commands.ts';

// The commands the page's keys and the desktop app's menu share (renderer/src/lib/commands.ts):
// what each does to the page. Sync calls the bridge, which the end-to-end runs cover.

const context = { lastList: 'charges' as const };

/** The browser's own print (the test's DOM has none). */
function stubPagePrint() {
  const pagePrint = vi.fn();
  window.print = pagePrint;
  return pagePrint;
}

beforeEach(() => {
  location.hash = '#/home';
});
afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'print');
});

describe('search (/ and Ctrl/Cmd+K)', () => {
  it('moves to the page’s search box', () => {
    document.body.innerHTML = '<input data-search-box data-testid="box" />';
    expect(runCommand('search', context)).toBe(true);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('box');
    expect(location.hash).toBe('#/home');
  });

  it('opens the last list to search it when the page has no search box', () => {
    expect(runCommand('search', context)).toBe(true);
    expect(location.hash).toBe('#/charges');
  });
});

describe('new boleto (n and Ctrl/Cmd+N)', () => {
  it('opens the new-boleto form', () => {
    expect(runCommand('new-charge', context)).toBe(true);
    expect(location.hash).toBe('#/boletos/new');
  });
});

describe('print (Ctrl/Cmd+P)', () => {
  it('runs the page’s first print action', () => {
    document.body.innerHTML = `
      <span class="print-choice"><button disabled data-testid="busy">Imprimir…</button></span>
      <span class="print-choice"><button data-testid="slip">Imprimir…</button></span>
      <span class="print-choice"><button data-testid="receipt">Imprimir…</button></span>`;
    const clicked: string[] = [];
    document.body.addEventListener('click', (event) =>
      clicked.push((event.target as HTMLElement).dataset['testid'] ?? ''),
    );
    const pagePrint = stubPagePrint();
    expect(runCommand('print', context)).toBe(true);
    expect(clicked).toEqual(['slip']);
    expect(pagePrint).not.toHaveBeenCalled();
  });

  it('prints the page itself when it offers nothing to print', () => {
    const pagePrint = stubPagePrint();
    expect(runCommand('print', context)).toBe(true);
    expect(pagePrint).toHaveBeenCalledOnce();
  });
});

describe('behind an open dialog', () => {
  it('leaves the page as it is', () => {
    document.body.innerHTML = '<dialog open><p>Cancelar cobrança?</p></dialog>';
    const pagePrint = stubPagePrint();
    for (const command of ['search', 'new-charge', 'print'] as const) {
      expect(runCommand(command, context), command).toBe(false);
    }
    expect(location.hash).toBe('#/home');
    expect(pagePrint).not.toHaveBeenCalled();
  });
});
