import { errors as undiciErrors } from 'undici';
import { describe, expect, it } from 'vitest';
import { answerOf, neverSeen, type Answer } from '../../../main/app/pipeline/answer.ts';
import { newTraceId, problemReply } from '../../../main/sandbox/http/problems.ts';
import { failureFromNetworkError } from '../../../main/service/network-failure.ts';
import { failureFromResponse } from '../../../main/service/response-failure.ts';
import { VALIDATION_PROBLEM_TITLE } from '../../../main/domain/wire/problems.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

// What a bank's answer to a write means (main/app/pipeline/answer.ts), for failures made by the
// service client's own mappers — the same objects the pipeline is handed — so a mapper that
// stops carrying what the rule reads (`problem`, `delivery`, `answer`) fails here.

const write = { method: 'POST', path: '/v1/boletos', isWrite: true, clientCertificate: false };
const network = { method: 'POST', path: '/v1/boletos', clientCertificate: false };

/** A problem body as the bank (the local sandbox) sends it, parsed as the client parses it. */
function bankProblem(status: number, detail?: string): unknown {
  return JSON.parse(problemReply(newTraceId(), status, detail).body);
}

/** What the client throws for a non-2xx answer to a write. */
const answered = (status: number, body: unknown) => failureFromResponse(status, body, write);

/** What the client throws when the request failed on the wire. */
const lost = (error: unknown, ctx = network) => failureFromNetworkError(error, ctx);

/** A Node system error as `net` and `tls` make them: a message and a string `code`. */
function systemError(code: string, syscall = 'connect'): Error {
  return Object.assign(new Error(`${syscall} ${code} 10.0.0.1:443`), { code, syscall });
}

/**
 * A 2xx whose body cannot be read. `createServiceClient` makes it in `unexpectedAnswer`
 * (not exported; the client speaks HTTPS only), with exactly this code, key and params.
 */
function unreadable2xx(status = 200): AppFailure {
  return new AppFailure('internal', 'Unexpected answer from the service: not JSON', {
    key: 'error.service_response',
    params: { status, path: '/v1/boletos', answer: 'unreadable' },
  });
}

const validationBody = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  title: VALIDATION_PROBLEM_TITLE,
  status: 400,
  traceId: newTraceId(),
  errors: { '$.dueDate': ['The dueDate field is required.'] },
};

describe('answerOf: what a failed write means', () => {
  it.each<[string, () => unknown, Answer]>([
    // A definite refusal: a 4xx in the bank's own words, for a request it could not have done.
    ['400 with the validation problem', () => answered(400, validationBody), 'refused'],
    ['422 problem', () => answered(422, bankProblem(422, 'Valor acima do limite.')), 'refused'],
    ['404 problem', () => answered(404, bankProblem(404)), 'refused'],
    ['401 problem', () => answered(401, bankProblem(401)), 'refused'],
    // Not the bank's words: a load balancer's or proxy's page says nothing about the write.
    ['bare 404 text', () => answered(404, 'Not Found'), 'unknown'],
    [
      '404 JSON whose status is not 404',
      () => answered(404, { ...(bankProblem(404) as object), status: 500 }),
      'unknown',
    ],
    ['bare 408 (a proxy timing out)', () => answered(408, ''), 'unknown'],
    ['bare 401 (a gateway)', () => answered(401, '<html>401</html>'), 'unknown'],
    ['302 redirect', () => answered(302, ''), 'unknown'],
    ['302 with a problem-shaped body', () => answered(302, bankProblem(302)), 'unknown'],
    // A 409 on our own identity: the bank already has it.
    ['409 problem', () => answered(409, bankProblem(409)), 'unknown'],
    // Refused before processing.
    ['429', () => answered(429, bankProblem(429)), 'not-sent'],
    ['bare 429', () => answered(429, ''), 'not-sent'],
    // A 5xx to a write may come after it was committed.
    ['500 problem on a write', () => answered(500, bankProblem(500)), 'unknown'],
    ['502 on a write', () => answered(502, '<html>Bad Gateway</html>'), 'unknown'],
    ['503 on a write', () => answered(503, ''), 'unknown'],
    // On the wire.
    ['ECONNREFUSED', () => lost(systemError('ECONNREFUSED')), 'not-sent'],
    ['connect timeout', () => lost(new undiciErrors.ConnectTimeoutError()), 'not-sent'],
    [
      'an untrusted server certificate',
      () => lost(systemError('UNABLE_TO_VERIFY_LEAF_SIGNATURE')),
      'not-sent',
    ],
    [
      'a self-signed server certificate',
      () => lost(systemError('DEPTH_ZERO_SELF_SIGNED_CERT')),
      'not-sent',
    ],
    ['ECONNRESET', () => lost(systemError('ECONNRESET', 'read')), 'unknown'],
    [
      'UND_ERR_SOCKET after bytes came back',
      () =>
        lost(
          new undiciErrors.SocketError('other side closed', {
            bytesRead: 512,
            bytesWritten: 900,
          } as never),
        ),
      'unknown',
    ],
    [
      'a fresh connection closed on a mutual-TLS path (a refused certificate, or a crash)',
      () =>
        lost(new undiciErrors.SocketError('other side closed'), {
          method: 'POST',
          path: '/v1/pix/qrcodes',
          clientCertificate: true,
        }),
      'unknown',
    ],
    ['headers timeout', () => lost(new undiciErrors.HeadersTimeoutError()), 'unknown'],
    ['body timeout', () => lost(new undiciErrors.BodyTimeoutError()), 'unknown'],
    ['an error nobody classified', () => lost(new Error('something else')), 'unknown'],
    // The bank said 2xx: it took the request; what it answered is unknown.
    ['unreadable 200', () => unreadable2xx(200), 'accepted-unreadable'],
    ['unreadable 201', () => unreadable2xx(201), 'accepted-unreadable'],
    // Not a failure of the client at all.
    ['a plain Error', () => new Error('boom'), 'unknown'],
    ['a thrown string', () => 'boom', 'unknown'],
    [
      'an unknown_outcome the pipeline raised',
      () => new AppFailure('unknown_outcome', 'open', { params: { status: 404, problem: 'bank' } }),
      'unknown',
    ],
  ])('%s → %s', (_what, failure, expected) => {
    expect(answerOf(failure())).toBe(expected);
  });
});

describe('neverSeen: a read by identity that says the bank never had it', () => {
  const read = { ...write, method: 'GET', isWrite: false };

  it('is the bank’s own 404', () => {
    expect(neverSeen(failureFromResponse(404, bankProblem(404), read))).toBe(true);
  });

  it.each([
    ['a bare 404', () => failureFromResponse(404, 'Not Found', read)],
    ['a 404 JSON of another status', () => failureFromResponse(404, bankProblem(400), read)],
    ['a 410 problem', () => failureFromResponse(410, bankProblem(410), read)],
    ['a lost connection', () => lost(systemError('ECONNRESET', 'read'))],
    ['a plain Error', () => new Error('not found')],
  ])('is not %s', (_what, failure) => {
    expect(neverSeen(failure())).toBe(false);
  });
});
