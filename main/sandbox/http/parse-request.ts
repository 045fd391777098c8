import type { z } from 'zod';
import { validationProblemReply } from './problems.ts';
import type { Reply } from './reply.ts';
import type { RequestContext } from './router.ts';
import { FieldErrors, parseInto } from './validation.ts';

/** A body that passed its schema and rules, with what the rules read; or the 400 to answer. */
export type ParsedRequest<Request, Checked> =
  { request: Request; checked: Checked } | { problem: Reply };

/**
 * Reads a request body with its wire schema, then with `rules`: what the schema cannot state
 * (check digits, a date against today, the account's rows), run only on a body of the right
 * shape, each broken one added to `errors`. Answers the 400 with every broken rule by JSON
 * path, or the request with what the rules returned (`checked`, e.g. the taxes they read).
 */
export function parseRequest<T extends z.ZodType, Checked = undefined>(
  ctx: Pick<RequestContext, 'body' | 'traceId'>,
  schema: T,
  rules?: (request: z.output<T>, errors: FieldErrors) => Checked,
): ParsedRequest<z.output<T>, Checked> {
  const errors = new FieldErrors();
  const request = parseInto(schema, ctx.body, errors);
  const checked = request === undefined ? undefined : rules?.(request, errors);
  if (request === undefined || !errors.isEmpty) {
    return { problem: validationProblemReply(ctx.traceId, errors) };
  }
  return { request, checked: checked as Checked };
}
