import type { Channel, InputOf, OutputOf, Result } from '../../preload/contract/index.ts';

/** The bridge as the renderer reaches it in a browser: `POST /api/invoke` with the run's token. */
export interface WebClient {
  call<C extends Channel>(channel: C, input?: InputOf<C>): Promise<Result<OutputOf<C>>>;
  /** The value of a call that must succeed; a refusal throws with its error. */
  value<C extends Channel>(channel: C, input?: InputOf<C>): Promise<OutputOf<C>>;
}

/** A client of the web transport at `pageUrl`, the address the app prints (token included). */
export function webClient(pageUrl: string | URL): WebClient {
  const url = new URL(pageUrl);
  const token = url.searchParams.get('token') ?? '';
  const call = async <C extends Channel>(channel: C, input?: InputOf<C>) => {
    const response = await fetch(new URL('/api/invoke', url.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-balcao-token': token },
      body: JSON.stringify({ channel, input: input ?? {} }),
    });
    return (await response.json()) as Result<OutputOf<C>>;
  };
  return {
    call,
    async value(channel, input) {
      const result = await call(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
      return result.value;
    },
  };
}
