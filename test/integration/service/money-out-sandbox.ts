import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startSandbox,
  type RunningSandbox,
  type SandboxOptions,
} from '../../../main/sandbox/http/server.ts';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../../../main/service/http-client.ts';
import { HEADER_NAMES } from './sandbox-client.ts';

/** 2026-03-10 12:00 in São Paulo: the fixed "today" of the money-out tests. */
export const MONEY_NOW = new Date('2026-03-10T15:00:00.000Z');

/**
 * A sandbox on its own clock in a temporary folder (no demo data), and clients that trust its
 * CA and present its client certificate (mutual TLS) unless told otherwise.
 */
export interface MoneyOutSandbox {
  sandbox: RunningSandbox;
  caPem: string;
  clientCertificate: { certPem: string; keyPem: string };
  client: ServiceClient;
  newClient(overrides?: Partial<ServiceClientConfig>): ServiceClient;
  setNow(instant: Date): void;
  /** Moves the sandbox clock by `ms`. */
  advance(ms: number): void;
  now(): Date;
  stop(): Promise<void>;
}

export async function startMoneyOutSandbox(
  options: Pick<SandboxOptions, 'shapes'> = {},
): Promise<MoneyOutSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-money-out-'));
  let now = MONEY_NOW;
  const sandbox = await startSandbox({
    dataDir,
    port: 0,
    demoData: false,
    now: () => now,
    ...options,
  });
  const caPem = readFileSync(sandbox.caCert, 'utf8');
  const clientCertificate = {
    certPem: readFileSync(sandbox.clientCert, 'utf8'),
    keyPem: readFileSync(sandbox.clientKey, 'utf8'),
  };
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
  return {
    sandbox,
    caPem,
    clientCertificate,
    client: newClient(),
    newClient,
    setNow: (instant) => (now = instant),
    advance: (ms) => (now = new Date(now.getTime() + ms)),
    now: () => now,
    async stop() {
      await Promise.all(clients.map((client) => client.close()));
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A payer with valid check digits. */
export const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };
