import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { serveWeb, startApp, type TestApp } from '../../support/app.ts';

// `GET /api/token-check`: how a web page learns whether its token is this run's before it
// shows the app (a page of an earlier run says it is out of date instead). 200 either way,
// so the browser logs no error for it; the rest of the transport's checks still apply.

let app: TestApp;
let web: RunningWebTransport;
let token: string;

beforeAll(async () => {
  app = await startApp();
  web = await serveWeb(app);
  token = new URL(web.url).searchParams.get('token')!;
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const check = (headers: Record<string, string>, method = 'GET') =>
  fetch(`${web.origin}/api/token-check`, { method, headers });

describe('the token check of the web transport', () => {
  it('says whether the token is this run’s, never caching the answer', async () => {
    const current = await check({ 'x-balcao-token': token });
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toContain('no-store');
    expect(await current.json()).toEqual({ current: true });
    const stales: Record<string, string>[] = [
      { 'x-balcao-token': `${token}x` },
      { 'x-balcao-token': 'old' },
      {},
    ];
    for (const stale of stales) {
      const answer = await check(stale);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ current: false });
    }
  });

  it('answers GET only, and refuses another Origin like every other path', async () => {
    expect((await check({ 'x-balcao-token': token }, 'POST')).status).toBe(405);
    const foreign = await check({ 'x-balcao-token': token, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
