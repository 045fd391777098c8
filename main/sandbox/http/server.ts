import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  clientCertificateProblem,
  hasValidCredentials,
  requiresClientCertificate,
} from './auth.ts';
import { ensureSandboxCertificates } from './certs.ts';
import { insertDemoBoletos } from '../boletos/demo-data.ts';
import { expireOverdueBoletos } from '../boletos/expiry.ts';
import { insertDemoPixQrCodes } from '../pix/pix-demo-data.ts';
import { insertDemoPixKeys } from '../payments/pix-key-demo-data.ts';
import { readJsonBody, refuseBody } from '../../http-edge/body.ts';
import { answerClientErrors, parseRequestTarget } from '../../http-edge/client-errors.ts';
import { sendReply } from '../../http-edge/reply.ts';
import { withFaults, type FaultPlan } from './faults.ts';
import { newTraceId, problemReply } from './problems.ts';
import type { Reply } from './reply.ts';
import { createRouter } from './router.ts';
import { resolveSandboxIdentity, type SandboxIdentity } from '../identity.ts';
import { sandboxRoutes } from '../routes.ts';
import { DEFAULT_SANDBOX_SHAPES, type SandboxShapes } from '../shapes.ts';
import { SandboxStore } from '../store.ts';
import { startWebhookDeliveries, type WebhookDeliveryOptions } from '../webhooks/delivery-queue.ts';
import { settleSentPayments, startSettlementSweeps } from '../payments/settle-sent.ts';
import { initialSettleDelay, setSettleDelay } from '../payments/settlement.ts';

export interface SandboxOptions {
  /** Folder of the sandbox's state: SQLite file and certificates (kept across runs). */
  dataDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Credentials to accept; generated on first start and persisted when omitted. */
  apiKey?: string;
  accountId?: string;
  /** HTTPS with the sandbox CA (default). Plain HTTP cannot serve `/v1/pix` (mutual TLS). */
  tls?: boolean;
  /** The bank's clock; tests inject one to move through due dates and expiry. */
  now?: () => Date;
  /** Insert demo boletos, and demo Pix QR codes, when the account has none (default true). */
  demoData?: boolean;
  /** One line per request (method, path, status, time); never credentials or bodies. */
  log?: (line: string) => void;
  /** Webhook delivery tunables (tests shorten the retry schedule). */
  webhooks?: WebhookDeliveryOptions;
  /**
   * How long (ms, on the sandbox clock) a payment, transfer or refund stays `processing`;
   * default `BALCAO_SANDBOX_SETTLE_MS` from the environment, else 5 s (../payments/settlement.ts).
   */
  settleMs?: number;
  /** Test-only: a flaky bank (./faults.ts). Never set by `npm run sandbox` or the app. */
  faults?: FaultPlan;
  /**
   * Shapes answered where the spec is silent (../shapes.ts): `sdk` (default) as the operator's
   * SDK reads them, `legacy` as this sandbox answered before.
   */
  shapes?: SandboxShapes;
}

