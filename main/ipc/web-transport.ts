import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { dispatch, type HandlerTable, type Logger } from './registry.ts';
import type { EventBus } from './event-bus.ts';
import { readJsonBody, refuseBody } from '../http-edge/body.ts';
import { answerClientErrors, parseRequestTarget } from '../http-edge/client-errors.ts';
import { newTraceId, sendProblem } from '../http-edge/problem.ts';
import { jsonReply, sendUncached } from '../http-edge/reply.ts';

/** A bridge call is small JSON; a CSV import is the largest, well under this. */
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
      if (!response.headersSent) sendProblem(response, 500, 'Internal error');
      else response.end();
    });
  });
  answerClientErrors(server);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.host !== new URL(origin).host) {
      return sendProblem(response, 421, 'Wrong host');
    }
    const requestOrigin = request.headers.origin;
    if (requestOrigin !== undefined && requestOrigin !== origin) {
      return sendProblem(response, 403, 'Cross-origin requests are refused');
    }
    const url = parseRequestTarget(request.url, origin);
    if (!url) return sendProblem(response, 400, 'The request target is not a valid URL path');

    if (url.pathname === '/api/invoke') {
      if (request.method !== 'POST') return sendProblem(response, 405, 'POST only');
      if (!tokenMatches(request.headers['x-balcao-token'] as string | undefined)) {
        return sendProblem(response, 401, 'Missing or wrong token');
      }
      const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
      if (body.kind !== 'none' && body.kind !== 'json') {
        return sendUncached(response, refuseBody(body, newTraceId()));
      }
      if (body.kind === 'none' || typeof body.value !== 'object' || body.value === null) {
        return sendProblem(response, 400, 'Expected a JSON body');
      }
      const { channel, input } = body.value as { channel?: unknown; input?: unknown };
      const result = await dispatch(
        options.handlers,
        channel,
        input,
        { transport: 'web' },
        options.log,
      );
      return sendUncached(response, jsonReply(200, result));
    }

    // Whether the page's token is this run's: a page opened before the app restarted asks,
    // and says it is out of date instead of showing an app that cannot load anything. Answered
    // 200 either way (the browser logs every 401 as an error); it tells no more than the 401
    // of /api/invoke does.
    if (url.pathname === '/api/token-check') {
      if (request.method !== 'GET') return sendProblem(response, 405, 'GET only');
      const current = tokenMatches(request.headers['x-balcao-token'] as string | undefined);
      return sendUncached(response, jsonReply(200, { current }));
    }

    if (url.pathname === '/api/events') {
      if (!tokenMatches(url.searchParams.get('token'))) {
        return sendProblem(response, 401, 'Missing or wrong token');
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
      return sendProblem(response, 405, 'Method not allowed');
    }
    return serveStatic(url.pathname, response);
  }

  async function serveStatic(pathname: string, response: ServerResponse): Promise<void> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendProblem(response, 400, 'The path is not valid percent-encoded UTF-8');
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    const root = normalize(options.staticDir + sep);
    const file = relative === '' ? join(root, 'index.html') : join(root, relative);
    if (!file.startsWith(root)) return sendProblem(response, 403, 'Forbidden');
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
      sendProblem(response, 404, 'Not found');
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
