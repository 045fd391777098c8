import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { issueCertificate } from '../../main/sandbox/http/certs.ts';

/**
 * A broken network between the app and the bank, for tests: a TLS-terminating HTTP relay on
 * 127.0.0.1 that forwards every request to the bank and, when told to, breaks exactly one
 * exchange. It stands for the network, not for any of our components.
 *
 * Why terminate TLS rather than relay TCP bytes: end-to-end TLS hides request boundaries. In
 * TLS 1.3 the handshake after ServerHello is encrypted application-data records too, the
 * server sends session tickets after the handshake, and keep-alive carries several requests
 * on one connection — so "drop the answer to the POST" could only be guessed from byte counts
 * or timing. Seeing the HTTP messages makes every fault exact: "the bank answered the POST
 * and the app never got a byte of it", "the app sent the POST and the bank never got it".
 *
 * TLS checks stay on at both hops. The app verifies the relay's certificate against a CA made
 * for the run (the profile's `caPem`, the way a private CA is trusted) and must present its
 * client certificate, which the relay verifies against the bank's CA. The relay calls the
 * bank verifying the bank's CA and presenting the same client certificate.
 *
 * Every answer carries `connection: close`, so each request has a connection of its own and
 * "offline" means exactly "the next request is refused" — no pooled keep-alive socket that
 * the client has not yet seen closed can race with a fault. Faults cut the app's connection
 * at once, so the app sees a lost connection immediately instead of waiting for its timeouts.
 */

/** How one exchange breaks. */
export type Fault =
  /** Forwarded; the bank's whole answer is read and dropped, then the app's connection is cut. */
  | 'lose-response'
  /** The app's whole request is read, then its connection is cut; the bank never sees it. */
  | 'lose-request';

export interface FaultRule {
  method: string;
  /** Exact request path, query included. */
  path: string;
  fault: Fault;
  /** The network goes down as the connection is cut and stays down until `heal()`. */
  thenOffline?: boolean;
}

/** What became of a request that reached the relay. */
export type Fate = 'forwarded' | 'response-lost' | 'request-lost';

export interface RelayedRequest {
  method: string;
  path: string;
  /** The request body as sent by the app (never headers: they carry the API key). */
  body: string;
  /** The `IdempotencyKey` header, when the request carries one (a client identity, no secret). */
  idempotencyKey?: string;
  fate: Fate;
  /** The bank's status, when the bank answered. */
  status?: number;
}

/** The bank behind the relay: its address, its CA, and the client certificate it issued. */
export interface Upstream {
  baseUrl: string;
  caPem: string;
  clientCertificate: { certPem: string; keyPem: string };
}

export interface FaultyNetwork {
  /** The address the app's profile points at. */
  baseUrl: string;
  /** The CA of the relay's server certificate: the profile trusts it. */
  caPem: string;
  /** Every request that reached the relay, in order. */
  readonly requests: RelayedRequest[];
  /** The next request matching `rule` meets its fault (rules are used once, in order). */
  failNext(rule: FaultRule): void;
  /** Refuses new connections (ECONNREFUSED) and cuts open ones. */
  goOffline(): Promise<void>;
  /** Accepts connections again on the same port. */
  heal(): Promise<void>;
  readonly online: boolean;
  close(): Promise<void>;
}

/** Headers that describe one hop's connection, not the message. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface BankAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startFaultyNetwork(upstream: Upstream): Promise<FaultyNetwork> {
  const ca = issueCertificate({ commonName: 'Faulty network test CA', usage: 'ca' });
  const leaf = issueCertificate({
    commonName: '127.0.0.1',
    usage: 'server',
    issuer: ca,
    ipAddresses: ['127.0.0.1'],
    dnsNames: ['localhost'],
  });
  // No keep-alive towards the bank either: each forwarded request is one bank connection.
  const bankAgent = new Agent({
    ca: upstream.caPem,
    cert: upstream.clientCertificate.certPem,
    key: upstream.clientCertificate.keyPem,
    rejectUnauthorized: true,
    keepAlive: false,
  });
  const bankUrl = new URL(upstream.baseUrl);
  const requests: RelayedRequest[] = [];
  const rules: FaultRule[] = [];

  function takeRule(method: string, path: string): FaultRule | undefined {
    const index = rules.findIndex((rule) => rule.method === method && rule.path === path);
    return index === -1 ? undefined : rules.splice(index, 1)[0];
  }

  function forward(req: IncomingMessage, body: Buffer): Promise<BankAnswer> {
    return new Promise((resolve, reject) => {
      const out = httpsRequest(
        {
          agent: bankAgent,
          hostname: bankUrl.hostname,
          port: bankUrl.port,
          method: req.method,
          path: req.url,
          headers: { ...endToEnd(req.headers), 'content-length': String(body.length) },
        },
        (answer) => {
          readAll(answer).then(
            (answerBody) =>
              resolve({
                status: answer.statusCode ?? 0,
                headers: answer.headers,
                body: answerBody,
              }),
            reject,
          );
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  async function relay(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const body = await readAll(req);
    const rule = takeRule(method, path);
    const seen: RelayedRequest = { method, path, body: body.toString('utf8'), fate: 'forwarded' };
    const idempotencyKey = req.headers['idempotencykey'];
    if (typeof idempotencyKey === 'string') seen.idempotencyKey = idempotencyKey;
    requests.push(seen);

    const cut = async (fate: Fate) => {
      seen.fate = fate;
      // Down first, then cut: the app's next attempt must already find the port closed.
      if (rule?.thenOffline) await goOffline();
      req.socket.destroy();
    };

    if (rule?.fault === 'lose-request') return cut('request-lost');
    let answer: BankAnswer;
    try {
      answer = await forward(req, body);
    } catch {
      // The bank could not be reached: the app hears it as a gateway failure.
      res.writeHead(502, { connection: 'close' }).end();
      return;
    }
    seen.status = answer.status;
    if (rule?.fault === 'lose-response') return cut('response-lost');
    res.writeHead(answer.status, {
      ...endToEnd(answer.headers),
      'content-length': String(answer.body.length),
      connection: 'close',
    });
    res.end(answer.body);
  }

  let server: Server | null = null;
  let port = 0;

  async function listen(): Promise<void> {
    const next = createServer(
      {
        key: leaf.keyPem,
        cert: leaf.certPem,
        // The app's client certificate is checked as the bank would: issued by the bank's CA.
        ca: upstream.caPem,
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        relay(req, res).catch(() => req.socket.destroy());
      },
    );
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        resolve();
      });
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  async function goOffline(): Promise<void> {
    const current = server;
    if (!current) return;
    server = null;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    current.closeAllConnections();
    await closed;
  }

  await listen();
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    caPem: ca.certPem,
    requests,
    failNext: (rule) => void rules.push(rule),
    goOffline,
    heal: async () => {
      if (!server) await listen();
    },
    get online() {
      return server !== null;
    },
    async close() {
      rules.length = 0;
      await goOffline();
      bankAgent.destroy();
    },
  };
}