/** A running sandbox: where it listens, how to call it, and how to stop it. */
export interface RunningSandbox {
  baseUrl: string;
  apiKey: string;
  accountId: string;
  /** Paths of PEM files: the CA to trust, and the demo account's client certificate and key. */
  caCert: string;
  clientCert: string;
  clientKey: string;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the local sandbox: a real HTTP(S) server on 127.0.0.1 that stands for the bank
 * (service-spec: boletos, Pix QR codes and charges; `/_sandbox/...` for its own payment
 * simulator). State lives in `dataDir` and survives restarts.
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const now = options.now ?? (() => new Date());
  const host = options.host ?? '127.0.0.1';
  const tls = options.tls ?? true;
  const certificates = await ensureSandboxCertificates(join(options.dataDir, 'certs'));
  const store = SandboxStore.open(options.dataDir);
  try {
    const identity = resolveSandboxIdentity(store, options);
    if (options.demoData ?? true) {
      await insertDemoBoletos(store, identity.accountId, now());
      insertDemoPixQrCodes(store, identity.accountId, now());
      insertDemoPixKeys(store, identity.accountId, now());
    }

    const handle = withFaults(
      requestHandler({
        store,
        identity,
        now,
        log: options.log,
        shapes: options.shapes ?? DEFAULT_SANDBOX_SHAPES,
      }),
      options.faults,
    );
    setSettleDelay(store, initialSettleDelay(options.settleMs));
    const deliveries = startWebhookDeliveries(store, { log: options.log, ...options.webhooks });
    const stopSweeps = startSettlementSweeps(
      { store, accountId: identity.accountId },
      now,
      options.log,
    );
    const server: Server = tls
      ? createHttpsServer(
          {
            key: readFileSync(certificates.serverKey),
            cert: readFileSync(certificates.serverCert),
            ca: readFileSync(certificates.caCert),
            // Ask every client for a certificate but let the handshake through without one:
            // only /v1/pix paths require it, and that is decided per request.
            requestCert: true,
            rejectUnauthorized: false,
          },
          handle,
        )
      : createHttpServer(handle);
    options.faults?.attach(server);
    // Long enough for a client's pooled connection to be reused between calls.
    server.keepAliveTimeout = 30_000;
    answerClientErrors(server);
    await listen(server, options.port ?? 0, host);

    const { port } = server.address() as AddressInfo;
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    return {
      baseUrl: `${tls ? 'https' : 'http'}://${hostInUrl}:${port}`,
      apiKey: identity.apiKey,
      accountId: identity.accountId,
      caCert: certificates.caCert,
      clientCert: certificates.clientCert,
      clientKey: certificates.clientKey,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        stopSweeps();
        await deliveries.close();
        store.close();
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

interface HandlerDeps {
  store: SandboxStore;
  identity: SandboxIdentity;
  now: () => Date;
  log: ((line: string) => void) | undefined;
  shapes: SandboxShapes;
}

const route = createRouter(sandboxRoutes);

/** Largest request body the sandbox reads; a boleto is a few kilobytes. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Where request targets are resolved; only the path and query are read. */
const TARGET_BASE = 'https://sandbox.invalid';

function requestHandler(deps: HandlerDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const traceId = newTraceId();
    const path = parseRequestTarget(req.url, TARGET_BASE)?.pathname ?? '(unreadable target)';
    // `dispatch` is async: whatever it throws becomes a rejection handled below, never an
    // exception that ends the process.
    dispatch(req, traceId, deps)
      .catch((error: unknown) => {
        deps.log?.(
          `internal error ${traceId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return problemReply(traceId, 500, 'The sandbox failed; see its log.');
      })
      .then((reply) => {
        if (!sendReply(res, reply)) return;
        deps.log?.(
          `${req.method} ${path} → ${reply.status} (${(performance.now() - started).toFixed(1)} ms)`,
        );
      });
  };
}

/**
 * One request, in order: client certificate (`/v1/pix` only), credentials, route, body,
 * expiry sweep, handler.
 */
async function dispatch(req: IncomingMessage, traceId: string, deps: HandlerDeps): Promise<Reply> {
  const url = parseRequestTarget(req.url, TARGET_BASE);
  if (!url) {
    req.resume();
    return problemReply(traceId, 400, 'The request target is not a valid URL path.');
  }
  const method = req.method ?? 'GET';

  if (requiresClientCertificate(url.pathname)) {
    const problem = clientCertificateProblem(req.socket);
    if (problem) {
      req.resume();
      return problemReply(
        traceId,
        401,
        `A client certificate issued by the sandbox CA is required on /v1/pix (mutual TLS): ${problem}.`,
      );
    }
  }
  if (!hasValidCredentials(req.headers, deps.identity)) {
    req.resume();
    return problemReply(
      traceId,
      401,
      'Missing or wrong x-service-api-key or x-service-account-id.',
    );
  }

  const match = route(method, url.pathname);
  if (match.kind !== 'found') {
    req.resume();
    return match.kind === 'not_found'
      ? problemReply(traceId, 404, `No resource at ${method} ${url.pathname}.`)
      : { ...problemReply(traceId, 405), headers: { allow: match.allowed.join(', ') } };
  }

  const body = await readJsonBody(req, { maxBytes: MAX_BODY_BYTES });
  if (body.kind !== 'none' && body.kind !== 'json') return refuseBody(body, traceId);

  const now = deps.now();
  expireOverdueBoletos(deps.store, deps.identity.accountId, now);
  // Immediate codes past expiresAt → EXPIRED, due-date codes past their deadline → CANCELLED.
  deps.store.pix.expireActiveBefore(deps.identity.accountId, now.toISOString());
  // Payments settled by now are told of before anything reads them.
  settleSentPayments({ store: deps.store, accountId: deps.identity.accountId }, now);
  return match.handler({
    method,
    path: url.pathname,
    query: url.searchParams,
    params: match.params,
    headers: req.headers,
    body: body.kind === 'json' ? body.value : undefined,
    traceId,
    accountId: deps.identity.accountId,
    now,
    store: deps.store,
    shapes: deps.shapes,
  });
}
