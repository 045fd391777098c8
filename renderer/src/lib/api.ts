import type {
  AppError,
  Channel,
  EventName,
  EventPayload,
  InputOf,
  OutputOf,
  Result,
} from '../../../preload/contract/index.ts';
import { ownerGate } from './owner-gate.ts';

/** What the preload script exposes as `window.balcao` under Electron. */
export interface BalcaoBridge {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    balcao?: BalcaoBridge;
  }
}

export interface Transport {
  kind: 'electron' | 'web';
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
  /**
   * Whether this page may talk to the app: false when a web page holds another run's token
   * (or none), so it can say that instead of showing an app that cannot load anything.
   */
  tokenIsCurrent(): Promise<boolean>;
  /** Called once the app refuses this page's token (the app restarted since it was opened). */
  onStaleToken(listener: () => void): void;
}

const TOKEN_KEY = 'balcao.token';

function transportFailure(message: string): { ok: false; error: AppError } {
  return { ok: false, error: { code: 'internal', key: 'error.transport', message } };
}

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  const v = value as { ok: unknown; error?: unknown };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.error === 'object' && v.error !== null;
}

export function electronTransport(bridge: BalcaoBridge): Transport {
  return {
    kind: 'electron',
    async invoke(channel, input) {
      try {
        const result = await bridge.invoke(channel, input);
        return isResult(result) ? result : transportFailure('Malformed answer from main');
      } catch (error) {
        return transportFailure(`IPC failed: ${String(error)}`);
      }
    },
    on: (event, listener) => bridge.on(event, listener),
    // The desktop window is the app's own: it has no token to go stale.
    tokenIsCurrent: () => Promise.resolve(true),
    onStaleToken: () => {},
  };
}

interface WebDeps {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  fetch: typeof fetch;
  EventSource: typeof EventSource | undefined;
}

/**
 * Reads the per-run token once: from `?token=` the first time (then keeps it for reloads in
 * sessionStorage and takes it out of the address bar, so it is not bookmarked or shared),
 * from sessionStorage afterwards.
 */
export function takeToken(deps: Pick<WebDeps, 'location' | 'history' | 'storage'>): string {
  const url = new URL(deps.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    try {
      deps.storage?.setItem(TOKEN_KEY, fromUrl);
    } catch {
      // Without storage a reload needs the token again; the call itself still works.
    }
    url.searchParams.delete('token');
    deps.history.replaceState(deps.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  try {
    return deps.storage?.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Where the web transport tells whether a token is this run's (`main/ipc/web-transport.ts`). */
const TOKEN_CHECK = '/api/token-check';

/** The loopback HTTP transport of `npm run web` and the browser end-to-end tests. */
export function webTransport(deps: WebDeps): Transport {
  const token = takeToken(deps);
  let source: EventSource | null = null;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const staleListeners = new Set<() => void>();
  let stale = false;
  const becameStale = () => {
    if (stale) return;
    stale = true;
    source?.close();
    for (const listener of staleListeners) listener();
  };

  function ensureSource(event: string): void {
    if (!deps.EventSource) return;
    if (!source) source = new deps.EventSource(`/api/events?token=${encodeURIComponent(token)}`);
    if (listeners.has(event)) return;
    const set = new Set<(payload: unknown) => void>();
    listeners.set(event, set);
    source.addEventListener(event, (message) => {
      let payload: unknown;
      try {
        payload = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of set) listener(payload);
    });
  }

  return {
    kind: 'web',
    async invoke(channel, input) {
      let response: Response;
      try {
        response = await deps.fetch('/api/invoke', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-balcao-token': token },
          body: JSON.stringify({ channel, input: input ?? {} }),
        });
      } catch (error) {
        return transportFailure(`Web transport unreachable: ${String(error)}`);
      }
      // The server refuses a missing or stale token: say where the right address comes from.
      if (response.status === 401) {
        becameStale();
        return {
          ok: false,
          error: { code: 'internal', key: 'error.transport.token', message: 'Wrong token' },
        };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return transportFailure(`Web transport answered ${response.status} without JSON`);
      }
      if (isResult(body)) return body;
      return transportFailure(`Web transport answered ${response.status} outside the contract`);
    },
    on(event, listener) {
      ensureSource(event);
      const set = listeners.get(event);
      set?.add(listener);
      return () => set?.delete(listener);
    },
    async tokenIsCurrent() {
      if (token === '') return false;
      try {
        const response = await deps.fetch(TOKEN_CHECK, {
          headers: { 'x-balcao-token': token },
          cache: 'no-store',
        });
        const body = (await response.json()) as { current?: unknown };
        return body.current !== false;
      } catch {
        // Not known (the app out of reach, an older app): the page loads and says what fails.
        return true;
      }
    },
    onStaleToken(listener) {
      staleListeners.add(listener);
      if (stale) listener();
    },
  };
}

let transport: Transport | null = null;

/** Picked once, at first use: Electron's bridge when present, the web transport otherwise. */
function current(): Transport {
  if (!transport) {
    transport = window.balcao
      ? electronTransport(window.balcao)
      : webTransport({
          location: window.location,
          history: window.history,
          storage: safeSessionStorage(),
          fetch: window.fetch.bind(window),
          EventSource: window.EventSource,
        });
  }
  return transport;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Call one contract operation. Never throws: failures come back as `{ ok: false, error }`. A
 * call refused for want of the owner's passcode (clerk mode) is asked for through the owner
 * gate and, once the owner gave it, sent again — once.
 */
export async function invoke<C extends Channel>(
  channel: C,
  input: InputOf<C>,
): Promise<Result<OutputOf<C>>> {
  const result = (await current().invoke(channel, input)) as Result<OutputOf<C>>;
  if (result.ok || result.error.code !== 'owner_passcode_required') return result;
  const gate = ownerGate();
  if (!gate || !(await gate(channel, result.error))) return result;
  return (await current().invoke(channel, input)) as Result<OutputOf<C>>;
}

/** Listen to a main → renderer event; returns the function that stops listening. */
export function on<E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  return current().on(event, listener as (payload: unknown) => void);
}

/** Call early so the token leaves the address bar before anything else runs. */
export function startTransport(): Transport['kind'] {
  return current().kind;
}

/** Whether this page's token is the running app's (always, in the desktop window). */
export function tokenIsCurrent(): Promise<boolean> {
  return current().tokenIsCurrent();
}

/** Runs `listener` once the app refuses this page's token. */
export function onStaleToken(listener: () => void): void {
  current().onStaleToken(listener);
}
