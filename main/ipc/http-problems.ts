import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

// Answers of the app's own loopback listeners (the web transport, the event receiver) to what
// they refuse: a 4xx in the problem shape, never a 5xx or a dead process.

/** A refusal in the problem shape (RFC 9457), like the bank's and the sandbox's. */
export function problemBody(status: number, detail: string): string {
  return JSON.stringify({
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    traceId: randomUUID(),
    detail,
  });
}

export function sendProblem(
  response: ServerResponse,
  status: number,
  detail: string,
  close = false,
) {
  const body = problemBody(status, detail);
  response.writeHead(status, {
    'content-type': 'application/problem+json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  });
  response.end(body);
}

/** The request target as a URL, or undefined when the URL parser refuses it (`//[`). */
/** Node's own refusals (malformed request, headers too large) with a problem body too. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : error.code?.startsWith('HPE_')
            ? 400
            : undefined;
    if (status === undefined || !socket.writable) {
      socket.destroy();
      return;
    }
    const body = problemBody(status, 'The request could not be read as HTTP');
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `content-type: application/problem+json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
