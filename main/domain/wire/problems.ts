import { z } from 'zod';

/**
 * Error bodies of the service (service-spec 7), shared by the app's service client (which
 * parses them) and the local sandbox (which sends them). All are loose: the service may add
 * fields (`detail`, `instance`, …) at will.
 */

/** Title of the 400 body-validation problem, verbatim from the spec. */
export const VALIDATION_PROBLEM_TITLE = 'One or more validation errors occurred.';

/** Title of the 400 answered to an invalid simulation type, verbatim from the spec. */
export const SIMULATION_PROBLEM_TITLE =
  'Please refer to the errors property for additional details.';

/**
 * The RFC 9110 section that describes each status, used as the problem `type` ("a URL of a
 * standard status description", spec 7).
 */
export const PROBLEM_TYPE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  408: 'https://tools.ietf.org/html/rfc9110#section-15.5.9',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  431: 'https://tools.ietf.org/html/rfc6585#section-5',
  422: 'https://tools.ietf.org/html/rfc9110#section-15.5.21',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
};

/**
 * A problem body: the 404 of spec 7 (`title: 'Not Found'`), and, as assumptions, the 401,
 * 409, 422 and other statuses the spec does not show, in the same shape plus `detail`.
 */
export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  traceId: z.string(),
  detail: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The 400 body-validation problem: JSON path (`$.dueDate`) → messages. */
export const validationProblemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.literal(400),
  traceId: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationProblem = z.infer<typeof validationProblemSchema>;

/** The 400 of simulate-conclude for an invalid type: `errors` is a list of sentences. */
export const simulationProblemSchema = z.looseObject({
  title: z.string(),
  errors: z.array(z.string()),
});
export type SimulationProblem = z.infer<typeof simulationProblemSchema>;
