import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificate, type IssuedCertificate } from '../../../main/sandbox/http/certs.ts';
import { createServiceClient, type ServiceClient } from '../../../main/service/http-client.ts';
import { failureOf, HEADER_NAMES, startBank, type TestBank } from '../../support/bank.ts';

/** Any /v1/pix path: the sandbox has no Pix routes yet, so a 404 means TLS and auth passed. */
const PIX_PATH = '/v1/pix/charges/00000000-0000-0000-0000-000000000000';

// Certificates made for this run only; nothing is committed.
const strayCa = issueCertificate({ commonName: 'Stray test CA', usage: 'ca' });
const strayClient = issueCertificate({
  commonName: 'stray client',
  usage: 'client',
  issuer: strayCa,
});

let env: TestBank;
beforeAll(async () => {
  env = await startBank();
});
afterAll(() => env.stop());

describe('mutual TLS against the sandbox', () => {
  it('passes TLS and authentication on /v1/pix with the sandbox client certificate', async () => {
    const client = env.newClient();
    const error = await failureOf(() => client.request({ method: 'GET', path: PIX_PATH }));
    expect(error.code).toBe('not_found');
  });

  it('without a client certificate → certificate (required)', async () => {
    const error = await failureOf(() =>
      env.newClient({ clientCertificate: undefined }).request({ method: 'GET', path: PIX_PATH }),
    );
    expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.required' });
  });

  it('with a client certificate from another CA → certificate (refused)', async () => {
    const client = env.newClient({ clientCertificate: strayClient });
    const error = await failureOf(() => client.request({ method: 'GET', path: PIX_PATH }));
    expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.refused' });
  });

  it('a client that does not trust the sandbox CA → tls (untrusted), not sent', async () => {
    const client = env.newClient({ clientCertificate: undefined, ca: undefined });
    const error = await failureOf(() =>
      client.request({ method: 'GET', path: '/baas/v1/charges/x' }),
    );
    expect(error).toMatchObject({
      code: 'tls',
      key: 'error.tls.untrusted',
      params: { delivery: 'not_sent' },
    });
  });
});

/** A plain HTTPS server with its own CA, as strict as a real bank's edge. */
interface StrictServer {
  url: string;
  ca: IssuedCertificate;
  requests: number;
  close(): Promise<void>;
}

async function startStrictServer(options: {
  requireClientCertificate: boolean;
  serverCert?: 'valid' | 'expired' | 'localhost-only';
  /** Every connection closed as it is accepted, before any TLS byte (an overloaded edge). */
  dropConnections?: boolean;
}): Promise<StrictServer> {
  const ca = issueCertificate({ commonName: 'Strict test CA', usage: 'ca' });
  const kind = options.serverCert ?? 'valid';
  const server = issueCertificate({
    commonName: 'strict server',
    usage: 'server',
    issuer: ca,
    dnsNames: ['localhost'],
    ipAddresses: kind === 'localhost-only' ? [] : ['127.0.0.1'],
    ...(kind === 'expired'
      ? {
          notBefore: new Date(Date.now() - 10 * 86_400_000),
          notAfter: new Date(Date.now() - 86_400_000),
        }
      : {}),
  });
  const state = { requests: 0 };
  const httpsServer = https.createServer(
    {
      key: server.keyPem,
      cert: server.certPem,
      ca: ca.certPem,
      // TLS 1.3: the refusal comes after the client's handshake is over (the hard case).
      minVersion: 'TLSv1.3',
      requestCert: options.requireClientCertificate,
      rejectUnauthorized: options.requireClientCertificate,
    },
    (req, res) => {
      state.requests++;
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"title":"Not Found"}');
    },
  );
  if (options.dropConnections)
    httpsServer.prependListener('connection', (socket) => socket.destroy());
  await new Promise<void>((resolve) => httpsServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpsServer.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpsServer.close(() => resolve());
        httpsServer.closeAllConnections();
      }),
  };
}

function clientOf(server: StrictServer, clientCertificate?: IssuedCertificate): ServiceClient {
  return createServiceClient({
    baseUrl: server.url,
    apiKey: 'k',
    accountId: 'a',
    headerNames: HEADER_NAMES,
    ca: server.ca.certPem,
    ...(clientCertificate ? { clientCertificate } : {}),
    retry: { baseDelayMs: 5 },
  });
}

describe('a strict HTTPS server (requestCert, rejectUnauthorized, TLS 1.3)', () => {
  it('refusing our certificate at the handshake → certificate (refused), for reads and writes', async () => {
    const server = await startStrictServer({ requireClientCertificate: true });
    const client = clientOf(server, strayClient);
    try {
      const read = await failureOf(() =>
        client.request({ method: 'GET', path: '/baas/v1/charges' }),
      );
      expect(read).toMatchObject({ code: 'certificate', key: 'error.certificate.refused' });
      if (process.env['SERVICE_TLS_REPORT']) console.log('refused read:', read.params);
      const write = await failureOf(() =>
        client.request({ method: 'POST', path: '/baas/v1/charges', body: {} }),
      );
      expect(write).toMatchObject({ code: 'certificate', key: 'error.certificate.refused' });
      if (process.env['SERVICE_TLS_REPORT']) console.log('refused write:', write.params);
      expect(server.requests).toBe(0);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('closing connections as it accepts them → offline, not sent, also for a write', async () => {
    const server = await startStrictServer({
      requireClientCertificate: true,
      dropConnections: true,
    });
    const own = issueCertificate({ commonName: 'own client', usage: 'client', issuer: server.ca });
    const client = clientOf(server, own);
    try {
      const write = await failureOf(() =>
        client.request({ method: 'POST', path: '/v1/pix/charges', body: {} }),
      );
      // Not "the bank refused the certificate" nor "check with the bank": nothing was sent.
      expect(write).toMatchObject({
        code: 'offline',
        key: 'error.offline',
        params: { delivery: 'not_sent' },
      });
      expect(server.requests).toBe(0);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('with no certificate at all → certificate (required)', async () => {
    const server = await startStrictServer({ requireClientCertificate: true });
    const client = clientOf(server);
    try {
      const error = await failureOf(() =>
        client.request({ method: 'GET', path: '/v1/pix/charges/1' }),
      );
      expect(error).toMatchObject({ code: 'certificate', key: 'error.certificate.required' });
      if (process.env['SERVICE_TLS_REPORT']) console.log('no certificate:', error.params);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('accepting a certificate of its own CA', async () => {
    const server = await startStrictServer({ requireClientCertificate: true });
    const own = issueCertificate({ commonName: 'own client', usage: 'client', issuer: server.ca });
    const client = clientOf(server, own);
    try {
      expect((await failureOf(() => client.request({ method: 'GET', path: '/x' }))).code).toBe(
        'not_found',
      );
    } finally {
      await client.close();
      await server.close();
    }
  });

  it.each([
    ['expired', 'error.tls.expired'],
    ['localhost-only', 'error.tls.hostname'],
  ] as const)('server certificate %s → tls (%s), not sent', async (serverCert, key) => {
    const server = await startStrictServer({ requireClientCertificate: false, serverCert });
    const client = clientOf(server);
    try {
      const error = await failureOf(() => client.request({ method: 'POST', path: '/x', body: {} }));
      expect(error).toMatchObject({ code: 'tls', key });
      expect(error.params?.['delivery']).toBe('not_sent');
      expect(server.requests).toBe(0);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
