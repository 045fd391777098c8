import Database from 'better-sqlite3';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import type { FaultPlan } from '../../main/sandbox/http/faults.ts';
import {
  startSandbox,
  type RunningSandbox,
  type SandboxOptions,
} from '../../main/sandbox/http/server.ts';
import { SANDBOX_DATABASE_FILE } from '../../main/sandbox/store.ts';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../../main/service/http-client.ts';
import { receiveSandboxPix } from '../../main/service/payments.ts';
import type { AppError } from '../../preload/contract/errors.ts';
import { tempDir } from './folders.ts';

/** Header names of the spec (the real interface carries the operator's brand in them). */
export const HEADER_NAMES = { apiKey: 'x-service-api-key', accountId: 'x-service-account-id' };

/**
 * How a test wants its bank: the local sandbox as `npm run sandbox` runs it, with no demo data
 * unless asked, in a folder of its own, on a free port.
 */
export interface BankOptions extends Partial<
  Pick<
    SandboxOptions,
    'tls' | 'shapes' | 'faults' | 'apiKey' | 'accountId' | 'webhooks' | 'settleMs'
  >
> {
  /** The bank's state (SQLite file, certificates); a temporary folder when omitted. */
  dataDir?: string;
  /** Demo boletos and Pix codes on an empty account (default false: tests count what they make). */
  demoData?: boolean;
  /**
   * The bank's clock stands at this instant until moved (`setNow`, `advance`); without it the
   * clock follows real time until moved.
   */
  clock?: Date;
  /** Runs on the data folder before the bank starts (to seed its database). */
  prepare?: (dataDir: string) => void;
}

/** A bank started for a test, and the ways a test talks to it. */
export interface TestBank {
  /** The sandbox as main/sandbox starts it. */
  sandbox: RunningSandbox;
  baseUrl: string;
  apiKey: string;
  accountId: string;
  dataDir: string;
  /** The CA to trust, and the demo account's client certificate (PEM text). */
  caPem: string;
  clientCertificate: { certPem: string; keyPem: string };
  /** The fault plan it was started with (a flaky bank), if any. */
  faults: FaultPlan | undefined;
  /** Trusts the bank's CA and presents the client certificate (mutual TLS). */
  agent: Agent;
  /** Trusts the bank's CA but presents no client certificate. */
  agentWithoutCertificate: Agent;
  /** A service client as the app configures one (mutual TLS, fast retries), made on first use. */
  client: ServiceClient;
  /** Another service client; `overrides` replace any field (`clientCertificate: undefined`: none). */
  newClient(overrides?: Partial<ServiceClientConfig>): ServiceClient;
  /** One raw HTTP exchange with the bank, credentials included unless told otherwise. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** The bank's own database, read only (what really happened at the bank), opened on first use. */
  db: Database.Database;
  setNow(instant: Date): void;
  /** Moves the clock by `ms`. */
  advance(ms: number): void;
  now(): Date;
  /** Stops the bank, and removes its data folder unless `removeData` is false. */
  stop(removeData?: boolean): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text, sent as is (malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** false: no credential headers. */
  credentials?: boolean;
  agent?: Agent;
}

export interface CallResult {
  status: number;
  contentType: string;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export async function startBank(options: BankOptions = {}): Promise<TestBank> {
  const { dataDir: givenDir, demoData = false, clock, prepare, ...sandboxOptions } = options;
  const dataDir = givenDir ?? tempDir('balcao-bank-');
  prepare?.(dataDir);
  let fixed: Date | undefined = clock;
  const now = () => fixed ?? new Date();
  const sandbox = await startSandbox({ ...sandboxOptions, dataDir, port: 0, demoData, now });

  const caPem = readFileSync(sandbox.caCert, 'utf8');
  const clientCertificate = {
    certPem: readFileSync(sandbox.clientCert, 'utf8'),
    keyPem: readFileSync(sandbox.clientKey, 'utf8'),
  };
  const agent = new Agent({
    connect: { ca: caPem, cert: clientCertificate.certPem, key: clientCertificate.keyPem },
  });
  const agentWithoutCertificate = new Agent({ connect: { ca: caPem } });
  const clients: ServiceClient[] = [];
  const newClient = (overrides: Partial<ServiceClientConfig> = {}) => {
    const client = createServiceClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.apiKey,
      accountId: sandbox.accountId,
      headerNames: HEADER_NAMES,
      ca: caPem,
      clientCertificate,
      retry: { baseDelayMs: 10 },
      ...overrides,
    });
    clients.push(client);
    return client;
  };
  let client: ServiceClient | undefined;
  let db: Database.Database | undefined;

  return {
    sandbox,
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    accountId: sandbox.accountId,
    dataDir,
    caPem,
    clientCertificate,
    faults: options.faults,
    agent,
    agentWithoutCertificate,
    get client() {
      return (client ??= newClient());
    },
    newClient,
    get db() {
      return (db ??= new Database(join(dataDir, SANDBOX_DATABASE_FILE), { readonly: true }));
    },
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = {
        ...(callOptions.credentials === false
          ? {}
          : { [HEADER_NAMES.apiKey]: sandbox.apiKey, [HEADER_NAMES.accountId]: sandbox.accountId }),
        ...(callOptions.body !== undefined || callOptions.rawBody !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...callOptions.headers,
      };
      const response = await request(`${sandbox.baseUrl}${path}`, {
        method: method as 'GET',
        headers,
        dispatcher: callOptions.agent ?? agent,
        ...(callOptions.rawBody !== undefined
          ? { body: callOptions.rawBody }
          : callOptions.body !== undefined
            ? { body: JSON.stringify(callOptions.body) }
            : {}),
      });
      const text = await response.body.text();
      const contentType = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        contentType,
        text,
        json: contentType.includes('json') && text ? JSON.parse(text) : undefined,
      };
    },
    setNow: (instant) => (fixed = instant),
    advance: (ms) => (fixed = new Date(now().getTime() + ms)),
    now,
    async stop(removeData = true) {
      db?.close();
      await Promise.all(clients.map((c) => c.close()));
      await sandbox.close();
      await agent.close();
      await agentWithoutCertificate.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Pix arriving on the bank's account, made with the bank's own sandbox tool
 * (`POST /_sandbox/pix/receive`) straight to the bank: an app under test only learns of it the
 * way an owner would, by the end-to-end id the statement shows.
 */
export function receiveAtTheBank(
  bank: TestBank,
  amountCents: number,
  payer = { name: 'Maria da Silva', document: '52998224725' },
): Promise<{ endToEndId: string; amountCents: number; paidAt: string }> {
  return receiveSandboxPix(bank.client, { amountCents, payer });
}

/** Runs `work` (a service client's call) and returns the AppFailure's error it must throw. */
export async function failureOf(work: () => Promise<unknown>): Promise<AppError> {
  try {
    await work();
  } catch (failure) {
    const error = (failure as { error?: unknown }).error;
    if (error) return error as AppError;
    throw failure;
  }
  throw new Error('expected a failure, got success');
}
