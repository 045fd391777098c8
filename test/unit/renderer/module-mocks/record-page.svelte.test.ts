// @vitest-environment happy-dom
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError, Result } from '../../../../preload/contract/index.ts';

// A record page (a boleto, a Pix code, a customer…): loading, then the record, or the error in
// the owner's words with a way to try again; read again when main says the data changed.

const listeners = new Map<string, (payload: unknown) => void>();
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: () => new Promise(() => {}),
  on: (event: string, listener: (payload: unknown) => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
}));

const { default: RecordPageHarness } = await import('../harness/RecordPageHarness.svelte');
const { i18n } = await import('../../../../renderer/src/lib/i18n/index.svelte.ts');
const { app } = await import('../../../../renderer/src/lib/state/app.svelte.ts');

type Answer = Result<{ name: string }>;
interface Call {
  refresh: boolean;
  answer: (result: Answer) => Promise<void>;
}
let calls: Call[] = [];
let page: ReturnType<typeof mount> | null = null;

const offline: AppError = { code: 'offline', key: 'error.offline', message: 'offline' };

function load(refresh: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    calls.push({
      refresh,
      answer: async (result) => {
        resolve(result);
        await tick();
        flushSync();
      },
    });
  });
}

beforeEach(() => {
  i18n.locale = 'pt-BR';
  calls = [];
  page = mount(RecordPageHarness, { target: document.body, props: { load } });
  flushSync();
});

afterEach(() => {
  if (page) unmount(page);
  page = null;
  listeners.clear();
  document.body.innerHTML = '';
});

const byTestid = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const status = () => document.querySelector('[role="status"]')?.textContent?.trim();
const alert = () => document.querySelector<HTMLElement>('[role="alert"]');

describe('a record page', () => {
  it('says it is loading, then shows the record', async () => {
    expect(status()).toBe('Carregando…');
    expect(byTestid('record-name')).toBeNull();
    await calls[0]!.answer({ ok: true, value: { name: 'Maria' } });
    expect(status()).toBeUndefined();
    expect(byTestid('record-name')?.textContent).toBe('Maria');
  });

  it('shows the error in words with "Tentar de novo", and the record once a retry reads it', async () => {
    await calls[0]!.answer({ ok: false, error: offline });
    const banner = alert();
    expect(banner?.getAttribute('data-testid')).toBe('record-error');
    expect(banner?.textContent).toContain(
      `Não foi possível abrir o boleto: ${i18n.error(offline)}`,
    );
    const retry = banner!.querySelector('button')!;
    expect(retry.textContent).toBe('Tentar de novo');
    expect(byTestid('record-name')).toBeNull();

    retry.click();
    flushSync();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.refresh).toBe(false);
    await calls[1]!.answer({ ok: true, value: { name: 'Maria' } });
    expect(alert()).toBeNull();
    expect(byTestid('record-name')?.textContent).toBe('Maria');
  });

  it('reads the record again when its data changed, and keeps the newest answer', async () => {
    await calls[0]!.answer({ ok: true, value: { name: 'Maria' } });
    listeners.get('data:changed')!({ resource: 'pix' });
    expect(calls).toHaveLength(1);
    listeners.get('data:changed')!({ resource: 'boletos' });
    listeners.get('data:changed')!({ resource: 'boletos' });
    expect(calls).toHaveLength(3);
    await calls[2]!.answer({ ok: true, value: { name: 'Maria Paga' } });
    await calls[1]!.answer({ ok: true, value: { name: 'Maria antiga' } });
    expect(byTestid('record-name')?.textContent).toBe('Maria Paga');
  });

  it('lets a caller awaiting a reload see the newest record, even when a newer one overtook it', async () => {
    await calls[0]!.answer({ ok: true, value: { name: 'Maria' } });
    let shown: string | null | undefined;
    const saved = (page as unknown as { reload(): Promise<void> })
      .reload()
      .then(() => (shown = byTestid('record-name')?.textContent));
    // Main says the data changed while the page's own reading is on its way.
    listeners.get('data:changed')!({ resource: 'boletos' });
    await calls[1]!.answer({ ok: true, value: { name: 'Maria antiga' } });
    expect(shown).toBeUndefined();
    await calls[2]!.answer({ ok: true, value: { name: 'Maria Paga' } });
    await saved;
    expect(shown).toBe('Maria Paga');
  });

  it('keeps the record on screen when a refresh fails, and says why', async () => {
    const notify = vi.spyOn(app, 'notify');
    await calls[0]!.answer({ ok: true, value: { name: 'Maria' } });
    byTestid('record-refresh')!.click();
    flushSync();
    expect(calls[1]!.refresh).toBe(true);
    expect(byTestid('record-refresh')!.textContent?.trim()).toBe('…');
    await calls[1]!.answer({ ok: false, error: offline });
    expect(byTestid('record-name')?.textContent).toBe('Maria');
    expect(alert()).toBeNull();
    expect(notify).toHaveBeenCalledWith(i18n.error(offline), 'error');
    byTestid('record-refresh')!.click();
    flushSync();
    await calls[2]!.answer({ ok: true, value: { name: 'Maria Paga' } });
    expect(notify).toHaveBeenLastCalledWith('Atualizado.', 'success');
    expect(byTestid('record-name')?.textContent).toBe('Maria Paga');
    notify.mockRestore();
  });
});
