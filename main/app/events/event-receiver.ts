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
import { readJsonBody, refuseBody } from '../../http-edge/body.ts';
import { answerClientErrors, parseRequestTarget } from '../../http-edge/client-errors.ts';
import { newTraceId, problemReply, sendProblem } from '../../http-edge/problem.ts';
import { canAnswer, jsonReply, sendUncached } from '../../http-edge/reply.ts';

/** The path the bank delivers to; how the app knows its own registrations among the owner's. */
export const RECEIVER_PATH = '/balcao-events';
/** An event body is small JSON; the sandbox's own limit is 1 MiB. */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The longest id (the event's, and every id in its data: endToEndId, correlationId…) and
 * event type taken. The spec gives no length: a UUID is 36 characters, a Pix endToEndId 32,
 * a txid at most 35, so 100 is a plain bound with room to spare.
 */
export const MAX_ID_LENGTH = 100;

/** One failed check of an event: the JSON path of the field (`$.data.amount`) and its rule. */
export interface FieldProblem {
  field: string;
  rule: string;
}

/** What became of an event handed to `onEvent`. */
export type EventReceipt =
  /** Kept (and applied): `duplicate` for a retry of an event already kept. */
  | { kept: true; duplicate: boolean }
  /** Fails the sanity checks: answered 422, never kept. */
  | { kept: false; problems: FieldProblem[] };

export interface EventReceiverOptions {
  /**
   * Checks the event, keeps it (the journal) and applies it. Throws when it cannot be kept:
   * the bank is told to try again later (503).
   */
  onEvent(event: ReceivedEvent): EventReceipt;
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
 * never a 5xx, and never stops the process. An event is answered 2xx only once it is kept;
 * 503 (try later) when it could not be kept — a failure of this side, not of the request.
 * Every request whose connection is still open gets an answer.
 */
export async function startEventReceiver(options: EventReceiverOptions): Promise<RunningReceiver> {
  const token = randomBytes(24).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A defect of the receiver itself (the event's own failures are answered in `handle`).
      options.log.error('The event receiver failed on a request', error);
      if (response.headersSent && !response.writableEnded) response.destroy();
      else {
        sendUncached(response, {
          ...problemReply(newTraceId(), 500, 'The event receiver failed; try again later'),
          headers: { connection: 'close' },
        });
      }
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
    const url = parseRequestTarget(request.url, 'http://127.0.0.1');
    if (!url) return sendProblem(response, 400, 'The request target is not a valid URL path');
    if (url.pathname !== RECEIVER_PATH) return sendProblem(response, 404, 'Not found');
    if (request.method !== 'POST') return sendProblem(response, 405, 'POST only');
    if (!authorized(request.headers.authorization)) {
      return sendProblem(response, 401, 'Missing or wrong authorization');
    }
    const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
    if (body.kind === 'unreadable' && canAnswer(response)) {
      options.log.warn('The event receiver could not read a request body');
    }
    if (body.kind !== 'none' && body.kind !== 'json') {
      return sendUncached(response, refuseBody(body, newTraceId()));
    }
    const envelope = readEnvelope(body.kind === 'json' ? body.value : undefined);
    if ('problems' in envelope) {
      return sendFieldProblems(
        response,
        400,
        'Expected an event: a JSON object with id and eventType',
        envelope.problems,
      );
    }
    const raw = body.kind === 'json' ? body.text : '';
    let receipt: EventReceipt;
    try {
      receipt = options.onEvent({
        ...envelope,
        receivedAt: options.now().toISOString(),
        headers: keptHeaders(request.headers),
        raw,
      });
    } catch (error) {
      options.log.error(`The event receiver could not keep event ${envelope.eventId}`, error);
      if (!canAnswer(response)) return;
      return sendProblem(response, 503, 'The event could not be kept now; try again later');
    }
    if (!receipt.kept) {
      return sendFieldProblems(
        response,
        422,
        'The event fails the receiver’s checks; it was not kept',
        receipt.problems,
      );
    }
    sendUncached(response, jsonReply(200, { received: true, duplicate: receipt.duplicate }));
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

/** A refusal in the problem shape, with `errors` mapping each field's path to its rules. */
function sendFieldProblems(
  response: ServerResponse,
  status: number,
  detail: string,
  problems: readonly FieldProblem[],
): void {
  const errors: Record<string, string[]> = {};
  for (const { field, rule } of problems) (errors[field] ??= []).push(rule);
  const said = problems.map(({ field, rule }) => `${field} ${rule}`).join('; ');
  const told = said === '' ? detail : `${detail}: ${said}`;
  sendUncached(response, problemReply(newTraceId(), status, told, { errors }));
}

/** The event's id and type, or what is wrong with them. */
function readEnvelope(
  value: unknown,
): { eventId: string; eventType: string } | { problems: FieldProblem[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problems: [{ field: '$', rule: 'must be a JSON object' }] };
  }
  const { id, eventType } = value as { id?: unknown; eventType?: unknown };
  const problems: FieldProblem[] = [];
  const rule = `must be a string of 1 to ${MAX_ID_LENGTH} characters`;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) {
    problems.push({ field: '$.id', rule });
  }
  if (typeof eventType !== 'string' || eventType === '' || eventType.length > MAX_ID_LENGTH) {
    problems.push({ field: '$.eventType', rule });
  }
  if (problems.length > 0) return { problems };
  return { eventId: id as string, eventType: eventType as string };
}
