import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { newTraceId, problemReply, statusTitle } from './problem.ts';

/**
 * The request target as a URL, or undefined when Node's URL parser refuses it (`//[`,
 * `http://a:b:c/`, `//a:99999/`): such a target is a 400, never an exception — one thrown
 * here would escape the request's error handling and end the process.
 */
export function parseRequestTarget(target: string | undefined, base: string): URL | undefined {
  try {
    return new URL(target ?? '/', base);
  } catch {
    return undefined;
  }
}

/** Node's parser errors and the status its own (bodiless) replies would have carried. */
function statusOfClientError(code: string | undefined): number | undefined {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code?.startsWith('HPE_')) return 400;
  return undefined;
}

/**
 * Answers the requests Node refuses before any handler runs (malformed request line or
 * headers, headers too large, too slow) with the same problem body as every other refusal,
 * then closes. Errors that are not HTTP (a reset, a failed TLS handshake) just close.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const status = statusOfClientError(error.code);
    if (status === undefined || !socket.writable) {
      socket.destroy();
      return;
    }
    const reply = problemReply(newTraceId(), status, 'The request could not be read as HTTP.');
    socket.end(
      `HTTP/1.1 ${status} ${statusTitle(status)}\r\n` +
        `content-type: ${reply.contentType}\r\n` +
        `content-length: ${Buffer.byteLength(reply.body)}\r\n` +
        `connection: close\r\n\r\n${reply.body}`,
    );
  });
}
