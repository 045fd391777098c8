import type { ServerResponse } from 'node:http';

/**
 * What a listener answers: a status and a finished body. Handlers return replies (errors
 * included) instead of writing to the response, so each is a plain function that tests and
 * the server treat alike.
 */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON body built from a value. */
export function jsonReply(status: number, value: unknown): Reply {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value) };
}

/**
 * Whether the sender is still there to read an answer, and none was finished yet. Not
 * `request.destroyed`: Node marks a request destroyed once its body is fully read, so it says
 * nothing about whether the sender is still there; the socket does.
 */
export function canAnswer(response: ServerResponse): boolean {
  const socket = response.socket;
  return (
    !response.headersSent &&
    !response.writableEnded &&
    !response.destroyed &&
    socket !== null &&
    !socket.destroyed &&
    socket.writable
  );
}

/**
 * Writes a reply when someone is left to read it; a sender gone mid-request gets nothing.
 * Says whether it was written.
 */
export function sendReply(response: ServerResponse, reply: Reply): boolean {
  if (!canAnswer(response)) return false;
  response.writeHead(reply.status, {
    'content-type': reply.contentType,
    'content-length': Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  response.end(reply.body);
  return true;
}

/** A reply for the request at hand only (the app's own listeners): never cached. */
export function sendUncached(response: ServerResponse, reply: Reply): void {
  sendReply(response, {
    ...reply,
    headers: { ...reply.headers, 'cache-control': 'no-store' },
  });
}
