import { describe, expect, it, vi } from 'vitest';
import { webTransport } from '../../../renderer/src/lib/api.ts';

// The web page asks whether its token is the running app's before it shows the app, and hears
// when the app refuses it later: a page of an earlier run says so instead of loading nothing.

function deps(href: string, fetchImpl: typeof fetch) {
  const map = new Map<string, string>();
  return {
    location: { href },
    history: { state: null, replaceState: vi.fn() },
    storage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    },
    fetch: fetchImpl,
    EventSource: undefined,
  };
}

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch;

describe('the web page’s token', () => {
  it('is asked about with its header, and is current as the app says', async () => {
    const fetchImpl = answering({ current: true });
    expect(await webTransport(deps('http://x/?token=t0k', fetchImpl)).tokenIsCurrent()).toBe(true);
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/token-check');
    expect((init.headers as Record<string, string>)['x-balcao-token']).toBe('t0k');
    const stale = webTransport(deps('http://x/?token=old', answering({ current: false })));
    expect(await stale.tokenIsCurrent()).toBe(false);
  });

  it('is not current when the page has none, without asking', async () => {
    const fetchImpl = answering({ current: true });
    expect(await webTransport(deps('http://x/', fetchImpl)).tokenIsCurrent()).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('counts as current when the app cannot say (out of reach): the app then says what fails', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await webTransport(deps('http://x/?token=t', failing)).tokenIsCurrent()).toBe(true);
  });

  it('tells every listener once when a call is refused for it, and a late listener at once', async () => {
    const transport = webTransport(deps('http://x/?token=t', answering({}, 401)));
    const heard = vi.fn();
    transport.onStaleToken(heard);
    await transport.invoke('app:get-info', {});
    await transport.invoke('app:get-info', {});
    expect(heard).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    transport.onStaleToken(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
