import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../preload/contract/errors.ts';
import {
  failureFromNetworkError,
  raisedBeforeConnected,
} from '../../../main/service/network-failure.ts';
import { failureFromResponse } from '../../../main/service/response-failure.ts';
import {
  backoffDelayMs,
  DEFAULT_RETRY,
  parseRetryAfter,
} from '../../../main/service/retry-policy.ts';
import { readBoletoPage } from '../../../main/service/boletos.ts';

const get = { method: 'GET', path: '/baas/v1/charges', clientCertificate: false };
const pixWithCert = { method: 'GET', path: '/v1/pix/charges/x', clientCertificate: true };

function coded(code: string, extra: object = {}) {
  return Object.assign(new Error(code), { code, ...extra });
}

describe('failureFromNetworkError', () => {
  it.each([
    ['ECONNREFUSED', 'offline', 'error.offline', 'not_sent'],
    ['ENOTFOUND', 'offline', 'error.offline', 'not_sent'],
    ['UND_ERR_CONNECT_TIMEOUT', 'offline', 'error.offline', 'not_sent'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'tls', 'error.tls.untrusted', 'not_sent'],
    ['SELF_SIGNED_CERT_IN_CHAIN', 'tls', 'error.tls.untrusted', 'not_sent'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls', 'error.tls.hostname', 'not_sent'],
    ['CERT_HAS_EXPIRED', 'tls', 'error.tls.expired', 'not_sent'],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout', 'error.timeout', 'unknown'],
    ['UND_ERR_BODY_TIMEOUT', 'timeout', 'error.timeout', 'unknown'],
    ['ECONNRESET', 'offline', 'error.connection_lost', 'unknown'],
  ])('%s → %s (%s, %s)', (code, appCode, key, delivery) => {
    const failure = failureFromNetworkError(coded(code), get);
    expect(failure.error).toMatchObject({ code: appCode, key, params: { delivery, reason: code } });
  });

  it('reads the code of an AggregateError from happy-eyeballs connects', () => {
    const error = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]);
    expect(failureFromNetworkError(error, get).error.code).toBe('offline');
  });

  it.each([
    'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED',
    'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE',
    'ERR_SSL_TLSV1_ALERT_UNKNOWN_CA',
  ])('%s → certificate refused, not sent', (code) => {
    const failure = failureFromNetworkError(coded(code), pixWithCert);
    expect(failure.error).toMatchObject({ code: 'certificate', key: 'error.certificate.refused' });
    expect(failure.error.params?.['delivery']).toBe('not_sent');
  });

  it('reads a fresh connection closed under a client certificate as a refusal, outcome unknown', () => {
    const closed = coded('UND_ERR_SOCKET', { socket: { bytesRead: 0 } });
    const failure = failureFromNetworkError(closed, { ...get, clientCertificate: true });
    expect(failure.error).toMatchObject({ code: 'certificate', key: 'error.certificate.refused' });
    expect(failure.error.params?.['delivery']).toBe('unknown');
  });

  it('reads a connection dropped while it was being made as not sent, whatever its code', () => {
    // What a server that closes connections as it accepts them gives, under a certificate.
    const dropped = raisedBeforeConnected(
      coded('ECONNRESET', { message: 'disconnected before secure TLS connection was established' }),
    );
    const failure = failureFromNetworkError(dropped, { ...pixWithCert, method: 'POST' });
    expect(failure.error).toMatchObject({ code: 'offline', key: 'error.offline' });
    expect(failure.error.params?.['delivery']).toBe('not_sent');
    // The same code from a connection that was made stays a lost connection, outcome unknown.
    const lost = failureFromNetworkError(coded('ECONNRESET', { socket: { bytesRead: 512 } }), {
      ...pixWithCert,
      method: 'POST',
    });
    expect(lost.error.params?.['delivery']).toBe('unknown');
  });

  it('still names a refused certificate that comes while the connection is made', () => {
    const alert = raisedBeforeConnected(coded('ERR_SSL_TLSV1_ALERT_UNKNOWN_CA'));
    expect(failureFromNetworkError(alert, pixWithCert).error.key).toBe('error.certificate.refused');
  });

  it('reads a closed connection that already carried answers as a lost connection', () => {
    const closed = coded('UND_ERR_SOCKET', { socket: { bytesRead: 512 } });
    expect(failureFromNetworkError(closed, { ...get, clientCertificate: true }).error.key).toBe(
      'error.connection_lost',
    );
  });

  it('says "required" when no certificate is configured', () => {
    const failure = failureFromNetworkError(
      coded('ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED'),
      get,
    );
    expect(failure.error.key).toBe('error.certificate.required');
  });
});

