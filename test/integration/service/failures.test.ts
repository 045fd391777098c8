import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../../../main/service/http-client.ts';
import { failureOf, HEADER_NAMES } from '../../support/bank.ts';

/**
 * The remote bank misbehaving, played by a test-local plain HTTP server: each test scripts
 * the answers and counts what arrived.
 */
interface FakeBank {
  url: string;
  /** Method and path of every request that reached the server, with its body. */
  seen: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

type Script = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: string,
  count: number,
) => void;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function startFakeBank(script: Script): Promise<FakeBank> {
  const seen: FakeBank['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', body });
      script(req, res, body, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bank = {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  cleanups.push(bank.close);
  return bank;
}

function clientOf(url: string, overrides: Partial<ServiceClientConfig> = {}): ServiceClient {
  const client = createServiceClient({
    baseUrl: url,
    apiKey: 'test-key',
    accountId: '12345',
    headerNames: HEADER_NAMES,
    timeouts: { connectMs: 1_000, headersMs: 300, bodyMs: 300 },
    retry: { baseDelayMs: 10 },
    ...overrides,
  });
  cleanups.push(() => client.close());
  return client;
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

describe('transport failures', () => {
  it('a closed port → offline, not sent', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const error = await failureOf(() =>
      clientOf(`http://127.0.0.1:${port}`).request({ method: 'POST', path: '/x', body: {} }),
    );
    expect(error).toMatchObject({
      code: 'offline',
      key: 'error.offline',
      params: { delivery: 'not_sent', reason: 'ECONNREFUSED' },
    });
  });

  it('a server that accepts and never answers → timeout, outcome unknown', async () => {
    const bank = await startFakeBank(() => {});
    const error = await failureOf(() =>
      clientOf(bank.url).request({ method: 'POST', path: '/x', body: {} }),
    );
    expect(error).toMatchObject({
      code: 'timeout',
      params: { delivery: 'unknown', reason: 'UND_ERR_HEADERS_TIMEOUT' },
    });
  });

  it('a connection dropped after the request was sent → connection lost, outcome unknown', async () => {
    const bank = await startFakeBank((req) => req.socket.destroy());
    const error = await failureOf(() =>
      clientOf(bank.url).request({ method: 'POST', path: '/x', body: {} }),
    );
    expect(error).toMatchObject({
      code: 'offline',
      key: 'error.connection_lost',
      params: { delivery: 'unknown' },
    });
    expect(bank.seen).toHaveLength(1);
  });

  it('retries a GET answered 503 twice, then succeeds', async () => {
    const bank = await startFakeBank((_req, res, _body, count) =>
      count <= 2 ? json(res, 503, { title: 'Service Unavailable' }) : json(res, 200, { ok: true }),
    );
    const answer = await clientOf(bank.url).request({ method: 'GET', path: '/baas/v1/charges' });
    expect(answer).toEqual({ status: 200, value: { ok: true } });
    expect(bank.seen).toHaveLength(3);
  });

  it('gives up on a GET after three attempts → offline (service unavailable)', async () => {
    const bank = await startFakeBank((_req, res) => json(res, 502, {}));
    const error = await failureOf(() => clientOf(bank.url).request({ method: 'GET', path: '/y' }));
    expect(error).toMatchObject({
      code: 'offline',
      key: 'error.service_unavailable',
      params: { status: 502 },
    });
    expect(bank.seen).toHaveLength(3);
  });

  it('never retries a POST answered 503: one request, outcome unknown', async () => {
    const bank = await startFakeBank((_req, res) => json(res, 503, {}));
    const error = await failureOf(() =>
      clientOf(bank.url).request({ method: 'POST', path: '/baas/v1/charges', body: {} }),
    );
    expect(error).toMatchObject({
      code: 'offline',
      key: 'error.service_unavailable',
      params: { delivery: 'unknown' },
    });
    expect(bank.seen).toHaveLength(1);
  });

  it('sends the auth headers on every call, and a caller cannot override them', async () => {
    const headers: http.IncomingHttpHeaders[] = [];
    const bank = await startFakeBank((req, res) => {
      headers.push(req.headers);
      json(res, 200, {});
    });
    await clientOf(bank.url).request({
      method: 'GET',
      path: '/z',
      headers: { 'x-service-api-key': 'forged' },
    });
    expect(headers[0]).toMatchObject({
      'x-service-api-key': 'test-key',
      'x-service-account-id': '12345',
    });
  });
});
