import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Fault injection for the local sandbox — a flaky bank, for tests only. A `FaultPlan` is
 * passed to `startSandbox({ faults })` by the tests that want one; `npm run sandbox` and the
 * app's embedded sandbox never pass it, so in normal runs nothing here is reachable (no
 * header, route or setting turns it on).
 *
 * Rules are matched per request (method and path) in the order they were added, each used
 * `times` times (default once). What each fault does to the exchange:
 *
 * - `latency`: the request is handled normally after `ms` milliseconds.
 * - `status`: answered with `status` (5xx) before the bank does anything: nothing committed.
 * - `reset-after-commit`: handled and committed normally, then the connection is cut
 *   instead of answering: the client never learns the outcome.
 * - `stall-after-commit`: handled and committed, then nothing is sent for `ms` milliseconds
 *   (default: until the client gives up) before the connection is cut: a timeout.
 * - `stall-before-commit`: nothing is read or done for `ms` milliseconds, then the
 *   connection is cut: the bank never sees the request.
 *
 * - `answer-after-commit`: handled and committed normally, then the bank's answer is replaced
 *   by a misbehaving one (`TamperedAnswer`) — what a gateway, a load balancer or a new
 *   release of the bank can send after the money moved.
 * - `answer-before-commit`: the same misbehaving answers, sent by something in front of the
 *   bank before the bank saw the request: nothing committed.
 *
 * `refuseTls(n)` makes the next `n` connections end during the TLS handshake (the socket is
 * closed as it is accepted), for whatever request they would have carried. The client's
 * kept-alive connections are closed first (when idle), so its next request opens a new one.
 */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'reset-after-commit' }
  | { kind: 'stall-after-commit'; ms?: number }
  | { kind: 'stall-before-commit'; ms?: number }
  | { kind: 'answer-after-commit'; answer: TamperedAnswer }
  | { kind: 'answer-before-commit'; answer: TamperedAnswer };

/**
 * An answer the client cannot take at its word. The 2xx shapes keep the bank's status (200
 * before commit, where there is none) and spoil its body; the others replace the status.
 *
 * - `truncated`: the first half of the bank's JSON, under its status and content type.
 * - `html`: a gateway's HTML page, `text/html`, under a 200.
 * - `wrong-type`: the bank's JSON with every string field turned into a number.
 * - `unknown-enum`: the bank's JSON with its `status` (top level or nested) set to a value no
 *   schema knows.
 * - `wrong-content-type`: the bank's body as it is, under `text/plain`.
 * - `bare-status`: the given status with a body that is not the bank's problem (a load
 *   balancer's 404, a proxy's 408, a redirect to a login page).
 */
export type TamperedAnswer =
  | { shape: 'truncated' | 'html' | 'wrong-type' | 'unknown-enum' | 'wrong-content-type' }
  | { shape: 'bare-status'; status: number };

export interface FaultRule {
  /** Any method when omitted. */
  method?: string;
  /** The exact path (no query), or a pattern tested against it. */
  path: string | RegExp;
  fault: Fault;
  /** How many matching requests meet the fault (default 1). */
  times?: number;
}

/** A request that met a fault, for the test's assertions. */
export interface FaultHit {
  method: string;
  path: string;
  fault: Fault['kind'] | 'tls-refused';
}

export class FaultPlan {
  readonly hits: FaultHit[] = [];
  #rules: { rule: FaultRule; left: number }[] = [];
  #tlsRefusals = 0;
  #server: Server | undefined;

  add(rule: FaultRule): this {
    this.#rules.push({ rule, left: rule.times ?? 1 });
    return this;
  }

  refuseTls(connections = 1): this {
    this.#tlsRefusals += connections;
    this.#server?.closeIdleConnections();
    return this;
  }

  clear(): void {
    this.#rules = [];
    this.#tlsRefusals = 0;
  }

  /** Rules not used up yet (a test can check that its faults were met). */
  get pending(): number {
    return this.#rules.reduce((sum, r) => sum + r.left, 0) + this.#tlsRefusals;
  }

