import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { serveWeb, startApp, type TestApp } from '../../support/app.ts';

// Hostile bytes at the web transport over a raw socket: every refusal is a 4xx problem, and
// the transport keeps serving.

let app: TestApp;
let web: RunningWebTransport;

beforeAll(async () => {
  app = await startApp();
  web = await serveWeb(app);
});
afterAll(async () => {
  await web.close();
  await app.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  writeError?: string;
}

function rawExchange(bytes: Buffer | string): Promise<RawAnswer> {
  const url = new URL(web.origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    const chunks: Buffer[] = [];
    let writeError: string | undefined;
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (writeError = error.code));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
      if (!match) return reject(new Error(`No HTTP answer (${writeError}): ${text}`));
      resolve({
        status: Number(match[1]),
        headers: match[2]!.toLowerCase(),
        body: match[3]!,
        ...(writeError ? { writeError } : {}),
      });
    });
    socket.once('connect', () => socket.write(bytes, () => socket.end()));
  });
}

function expectProblem(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toContain('content-type: application/problem+json');
  const problem = problemSchema.parse(JSON.parse(answer.body));
  expect(problem.status).toBe(status);
}

const host = () => new URL(web.origin).host;

describe('the web transport, over a raw socket', () => {
  it.each(['//[', 'http://a:b:c/', '//a:99999/', 'http://[::1/'])(
    'answers 400 to the request target %s and keeps serving',
    async (target) => {
      const answer = await rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      );
      expectProblem(answer, 400);
      const page = await fetch(web.url);
      expect(page.status).toBe(200);
    },
  );

  it('checks the Host before reading the target', async () => {
    const answer = await rawExchange(
      `GET //[ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expectProblem(answer, 421);
  });

  it('answers a path that is not valid percent-encoding with 400', async () => {
    const answer = await rawExchange(
      `GET /%E0%A4%A HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expectProblem(answer, 400);
  });

  it("gives Node's own 400 and 431 a problem body", async () => {
    expectProblem(await rawExchange('NOT HTTP\r\n\r\n'), 400);
    expectProblem(
      await rawExchange(
        `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`,
      ),
      431,
    );
  });

  it('answers a 10 MB call with a 413 the client sees', async () => {
    const token = new URL(web.url).searchParams.get('token')!;
    const size = 10 * 1024 * 1024;
    const head =
      `POST /api/invoke HTTP/1.1\r\nHost: ${host()}\r\nx-balcao-token: ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const answer = await rawExchange(Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x20)]));
    expect(answer.writeError).toBeUndefined();
    expectProblem(answer, 413);
    expect(answer.headers).toContain('connection: close');
  });
});
