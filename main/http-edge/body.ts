import type { IncomingMessage } from 'node:http';
import { problemReply, validationProblemReply } from './problem.ts';
import type { Reply } from './reply.ts';

/**
 * Largest oversized body read and dropped before the 413 is sent. Answering while the client
 * is still sending and then closing resets the connection, and the client sees EPIPE instead
 * of the 413; past this size the rest is not waited for.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/** How long a body may take to arrive: a slow sender holds a connection, not the listener. */
const DEFAULT_BODY_TIMEOUT_MS = 15_000;

export interface BodyLimits {
  /** Largest body taken, in bytes. */
  maxBytes: number;
  timeoutMs?: number;
}

/** A body that cannot be taken, and why: each has its one answer (`refuseBody`). */
export type BodyRefusal =
  | { kind: 'too_large'; maxBytes: number }
  | { kind: 'timed_out' }
  /** The sender reset the connection, or the stream failed, before the body ended. */
  | { kind: 'unreadable' }
  | { kind: 'unsupported_media_type'; contentType: string }
  /** Not UTF-8 JSON (RFC 8259 allows no other encoding). */
  | { kind: 'malformed' };

export type BodyRead = { kind: 'read'; bytes: Buffer } | BodyRefusal;

/**
 * Reads a request body within a size limit and a time limit. Past the size limit the rest
 * is read and dropped rather than left unread (up to MAX_DRAINED_BYTES), so the sender reads
 * its 413; a stream that errors, is aborted or stalls settles as a refusal, never a throw.
 */
export function readBody(request: IncomingMessage, limits: BodyLimits): Promise<BodyRead> {
  const { maxBytes } = limits;
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > MAX_DRAINED_BYTES) return Promise.resolve({ kind: 'too_large', maxBytes });

  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (read: BodyRead) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onFailure);
      request.off('close', onFailure);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > MAX_DRAINED_BYTES) settle({ kind: 'too_large', maxBytes });
    };
    const onEnd = () =>
      settle(
        size > maxBytes
          ? { kind: 'too_large', maxBytes }
          : { kind: 'read', bytes: Buffer.concat(chunks) },
      );
    // 'close' before 'end': the connection went away mid-body.
    const onFailure = () => settle({ kind: 'unreadable' });
    const timer = setTimeout(
      () => settle({ kind: 'timed_out' }),
      limits.timeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
    );
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onFailure);
    request.on('close', onFailure);
  });
}

export type JsonBodyRead =
  | { kind: 'none' }
  /** `text` is the body as sent, for a listener that keeps it verbatim. */
  | { kind: 'json'; value: unknown; text: string }
  | BodyRefusal;

/**
 * Reads and parses a JSON request body. An empty body is `none` (the listener decides
 * whether one was required); a body that is not `application/json` (or `+json`) is refused
 * rather than guessed at.
 */
export async function readJsonBody(
  request: IncomingMessage,
  limits: BodyLimits,
): Promise<JsonBodyRead> {
  const read = await readBody(request, limits);
  if (read.kind !== 'read') return read;
  if (read.bytes.length === 0) return { kind: 'none' };

  const contentType = request.headers['content-type'] ?? '';
  if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType)) {
    return { kind: 'unsupported_media_type', contentType };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
    return { kind: 'json', value: JSON.parse(text) as unknown, text };
  } catch {
    return { kind: 'malformed' };
  }
}

function sizeInWords(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/**
 * The one answer to a body that cannot be taken: 413, 408 and a broken stream close the
 * connection (the rest of the body is not read); malformed JSON is the spec's 400
 * validation problem on `$`.
 */
export function refuseBody(refusal: BodyRefusal, traceId: string): Reply {
  const close = { connection: 'close' };
  switch (refusal.kind) {
    case 'too_large':
      return {
        ...problemReply(
          traceId,
          413,
          `The request body is larger than ${sizeInWords(refusal.maxBytes)}.`,
        ),
        headers: close,
      };
    case 'timed_out':
      return {
        ...problemReply(traceId, 408, 'The request body did not arrive in time.'),
        headers: close,
      };
    case 'unreadable':
      return {
        ...problemReply(traceId, 400, 'The request body could not be read.'),
        headers: close,
      };
    case 'unsupported_media_type':
      return problemReply(traceId, 415, 'The request body must be application/json.');
    case 'malformed':
      return validationProblemReply(traceId, { $: ['The JSON value could not be parsed.'] });
  }
}
