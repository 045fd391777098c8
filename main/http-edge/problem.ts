import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import {
  PROBLEM_TYPE_BY_STATUS,
  VALIDATION_PROBLEM_TITLE,
  type Problem,
  type ValidationProblem,
} from '../domain/wire/problems.ts';
import { sendUncached, type Reply } from './reply.ts';

// Every refusal of our local listeners (the sandbox, the web transport, the event receiver)
// has the bank's problem shape (service-spec 7), so a client reads them all with one schema.

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** The W3C trace-context form ASP.NET services put in `traceId`: `00-<32 hex>-<16 hex>-00`. */
export function newTraceId(): string {
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`;
}

/** Reason phrases as the service writes them where Node's table is older (413). */
const TITLE_BY_STATUS: Readonly<Record<number, string>> = {
  413: 'Content Too Large',
};

/** The status's reason phrase: a problem's `title`, and the status line of a raw answer. */
export function statusTitle(status: number): string {
  return TITLE_BY_STATUS[status] ?? STATUS_CODES[status] ?? 'Error';
}

function problemFields(status: number, traceId: string) {
  return {
    type: PROBLEM_TYPE_BY_STATUS[status] ?? 'about:blank',
    title: statusTitle(status),
    status,
    traceId,
  };
}

/**
 * A problem reply `{ type, title, status, traceId, detail? }` (404 as in spec 7; others alike);
 * `extra` adds or overrides fields (`errors`, the spec's own titles).
 */
export function problemReply(
  traceId: string,
  status: number,
  detail?: string,
  extra: Readonly<Record<string, unknown>> = {},
): Reply {
  const body: Problem = {
    ...problemFields(status, traceId),
    ...(detail === undefined ? {} : { detail }),
    ...extra,
  };
  return { status, contentType: PROBLEM_CONTENT_TYPE, body: JSON.stringify(body) };
}

/** The 400 body-validation problem of spec 7: JSON path → messages. */
export function validationProblemReply(traceId: string, errors: Record<string, string[]>): Reply {
  const fields: Pick<ValidationProblem, 'title' | 'errors'> = {
    title: VALIDATION_PROBLEM_TITLE,
    errors,
  };
  return problemReply(traceId, 400, undefined, fields);
}

/** A refusal of the app's own listeners in the problem shape, never cached. */
export function sendProblem(response: ServerResponse, status: number, detail: string): void {
  sendUncached(response, problemReply(newTraceId(), status, detail));
}
