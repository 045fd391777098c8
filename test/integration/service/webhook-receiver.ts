import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server as TcpServer,
} from 'node:net';

/** Retries fast enough for tests: 4 attempts within a fraction of a second. */
export const FAST_SCHEDULE = { delaysMs: [20, 40, 80], timeoutMs: 300 };

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  at: number;
}

/** How a receiver answers request n (0-based): a status, or never (it hangs). */
export type Behaviour = (n: number) => number | 'hang';

/** A real HTTP receiver on 127.0.0.1 that records every request. */
export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /**
   * Resolves with every request so far once `done` says they are enough (rejects after
   * `timeoutMs`): delivery is at least once, so a slow answer may bring the same event twice.
   */
  waitUntil(
    done: (received: readonly Received[]) => boolean,
    timeoutMs?: number,
  ): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(behaviour: Behaviour = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const n = received.length;
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
        at: Date.now(),
      });
      for (const wake of waiters.splice(0)) wake();
      const answer = behaviour(n);
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitUntil = (
    done: (got: readonly Received[]) => boolean,
    timeoutMs = 5_000,
    what: string,
  ): Promise<Received[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`got ${received.length} requests, not ${what}`)),
        timeoutMs,
      );
      const check = () => {
        if (done(received)) {
          clearTimeout(timer);
          resolve([...received]);
        } else waiters.push(check);
      };
      check();
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor(count, timeoutMs = 5_000) {
      return waitUntil((got) => got.length >= count, timeoutMs, `${count} requests`).then((got) =>
        got.slice(0, count),
      );
    },
    waitUntil: (done, timeoutMs) => waitUntil(done, timeoutMs, 'enough requests'),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A TCP server that answers every connection with bytes that are not HTTP. */
export async function startGarbageServer(): Promise<{
  url: string;
  connections: () => number;
  close(): Promise<void>;
}> {
  let connections = 0;
  const sockets = new Set<import('node:net').Socket>();
  const server: TcpServer = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.end('\x00\x01garbage, not HTTP\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
