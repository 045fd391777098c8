import type { IncomingMessage } from 'node:http';

/** Largest request body the sandbox reads; a boleto is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Largest oversized body read and dropped before the 413 is sent. Answering while the client
 * is still sending and then closing resets the connection, and the client sees EPIPE instead
 * of the 413; past this size the connection is closed without waiting.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export type BodyRead =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'malformed' }
  | { kind: 'too_large' }
  | { kind: 'unsupported_media_type'; contentType: string };

/**
 * Reads and parses a JSON request body with a size limit. An empty body is `none` (the
 * handler decides whether one was required); a body that is not `application/json` (or
 * `+json`) is refused rather than guessed at.
 */
export async function readJsonBody(req: IncomingMessage): Promise<BodyRead> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_BODY_BYTES) {
    if (declared <= MAX_DRAINED_BYTES) {
      for await (const chunk of req as AsyncIterable<Buffer>) void chunk;
    }
    return { kind: 'too_large' };
  }

  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped rather than left unread: leaving the loop
  // would destroy the request, and with it the socket the 413 must be written to.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) return { kind: 'too_large' };
  if (size === 0) return { kind: 'none' };

  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/([\w.-]+\+)?json\b/i.test(contentType)) {
    return { kind: 'unsupported_media_type', contentType };
  }
  try {
    return { kind: 'json', value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { kind: 'malformed' };
  }
}