  take(method: string, path: string): Fault | undefined {
    const entry = this.#rules.find(({ rule, left }) => {
      if (left <= 0) return false;
      if (rule.method && rule.method !== method) return false;
      return typeof rule.path === 'string' ? rule.path === path : rule.path.test(path);
    });
    if (!entry) return undefined;
    entry.left--;
    this.#rules = this.#rules.filter((r) => r.left > 0);
    this.hits.push({ method, path, fault: entry.rule.fault.kind });
    return entry.rule.fault;
  }

  /** On the server: connections to refuse are closed before their TLS handshake. */
  attach(server: Server): void {
    this.#server = server;
    server.prependListener('connection', (socket: Socket) => {
      if (this.#tlsRefusals <= 0) return;
      this.#tlsRefusals--;
      this.hits.push({ method: '', path: '', fault: 'tls-refused' });
      socket.destroy();
    });
  }
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

function pathOf(req: IncomingMessage): string {
  const target = req.url ?? '/';
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** The server's request listener with the plan's faults applied; unchanged without a plan. */
export function withFaults(handle: RequestListener, plan: FaultPlan | undefined): RequestListener {
  if (!plan) return handle;
  return (req, res) => {
    const fault = plan.take(req.method ?? 'GET', pathOf(req));
    if (!fault) return handle(req, res);
    const cut = () => req.socket.destroy();
    switch (fault.kind) {
      case 'latency':
        setTimeout(() => handle(req, res), fault.ms);
        return;
      case 'status': {
        req.resume();
        const body = JSON.stringify({
          type: 'about:blank',
          title: 'Injected failure',
          status: fault.status,
        });
        res.writeHead(fault.status, {
          'content-type': 'application/problem+json',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
        return;
      }
      case 'stall-before-commit':
        req.resume();
        if (fault.ms !== undefined) setTimeout(cut, fault.ms);
        return;
      case 'answer-before-commit':
        req.resume();
        writeTampered(res, fault.answer, { status: 200, contentType: JSON_TYPE, body: '{}' });
        return;
      case 'answer-after-commit': {
        // The handler runs and commits; what it answers is captured and spoilt.
        const original = { status: 200, contentType: JSON_TYPE, body: '' };
        const writeHead = res.writeHead.bind(res);
        const end = res.end.bind(res);
        res.writeHead = ((status: number, headers?: Record<string, string | number>) => {
          original.status = status;
          const type = headers?.['content-type'];
          if (typeof type === 'string') original.contentType = type;
          return res;
        }) as unknown as typeof res.writeHead;
        res.end = ((body?: string | Buffer) => {
          original.body = body === undefined ? '' : body.toString();
          res.writeHead = writeHead;
          res.end = end;
          writeTampered(res, fault.answer, original);
          return res;
        }) as unknown as typeof res.end;
        handle(req, res);
        return;
      }
      case 'reset-after-commit':
      case 'stall-after-commit': {
        // The handler runs and commits; its answer never leaves.
        const wait = fault.kind === 'stall-after-commit' ? fault.ms : 0;
        res.writeHead = (() => res) as unknown as typeof res.writeHead;
        res.end = (() => {
          if (wait === undefined) return res;
          setTimeout(cut, wait);
          return res;
        }) as unknown as typeof res.end;
        handle(req, res);
        return;
      }
    }
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Every string value turned into a number, at any depth. */
function withNumbersForStrings(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (Array.isArray(value)) return value.map(withNumbersForStrings);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, withNumbersForStrings(field)]),
    );
  }
  return value;
}

/** Every `status` field, at any depth, set to a value no schema of the service knows. */
function withUnknownStatus(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnknownStatus);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [
        name,
        name === 'status' ? 'ON_HOLD_FOR_REVIEW' : withUnknownStatus(field),
      ]),
    );
  }
  return value;
}

function parsedOr(body: string, fallback: unknown): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return fallback;
  }
}

function tampered(answer: TamperedAnswer, original: Answer): Answer {
  switch (answer.shape) {
    case 'truncated':
      return { ...original, body: original.body.slice(0, Math.floor(original.body.length / 2)) };
    case 'html':
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><body><h1>Gateway</h1><p>Request received.</p></body></html>',
      };
    case 'wrong-type':
      return {
        ...original,
        body: JSON.stringify(withNumbersForStrings(parsedOr(original.body, {}))),
      };
    case 'unknown-enum': {
      const parsed = parsedOr(original.body, {});
      const spoilt =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? { status: 'ON_HOLD_FOR_REVIEW', ...(withUnknownStatus(parsed) as object) }
          : withUnknownStatus(parsed);
      return { ...original, body: JSON.stringify(spoilt) };
    }
    case 'wrong-content-type':
      return { ...original, contentType: 'text/plain; charset=utf-8' };
    case 'bare-status':
      return {
        status: answer.status,
        contentType: 'text/plain; charset=utf-8',
        body: answer.status >= 300 && answer.status < 400 ? '' : `${answer.status}`,
      };
  }
}

function writeTampered(res: ServerResponse, answer: TamperedAnswer, original: Answer): void {
  const { status, contentType, body } = tampered(answer, original);
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
  };
  if (status >= 300 && status < 400) headers['location'] = '/login';
  res.writeHead(status, headers);
  res.end(body);
}
