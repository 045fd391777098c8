import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { dispatch, type HandlerTable, type Logger } from './registry.ts';
import type { EventBus } from './event-bus.ts';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
  "script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export interface WebTransportOptions {
  handlers: HandlerTable;
  events: EventBus;
  /** The built renderer (`dist/renderer`). */
  staticDir: string;
  port?: number;
  log: Logger;
}

export interface RunningWebTransport {
  /** The page URL, token included. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * The loopback transport behind `npm run web` and the browser end-to-end tests: the same
 * handler registry as Electron IPC, over HTTP on 127.0.0.1 with a random per-run token.
 * The sender check here is: right Host (no DNS rebinding), same Origin when the browser
 * sends one, and the token. Never started by the packaged app.
 */
export async function startWebTransport(
  options: WebTransportOptions,
): Promise<RunningWebTransport> {
  const token = randomBytes(24).toString('base64url');
  const tokenBytes = Buffer.from(token);
  let origin = '';
  const streams = new Set<ServerResponse>();

  const tokenMatches = (candidate: string | null | undefined): boolean => {
    if (!candidate) return false;
    const bytes = Buffer.from(candidate);
    return bytes.length === tokenBytes.length && timingSafeEqual(bytes, tokenBytes);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log.error('Web transport request failed', error);
      if (!response.headersSent) send(response, 500, 'text/plain', 'Internal error');
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    if (request.headers.host !== new URL(origin).host) {
      return send(response, 421, 'text/plain', 'Wrong host');
    }
    const requestOrigin = request.headers.origin;
    if (requestOrigin !== undefined && requestOrigin !== origin) {
      return send(response, 403, 'text/plain', 'Cross-origin requests are refused');
    }

    if (url.pathname === '/api/invoke') {
      if (request.method !== 'POST') return send(response, 405, 'text/plain', 'POST only');
      if (!tokenMatches(request.headers['x-balcao-token'] as string | undefined)) {
        return send(response, 401, 'text/plain', 'Missing or wrong token');
      }
      const body = await readJson(request);
      if (body === undefined || typeof body !== 'object' || body === null) {
        return send(response, 400, 'text/plain', 'Expected a JSON body');
      }
      const { channel, input } = body as { channel?: unknown; input?: unknown };
      const result = await dispatch(
        options.handlers,
        channel,
        input,
        { transport: 'web' },
        options.log,
      );
      return send(response, 200, 'application/json', JSON.stringify(result));
    }

    if (url.pathname === '/api/events') {
      if (!tokenMatches(url.searchParams.get('token'))) {
        return send(response, 401, 'text/plain', 'Missing or wrong token');
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      streams.add(response);
      request.on('close', () => streams.delete(response));
      return;
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'text/plain', 'Method not allowed');
    }
    return serveStatic(url.pathname, response);
  }

  async function serveStatic(pathname: string, response: ServerResponse): Promise<void> {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const root = normalize(options.staticDir + sep);
    const file = relative === '' ? join(root, 'index.html') : join(root, relative);
    if (!file.startsWith(root)) return send(response, 403, 'text/plain', 'Forbidden');
    try {
      const content = await readFile(file);
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, {
        'content-type': type,
        'content-security-policy': CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      response.end(content);
    } catch {
      send(response, 404, 'text/plain', 'Not found');
    }
  }

  const unsubscribe = options.events.subscribe((name, payload) => {
    const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    async close() {
      unsubscribe();
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
