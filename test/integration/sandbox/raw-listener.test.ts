import { readFileSync } from 'node:fs';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// Hostile bytes sent over raw sockets, below any HTTP client that would refuse to send them:
// the sandbox must answer each with a problem and keep serving.

let https: TestBank;
let http: TestBank;
beforeAll(async () => {
  https = await startBank({ clock: TEST_NOW });
  http = await startBank({ clock: TEST_NOW, tls: false });
});
afterAll(async () => {
  await https.stop();
  await http.stop();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Socket error seen while writing (EPIPE, ECONNRESET), if any. */
  writeError?: string;
}

/** Sends `bytes`, then reads until the server closes (or `timeoutMs`). */
function rawExchange(
  t: TestBank,
  bytes: Buffer | string,
  { timeoutMs = 10_000 } = {},
): Promise<RawAnswer> {
  const url = new URL(t.sandbox.baseUrl);
  return new Promise((resolve, reject) => {
    const socket: Socket =
      url.protocol === 'https:'
        ? connectTls({
            host: url.hostname,
            port: Number(url.port),
            ca: readFileSync(t.sandbox.caCert),
            cert: readFileSync(t.sandbox.clientCert),
            key: readFileSync(t.sandbox.clientKey),
            servername: 'localhost',
          })
        : connectTcp({ host: url.hostname, port: Number(url.port) });
    const chunks: Buffer[] = [];
    let writeError: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
      if (!match) return reject(new Error(`No HTTP answer (write error: ${writeError}): ${text}`));
      resolve({
        status: Number(match[1]),
        headers: match[2]!.toLowerCase(),
        body: match[3]!,
        ...(writeError ? { writeError } : {}),
      });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on(
      'error',
      (error: NodeJS.ErrnoException) => (writeError = error.code ?? error.message),
    );
    socket.on('close', finish);
    socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
      socket.write(bytes, () => socket.end());
    });
  });
}

function bodyOf(answer: RawAnswer): string {
  // Chunked bodies: keep only the data of the chunks.
  if (!answer.headers.includes('transfer-encoding: chunked')) return answer.body;
  let rest = answer.body;
  let out = '';
  for (;;) {
    const sizeEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, sizeEnd), 16);
    if (!size) return out;
    out += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
    rest = rest.slice(sizeEnd + 2 + size + 2);
  }
}

function expectProblem(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toContain('content-type: application/problem+json');
  const problem = problemSchema.parse(JSON.parse(bodyOf(answer)));
  expect(problem.status).toBe(status);
  return problem;
}

const unparsableTargets = ['//[', 'http://a:b:c/', '//a:99999/', 'http://[::1/', '//a:b@[/'];

describe.each([
  ['HTTPS', () => https],
  ['plain HTTP', () => http],
])('the sandbox over %s', (_label, sandbox) => {
  it.each(unparsableTargets)(
    'answers 400 to the request target %s and keeps serving',
    async (target) => {
      const t = sandbox();
      const answer = await rawExchange(
        t,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expectProblem(answer, 400);
      // Still alive: an ordinary request after it is answered.
      expect(
        (await t.call('GET', '/baas/v1/charges/0d6b7a52-1111-4222-8333-444455556666')).status,
      ).toBe(404);
    },
  );

  it("gives Node's own 400 (a malformed request line) a problem body", async () => {
    const answer = await rawExchange(sandbox(), 'NOT HTTP AT ALL\r\n\r\n');
    expectProblem(answer, 400);
  });

  it("gives Node's own 431 (headers too large) a problem body", async () => {
    const answer = await rawExchange(
      sandbox(),
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expectProblem(answer, 431);
  });

  it('answers a 10 MB body with a 413 the client sees, and closes', async () => {
    const t = sandbox();
    const size = 10 * 1024 * 1024;
    const head =
      `POST /baas/v1/charges HTTP/1.1\r\nHost: localhost\r\n` +
      `x-service-api-key: ${t.sandbox.apiKey}\r\nx-service-account-id: ${t.sandbox.accountId}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const answer = await rawExchange(
      t,
      Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x20)]),
    );
    expect(answer.writeError).toBeUndefined();
    expectProblem(answer, 413);
    expect(answer.headers).toContain('connection: close');
  });
});
