import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, startListeners, type Listeners } from './listeners.ts';

// Electron's recommendations that apply to the web transport (`npm run web`), checked at run
// time against the real listener: a Content Security Policy on the page, no wildcard CORS
// (no Access-Control-Allow-Origin at all), the per-run token required on the bridge, foreign
// Origins and Hosts (DNS rebinding) refused.

let listeners: Listeners;

async function raw(request: string) {
  const answer = await exchange(listeners.info, 'web', [Buffer.from(request, 'latin1')], {
    timeoutMs: 5_000,
  });
  const headers = new Map<string, string>();
  for (const line of answer.head.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return { status: answer.status, headers };
}

describe('web transport policy', () => {
  let host: string;
  let token: string;

  beforeAll(async () => {
    listeners = await startListeners();
    host = new URL(listeners.info.web.origin).host;
    token = new URL(listeners.info.web.url).searchParams.get('token') ?? '';
  });
  afterAll(() => listeners?.stop());

  const invoke = (headers: string) =>
    `POST /api/invoke HTTP/1.1\r\n${headers}content-type: application/json\r\ncontent-length: 27\r\nconnection: close\r\n\r\n{"channel":"app:get-info"}\n`;

  it('serves the page with a strict Content Security Policy', async () => {
    const page = await raw(`GET / HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|\*/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the bridge with the token, and never with CORS headers', async () => {
    const ok = await raw(invoke(`host: ${host}\r\nx-balcao-token: ${token}\r\n`));
    expect(ok.status).toBe(200);
    expect(ok.headers.has('access-control-allow-origin')).toBe(false);
    const preflight = await raw(
      `OPTIONS /api/invoke HTTP/1.1\r\nhost: ${host}\r\norigin: https://evil.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n`,
    );
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.has('access-control-allow-origin')).toBe(false);
  });

  it('refuses the bridge without the token, from another Origin, or to another Host', async () => {
    expect((await raw(invoke(`host: ${host}\r\n`))).status).toBe(401);
    expect((await raw(invoke(`host: ${host}\r\nx-balcao-token: ${token}x\r\n`))).status).toBe(401);
    expect(
      (
        await raw(
          invoke(`host: ${host}\r\norigin: https://evil.example\r\nx-balcao-token: ${token}\r\n`),
        )
      ).status,
    ).toBe(403);
    expect((await raw(invoke(`host: evil.example\r\nx-balcao-token: ${token}\r\n`))).status).toBe(
      421,
    );
    const events = await raw(
      `GET /api/events HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
    );
    expect(events.status).toBe(401);
  });
});
