import { randomBytes } from 'node:crypto';
import {
  PROBLEM_TYPE_BY_STATUS,
  SIMULATION_PROBLEM_TITLE,
  VALIDATION_PROBLEM_TITLE,
  type Problem,
  type SimulationProblem,
  type ValidationProblem,
} from '../../domain/wire/problems.ts';
import type { Reply } from './reply.ts';
import type { FieldErrors } from './validation.ts';

/** The W3C trace-context form ASP.NET services put in `traceId`: `00-<32 hex>-<16 hex>-00`. */
export function newTraceId(): string {
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`;
}

/** Standard reason phrases used as problem titles (the spec shows `Not Found`). */
const TITLE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

function problemBody(status: number, traceId: string) {
  return {
    type: PROBLEM_TYPE_BY_STATUS[status] ?? 'about:blank',
    title: TITLE_BY_STATUS[status] ?? 'Error',
    status,
    traceId,
  };
}

/** A problem reply `{ type, title, status, traceId, detail? }` (404 as in spec 7; others alike). */
export function problemReply(traceId: string, status: number, detail?: string): Reply {
  const body: Problem = {
    ...problemBody(status, traceId),
    ...(detail === undefined ? {} : { detail }),
  };
  return { status, contentType: PROBLEM_CONTENT_TYPE, body: JSON.stringify(body) };
}

/** The 400 body-validation problem of spec 7: JSON path → messages. */
export function validationProblemReply(traceId: string, errors: FieldErrors): Reply {
  const body: ValidationProblem = {
    ...problemBody(400, traceId),
    status: 400,
    title: VALIDATION_PROBLEM_TITLE,
    errors: errors.toRecord(),
  };
  return { status: 400, contentType: PROBLEM_CONTENT_TYPE, body: JSON.stringify(body) };
}

/** The 400 of simulate-conclude for an invalid type: `errors` is a list of sentences. */
export function simulationProblemReply(traceId: string, messages: string[]): Reply {
  const body: SimulationProblem = {
    ...problemBody(400, traceId),
    title: SIMULATION_PROBLEM_TITLE,
    errors: messages,
  };
  return { status: 400, contentType: PROBLEM_CONTENT_TYPE, body: JSON.stringify(body) };
}
