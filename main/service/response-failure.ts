import { AppFailure, type FieldMessage } from '../../preload/contract/errors.ts';
import {
  problemSchema,
  simulationProblemSchema,
  validationProblemSchema,
} from '../domain/wire/problems.ts';
import type { Delivery } from './delivery.ts';
import { isMutualTlsPath } from './network-failure.ts';

/**
 * Maps a service JSON path from a 400 (`$.payer.address.zipCode`) to the app's form path
 * (`payer.address.zipCode`); `_` for "the form as a whole". One map per call, because the same
 * wire path means different form fields on different endpoints.
 */
export type FieldPathMap = (wirePath: string) => string;

/** The form-level bucket for messages that belong to no single field. */
export const FORM_LEVEL_FIELD = '_';

const everythingFormLevel: FieldPathMap = () => FORM_LEVEL_FIELD;

/** What the mapper needs to know about the call that got a non-2xx answer. */
export interface ResponseFailureContext {
  method: string;
  path: string;
  /** Methods that may have changed state: a 5xx answer leaves their outcome unknown. */
  isWrite: boolean;
  clientCertificate: boolean;
  fieldPaths?: FieldPathMap;
}

function serviceText(text: string): FieldMessage {
  return { key: 'v.service', params: { text } };
}

function addField(fields: Record<string, FieldMessage[]>, path: string, text: string) {
  (fields[path] ??= []).push(serviceText(text));
}

/** Human text of a problem body, for `params.text` (rejections are shown as the bank says). */
function problemText(body: unknown): string | undefined {
  const problem = problemSchema.partial().safeParse(body);
  if (!problem.success)
    return typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
  return problem.data.detail ?? problem.data.title;
}

function traceParams(body: unknown, status: number): Record<string, string | number> {
  const traceId = problemSchema.partial().safeParse(body).data?.traceId;
  return traceId ? { status, traceId } : { status };
}

function validationFailure(body: unknown, ctx: ResponseFailureContext): AppFailure {
  const toFormPath = ctx.fieldPaths ?? everythingFormLevel;
  const fields: Record<string, FieldMessage[]> = {};

  const byPath = validationProblemSchema.safeParse(body);
  const asList = simulationProblemSchema.safeParse(body);
  if (byPath.success) {
    for (const [wirePath, messages] of Object.entries(byPath.data.errors)) {
      for (const text of messages) addField(fields, toFormPath(wirePath), text);
    }
  } else if (asList.success) {
    for (const text of asList.data.errors) addField(fields, FORM_LEVEL_FIELD, text);
  } else {
    addField(fields, FORM_LEVEL_FIELD, problemText(body) ?? 'The service refused the request.');
  }
  return new AppFailure('validation', 'The service refused some fields.', {
    key: 'error.validation',
    params: { ...traceParams(body, 400), problem: isBankProblem(400, body) ? 'bank' : 'none' },
    fields,
  });
}

/**
 * Whether a non-2xx body is the bank's own problem (spec 7): the 404 shape (`type`, `title`,
 * `status`, `traceId`), the 400 validation shape (with `errors` by path) or the simulation
 * 400 (`title`, `errors` list), its `status`, when given, the HTTP status. Anything else — a
 * load balancer's page, an empty body, a proxy's JSON — did not come from the bank's
 * application, so it says nothing about whether a write was done.
 */
export function isBankProblem(status: number, body: unknown): boolean {
  const problem = problemSchema.safeParse(body);
  if (problem.success) return problem.data.status === status;
  if (status === 400 && validationProblemSchema.safeParse(body).success) return true;
  return status === 400 && simulationProblemSchema.safeParse(body).success;
}

/** A 401/403 on a mutual-TLS path whose problem talks about the certificate. */
function mentionsCertificate(body: unknown): boolean {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return /certificate|certificado/i.test(text);
}

/**
 * Maps a non-2xx answer of the service to an `AppFailure` (see the table in the service
 * client's report). `body` is the parsed JSON when the body was JSON, else its text.
 */
export function failureFromResponse(
  status: number,
  body: unknown,
  ctx: ResponseFailureContext,
): AppFailure {
  // `problem` travels with every refusal: only the write pipeline reads it (answer.ts).
  const params = {
    ...traceParams(body, status),
    problem: isBankProblem(status, body) ? 'bank' : 'none',
  };
  const text = problemText(body);
  const withText = text ? { ...params, text } : params;

  if (status === 400) return validationFailure(body, ctx);
  if (status === 401 || status === 403) {
    if (isMutualTlsPath(ctx.path) && mentionsCertificate(body)) {
      const key = ctx.clientCertificate
        ? 'error.certificate.refused'
        : 'error.certificate.required';
      return new AppFailure('certificate', 'The bank refused the client certificate.', {
        key,
        params,
      });
    }
    return new AppFailure('unauthorized', 'The service refused the API key or account.', {
      key: 'error.unauthorized',
      params,
    });
  }
  if (status === 404) {
    return new AppFailure('not_found', 'The record does not exist at the service.', {
      key: 'error.not_found',
      params,
    });
  }
  if (status === 409) {
    return new AppFailure('conflict', 'The service already has a record with this identity.', {
      key: 'error.conflict',
      params: withText,
    });
  }
  if (status === 429) {
    // A rate-limit refusal happens before the request is processed.
    const delivery: Delivery = 'not_sent';
    return new AppFailure('offline', 'The service is busy; try again shortly.', {
      key: 'error.service_busy',
      params: { ...params, delivery },
    });
  }
  if (status >= 500) {
    // A 5xx to a write may come after the write was committed (a gateway timing out, a crash
    // while answering): only a read-back can tell.
    const delivery: Delivery | undefined = ctx.isWrite ? 'unknown' : undefined;
    return new AppFailure('offline', 'The service is unavailable.', {
      key: 'error.service_unavailable',
      params: delivery ? { ...params, delivery } : params,
    });
  }
  // 422 and every other refusal: the service understood and said no.
  return new AppFailure('rejected', text ?? `The service refused the request (${status}).`, {
    key: 'error.rejected',
    params: withText,
  });
}
