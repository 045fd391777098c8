import { SIMULATION_PROBLEM_TITLE, type SimulationProblem } from '../../domain/wire/problems.ts';
import {
  problemReply,
  validationProblemReply as validationProblemOf,
} from '../../http-edge/problem.ts';
import type { Reply } from './reply.ts';
import type { FieldErrors } from './validation.ts';

export { newTraceId, problemReply } from '../../http-edge/problem.ts';

/** The 400 body-validation problem of spec 7, from the errors a route collected. */
export function validationProblemReply(traceId: string, errors: FieldErrors): Reply {
  return validationProblemOf(traceId, errors.toRecord());
}

/** The 400 of simulate-conclude for an invalid type: `errors` is a list of sentences. */
export function simulationProblemReply(traceId: string, messages: string[]): Reply {
  const fields: SimulationProblem = { title: SIMULATION_PROBLEM_TITLE, errors: messages };
  return problemReply(traceId, 400, undefined, fields);
}
