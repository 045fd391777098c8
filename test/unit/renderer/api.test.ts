import { describe, expect, it, vi } from 'vitest';
import { takeToken, webTransport } from '../../../renderer/src/lib/api.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

function deps(href: string, fetchImpl: typeof fetch) {
  const history = { state: null, replaceState: vi.fn() };
  return {
    location: { href },
    history,
    storage: memoryStorage(),
    fetch: fetchImpl,
    EventSource: undefined,
  };
}

describe('web transport', () => {
  it('takes the token from the URL once, keeps it, and removes it from the address bar', () => {
    const d = deps('http://127.0.0.1:5000/?token=abc123#/boletos', fetch);
    expect(takeToken(d)).toBe('abc123');
    expect(d.history.replaceState).toHaveBeenCalledWith(null, '', '/#/boletos');
    expect(takeToken({ ...d, location: { href: 'http://127.0.0.1:5000/#/settings' } })).toBe(
      'abc123',
    );
  });

  it('posts { channel, input } with the token header and returns the Result', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true, value: { done: true } }));
    const transport = webTransport(
      deps('http://127.0.0.1:1/?token=t0k', fetchImpl as unknown as typeof fetch),
    );
    const result = await transport.invoke('settings:set-locale', { locale: 'en' });
    expect(result).toEqual({ ok: true, value: { done: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/invoke');
    expect((init.headers as Record<string, string>)['x-balcao-token']).toBe('t0k');
    expect(JSON.parse(init.body as string)).toEqual({
      channel: 'settings:set-locale',
      input: { locale: 'en' },
    });
  });

  it('passes error Results through, even on a non-2xx status', async () => {
    const error = {
      code: 'validation',
      message: 'bad',
      fields: { dueDate: [{ key: 'v.date.past' }] },
    };
    const fetchImpl = vi.fn(async () => Response.json({ ok: false, error }, { status: 400 }));
    const transport = webTransport(deps('http://x/?token=t', fetchImpl as unknown as typeof fetch));
    expect(await transport.invoke('boletos:get', {})).toEqual({ ok: false, error });
  });

  it('turns a network failure into an internal error Result instead of throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const transport = webTransport(deps('http://x/?token=t', fetchImpl as unknown as typeof fetch));
    const result = await transport.invoke('app:get-info', {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ code: 'internal', key: 'error.transport' });
  });

  it('treats a non-JSON answer as an internal error', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 502 }));
    const transport = webTransport(deps('http://x/?token=t', fetchImpl as unknown as typeof fetch));
    const result = await transport.invoke('app:get-info', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('web transport without its token', () => {
  it('says the address needs the token printed by npm run web, not "reload"', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ title: 'Missing or wrong token' }, { status: 401 }),
    );
    const transport = webTransport(
      deps('http://127.0.0.1:1/#/boletos', fetchImpl as unknown as typeof fetch),
    );
    const result = await transport.invoke('app:get-info', {});
    expect(result).toMatchObject({ ok: false, error: { key: 'error.transport.token' } });
    const { translateError } = await import('../../../renderer/src/lib/i18n/translate.ts');
    if (result.ok) throw new Error('expected a failure');
    expect(translateError('pt-BR', result.error)).toContain('npm run web');
    expect(translateError('en', result.error)).toContain('?token=');
  });
});