describe('failureFromResponse', () => {
  const post = {
    method: 'POST',
    path: '/baas/v1/charges',
    isWrite: true,
    clientCertificate: false,
  };

  it('maps a validation problem through the per-call field map', () => {
    const failure = failureFromResponse(
      400,
      {
        type: 't',
        title: 'One or more validation errors occurred.',
        status: 400,
        traceId: 'tr',
        errors: { '$.Amount': ['Amount must be greater than zero.'], '$.x': ['?'] },
      },
      { ...post, fieldPaths: (p) => (p === '$.Amount' ? 'amountCents' : '_') },
    );
    expect(failure.error).toMatchObject({
      code: 'validation',
      params: { status: 400, traceId: 'tr' },
      fields: {
        amountCents: [{ key: 'v.service', params: { text: 'Amount must be greater than zero.' } }],
        _: [{ key: 'v.service', params: { text: '?' } }],
      },
    });
  });

  it('maps the simulate 400 array to the form level', () => {
    const failure = failureFromResponse(
      400,
      { title: 'Please refer…', errors: ['bad type'] },
      post,
    );
    expect(failure.error.fields).toEqual({
      _: [{ key: 'v.service', params: { text: 'bad type' } }],
    });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'rejected'],
    [418, 'rejected'],
    [500, 'offline'],
    [503, 'offline'],
  ])('%i → %s', (status, code) => {
    expect(failureFromResponse(status, { detail: 'no' }, post).error.code).toBe(code);
  });

  it('gives a 422 the problem detail as text', () => {
    const failure = failureFromResponse(
      422,
      {
        type: 't',
        title: 'Unprocessable Entity',
        status: 422,
        traceId: 'x',
        detail: 'Only a Pending boleto…',
      },
      post,
    );
    expect(failure.error.params).toMatchObject({ text: 'Only a Pending boleto…' });
  });

  it('leaves a 5xx on a write with an unknown outcome, on a read without one', () => {
    expect(failureFromResponse(502, '', post).error.params?.['delivery']).toBe('unknown');
    expect(
      failureFromResponse(502, '', { ...post, method: 'GET', isWrite: false }).error.params?.[
        'delivery'
      ],
    ).toBeUndefined();
  });

  it('reads a 401 on /v1/pix about the certificate as a certificate refusal', () => {
    const body = { detail: 'A client certificate issued by the sandbox CA is required' };
    const ctx = {
      method: 'GET',
      path: '/v1/pix/charges/1',
      isWrite: false,
      clientCertificate: true,
    };
    expect(failureFromResponse(401, body, ctx).error).toMatchObject({
      code: 'certificate',
      key: 'error.certificate.refused',
    });
    expect(failureFromResponse(401, { detail: 'wrong key' }, ctx).error.code).toBe('unauthorized');
    expect(failureFromResponse(401, body, { ...ctx, path: '/baas/v1/charges' }).error.code).toBe(
      'unauthorized',
    );
  });

  it('tells whether a refusal body is the bank’s own problem (spec 7)', () => {
    const problem = { type: 'https://x', title: 'Not Found', status: 404, traceId: 't' };
    expect(failureFromResponse(404, problem, post).error.params?.['problem']).toBe('bank');
    expect(failureFromResponse(404, 'Not Found', post).error.params?.['problem']).toBe('none');
    expect(
      failureFromResponse(404, { ...problem, status: 500 }, post).error.params?.['problem'],
    ).toBe('none');
    expect(failureFromResponse(302, '', post).error.params?.['problem']).toBe('none');
  });
});

describe('retry policy', () => {
  it('doubles with jitter between half and the whole step, up to the ceiling', () => {
    expect(backoffDelayMs(1, DEFAULT_RETRY, undefined, () => 0)).toBe(125);
    expect(backoffDelayMs(1, DEFAULT_RETRY, undefined, () => 1)).toBe(250);
    expect(backoffDelayMs(2, DEFAULT_RETRY, undefined, () => 1)).toBe(500);
    expect(backoffDelayMs(10, DEFAULT_RETRY, undefined, () => 1)).toBe(4000);
  });
  it('honours Retry-After up to the ceiling', () => {
    expect(backoffDelayMs(1, DEFAULT_RETRY, 2, () => 0)).toBe(2000);
    expect(backoffDelayMs(1, DEFAULT_RETRY, 60, () => 0)).toBe(4000);
    expect(parseRetryAfter('3')).toBe(3);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });
});

describe('readBoletoPage', () => {
  it('accepts a bare array: a full page may have more', () => {
    expect(readBoletoPage([], 1, 10)).toEqual({ items: [], unreadable: [], hasMore: false });
  });
  it.each([
    [{ items: [], totalPages: 3 }, 2, true],
    [{ data: [], totalPages: 2 }, 2, false],
    [{ content: [], totalItems: 25 }, 2, true],
    [{ charges: [], totalItems: 20 }, 2, false],
    [{ items: [], hasNext: true, totalPages: 1 }, 1, true],
  ])('reads %j page %i → hasMore %s', (body, page, hasMore) => {
    expect(readBoletoPage(body, page, 10).hasMore).toBe(hasMore);
  });
  it('refuses an answer with no list', () => {
    expect(() => readBoletoPage({ nothing: true }, 1, 10)).toThrow(AppFailure);
  });
});
