import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import { issueCertificate, readSandboxCa } from '../../../main/sandbox/http/certs.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';
import { join } from 'node:path';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

function expectUnauthorized(response: { status: number; json: unknown }): string | undefined {
  expect(response.status).toBe(401);
  const problem = problemSchema.parse(response.json);
  expect(problem).toMatchObject({ title: 'Unauthorized', status: 401 });
  expect(problem.type).toMatch(/^https:\/\//);
  expect(problem.traceId).toEqual(expect.any(String));
  return problem.detail;
}

describe('credentials (x-service-api-key, x-service-account-id)', () => {
  const path = '/baas/v1/charges/0d6b7a52-1111-4222-8333-444455556666';

  it('refuses a request without them', async () => {
    expectUnauthorized(await t.call('GET', path, { credentials: false }));
  });

  it('refuses a missing or wrong API key', async () => {
    expectUnauthorized(
      await t.call('GET', path, {
        credentials: false,
        headers: { 'x-service-account-id': t.sandbox.accountId },
      }),
    );
    expectUnauthorized(
      await t.call('GET', path, { headers: { 'x-service-api-key': 'sbx_wrong' } }),
    );
  });

  it('refuses a missing or wrong account id', async () => {
    expectUnauthorized(
      await t.call('GET', path, {
        credentials: false,
        headers: { 'x-service-api-key': t.sandbox.apiKey },
      }),
    );
    expectUnauthorized(
      await t.call('GET', path, { headers: { 'x-service-account-id': '0000001' } }),
    );
  });

  it('checks them on every endpoint, before validation or routing', async () => {
    expectUnauthorized(await t.call('POST', '/baas/v1/charges', { credentials: false, body: {} }));
    expectUnauthorized(
      await t.call('GET', '/baas/v1/charges?startDate=2026-01-01&endDate=2026-01-31', {
        credentials: false,
      }),
    );
    expectUnauthorized(
      await t.call('PATCH', path, { credentials: false, body: { dueDate: '2026-04-01' } }),
    );
    expectUnauthorized(
      await t.call('POST', `${path}/simulate-conclude`, {
        credentials: false,
        body: { type: 'PIX' },
      }),
    );
    expectUnauthorized(await t.call('GET', '/nowhere', { credentials: false }));
  });

  it('answers an unknown route with a 404 problem, a wrong method with 405', async () => {
    const unknown = await t.call('GET', '/baas/v2/nowhere');
    expect(unknown.status).toBe(404);
    expect(problemSchema.parse(unknown.json).title).toBe('Not Found');
    const wrongMethod = await t.call('DELETE', '/baas/v1/charges');
    expect(wrongMethod.status).toBe(405);
  });
});

describe('mutual TLS on /v1/pix', () => {
  const pixPath = '/v1/pix/charges/abc';

  it('serves /baas without a client certificate', async () => {
    const response = await t.call(
      'GET',
      '/baas/v1/charges?startDate=2026-03-01&endDate=2026-03-31',
      {
        agent: t.agentWithoutCertificate,
      },
    );
    expect(response.status).toBe(200);
  });

  it('refuses /v1/pix without a client certificate, naming it', async () => {
    const detail = expectUnauthorized(
      await t.call('GET', pixPath, { agent: t.agentWithoutCertificate }),
    );
    expect(detail).toMatch(/client certificate/);
  });

  it('refuses a client certificate from another CA', async () => {
    const otherCa = issueCertificate({ commonName: 'Some Other CA', usage: 'ca' });
    const stranger = issueCertificate({ commonName: 'stranger', usage: 'client', issuer: otherCa });
    const agent = new Agent({
      connect: { ca: readFileSync(t.sandbox.caCert), cert: stranger.certPem, key: stranger.keyPem },
    });
    try {
      const detail = expectUnauthorized(await t.call('GET', pixPath, { agent }));
      expect(detail).toMatch(/client certificate/);
    } finally {
      await agent.close();
    }
  });

  it('refuses an expired client certificate signed by the sandbox CA', async () => {
    const ca = readSandboxCa(join(t.dataDir, 'certs'));
    const expired = issueCertificate({
      commonName: 'expired',
      usage: 'client',
      issuer: ca,
      notBefore: new Date(Date.now() - 10 * 86_400_000),
      notAfter: new Date(Date.now() - 86_400_000),
    });
    const agent = new Agent({
      connect: { ca: readFileSync(t.sandbox.caCert), cert: expired.certPem, key: expired.keyPem },
    });
    try {
      expectUnauthorized(await t.call('GET', pixPath, { agent }));
    } finally {
      await agent.close();
    }
  });

  it('lets the sandbox client certificate past the check (no /v1 endpoint yet: 404 route)', async () => {
    const response = await t.call('GET', pixPath);
    expect(response.status).toBe(404);
    expect(response.json.title).toBe('Not Found');
    // The certificate does not replace the credentials.
    expectUnauthorized(await t.call('GET', pixPath, { credentials: false }));
  });

  it('is a real TLS server: a client that does not trust the sandbox CA cannot connect', async () => {
    const untrusting = new Agent();
    try {
      await expect(
        request(`${t.sandbox.baseUrl}/baas/v1/charges`, { dispatcher: untrusting }),
      ).rejects.toThrow(/self[- ]signed|unable to verify|certificate/i);
    } finally {
      await untrusting.close();
    }
  });

  it('keeps connections alive so clients reuse them', async () => {
    const response = await request(
      `${t.sandbox.baseUrl}/baas/v1/charges?startDate=2026-03-01&endDate=2026-03-01`,
      {
        dispatcher: t.agent,
        headers: {
          'x-service-api-key': t.sandbox.apiKey,
          'x-service-account-id': t.sandbox.accountId,
        },
      },
    );
    await response.body.text();
    expect(String(response.headers['connection'] ?? 'keep-alive')).toMatch(/keep-alive/i);
    expect(String(response.headers['keep-alive'] ?? '')).toMatch(/timeout=\d+/);
  });
});
