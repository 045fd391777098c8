import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedEvent } from '../../cache/events/journal-repo.ts';
import type { Logger } from '../../ipc/registry.ts';
import { answerClientErrors, sendProblem } from '../../ipc/http-problems.ts';

/** The path the bank delivers to; how the app knows its own registrations among the owner's. */
export const RECEIVER_PATH = '/balcao-events';
/** An event body is small JSON; the sandbox's own limit is 1 MiB. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Larger bodies up to this are read and dropped, so the sender sees its 413. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;
const MAX_ID_LENGTH = 200;

export interface EventReceiverOptions {
  /**
   * Keeps the event (the journal) and applies it; true when it was new, false for a retry
   * already kept. Throws when it cannot be kept: the bank is told to try again later.
   */
  onEvent(event: ReceivedEvent): boolean;
  now(): Date;
  log: Logger;
}

export interface RunningReceiver {
  /** Where the bank delivers: `http://127.0.0.1:<port>/balcao-events`. */
  url: string;
  /** The random token the bank must present (`Authorization: Bearer <token>`). Never logged. */
  token: string;
  close(): Promise<void>;
}

/**
 * The app's webhook receiver on the local sandbox profile: HTTP on 127.0.0.1, a random port
 * and a random per-run token checked on every request. It survives anything a local process
 * sends: a malformed request is answered with a 4xx (or dropped by Node's parser with one),
 * never a 5xx, and never stops the process. An event is answered 2xx only once it is kept.
 */
export async function startEventReceiver(options: EventReceiverOptions): Promise<RunningReceiver> {
  const token = randomBytes(24).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A reset while the body was being read: no one is left to answer.
      if (request.destroyed || response.destroyed) return;
      options.log.error('The event receiver could not keep an event', error);
      if (!response.headersSent) sendProblem(response, 503, 'The event could not be kept now');
      else response.end();
    });
  });
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;
  answerClientErrors(server);

  const authorized = (header: string | undefined): boolean => {
    if (header === undefined) return false;
    const bytes = Buffer.from(header);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = parseTarget(request.url);
    if (!url) return sendProblem(response, 400, 'The request target is not a valid URL path');
    if (url.pathname !== RECEIVER_PATH) return sendProblem(response, 404, 'Not found');
    if (request.method !== 'POST') return sendProblem(response, 405, 'POST only');
    if (!authorized(request.headers.authorization)) {
      return sendProblem(response, 401, 'Missing or wrong authorization');
    }
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return sendProblem(response, 415, 'Expected application/json');
    }
    const body = await readBody(request);
    if (body === TOO_LARGE) return sendProblem(response, 413, 'The body is too large', true);
    const raw = decodeUtf8(body);
    if (raw === undefined) return sendProblem(response, 400, 'The body is not UTF-8');
    const envelope = readEnvelope(raw);
    if (!envelope) {
      return sendProblem(response, 400, 'Expected an event: a JSON object with id and eventType');
    }
    const fresh = options.onEvent({
      ...envelope,
      receivedAt: options.now().toISOString(),
      headers: keptHeaders(request.headers),
      raw,
    });
    const answer = JSON.stringify({ received: true, duplicate: !fresh });
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(answer),
      'cache-control': 'no-store',
    });
    response.end(answer);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${RECEIVER_PATH}`,
    token,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The headers as received, but the authorization (the receiver's secret token) hidden. */
function keptHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    kept[name] = name === 'authorization' ? `${text.split(' ')[0] ?? ''} …` : text;
  }
  return kept;
}

function readEnvelope(raw: string): { eventId: string; eventType: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, eventType } = value as { id?: unknown; eventType?: unknown };
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) return undefined;
  if (typeof eventType !== 'string' || eventType === '' || eventType.length > MAX_ID_LENGTH) {
    return undefined;
  }
  return { eventId: id, eventType };
}

function decodeUtf8(body: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}

const TOO_LARGE = Symbol('too large');

async function readBody(request: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > MAX_DRAINED_BYTES) return TOO_LARGE;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
    else if (size > MAX_DRAINED_BYTES) return TOO_LARGE;
  }
  return size > MAX_BODY_BYTES ? TOO_LARGE : Buffer.concat(chunks);
}

function parseTarget(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://127.0.0.1');
  } catch {
    return undefined;
  }
}
