import { createHash } from 'node:crypto';
import { z } from 'zod';
import { problemReply, validationProblemReply } from '../http/problems.ts';
import type { Reply } from '../http/reply.ts';
import type { RequestContext } from '../http/router.ts';
import { FieldErrors } from '../http/validation.ts';

/**
 * The `IdempotencyKey` header (refunds, Pix keys, payments of decoded codes): the key of the
 * request, or the 400 naming the header when it is missing or malformed.
 */
export function idempotencyKeyOf(
  ctx: RequestContext,
  format: 'uuid-v4' | 'guid',
): { key: string } | { problem: Reply } {
  const raw = ctx.headers['idempotencykey'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const errors = new FieldErrors();
  if (value === undefined || value.trim() === '') {
    errors.addSentence('IdempotencyKey', 'The IdempotencyKey header is required.');
  } else {
    const schema = format === 'uuid-v4' ? z.uuidv4() : z.guid();
    if (!schema.safeParse(value.trim()).success) {
      errors.addSentence(
        'IdempotencyKey',
        format === 'uuid-v4'
          ? 'The IdempotencyKey header must be a UUID version 4.'
          : 'The IdempotencyKey header must be a GUID.',
      );
    }
  }
  if (!errors.isEmpty) return { problem: validationProblemReply(ctx.traceId, errors) };
  return { key: value!.trim().toLowerCase() };
}

/** A stable digest of what a request asks for (its path and body; key order ignored). */
export function requestDigest(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a write under an idempotency key, in one transaction: the same key with the same
 * request answers the first success again and does nothing; with another request, 409. Only
 * successes are kept (assumption): a refused request moved nothing, so sending it again is
 * judged afresh.
 */
export function idempotent(
  ctx: RequestContext,
  scope: string,
  key: string,
  digest: string,
  execute: () => Reply,
): Reply {
  const store = ctx.store.moneyOut;
  return store.transaction(() => {
    const kept = store.findAnswer(ctx.accountId, scope, key);
    if (kept) {
      if (kept.bodyHash !== digest) {
        return problemReply(
          ctx.traceId,
          409,
          'This IdempotencyKey was already used with a different request.',
        );
      }
      return {
        status: kept.status,
        contentType: 'application/json; charset=utf-8',
        body: kept.answer,
      };
    }
    const reply = execute();
    if (reply.status >= 200 && reply.status < 300) {
      store.keepAnswer(ctx.accountId, scope, key, digest, reply.status, reply.body);
    }
    return reply;
  });
}
