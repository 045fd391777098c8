import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import type { CreateBoletoRequest } from '../../../main/domain/wire/boletos.ts';
import {
  startSandbox,
  type RunningSandbox,
  type SandboxOptions,
} from '../../../main/sandbox/http/server.ts';

/** A sandbox started for one test file, called over real HTTPS trusting its generated CA. */
export interface TestSandbox {
  sandbox: RunningSandbox;
  dataDir: string;
  /** Agent that trusts the sandbox CA and presents the demo client certificate. */
  agent: Agent;
  /** Agent that trusts the sandbox CA but presents no client certificate. */
  agentWithoutCertificate: Agent;
  /** Moves the sandbox clock. */
  setNow(instant: Date): void;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** Stops the sandbox (keeping the data dir unless `removeData`). */
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

/** 2026-03-10 12:00 in São Paulo: the fixed "today" of most tests. */
export const TEST_NOW = new Date('2026-03-10T15:00:00.000Z');
export const TEST_TODAY = '2026-03-10';

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'balcao-sandbox-'));
  let now = TEST_NOW;
  const sandbox = await startSandbox({ demoData: false, now: () => now, ...options, dataDir });
  const ca = readFileSync(sandbox.caCert);
  const agent = new Agent({
    connect: { ca, cert: readFileSync(sandbox.clientCert), key: readFileSync(sandbox.clientKey) },
  });
  const agentWithoutCertificate = new Agent({ connect: { ca } });

  return {
    sandbox,
    dataDir,
    agent,
    agentWithoutCertificate,
    setNow: (instant) => (now = instant),
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = {
        ...(callOptions.credentials === false
          ? {}
          : { 'x-service-api-key': sandbox.apiKey, 'x-service-account-id': sandbox.accountId }),
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
    async stop(removeData = true) {
      await sandbox.close();
      await agent.close();
      await agentWithoutCertificate.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid create-boleto request (wallet 112, due in 20 days of TEST_NOW). */
export function boletoRequest(
  overrides: Partial<CreateBoletoRequest> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type: 'BANKSLIP',
    correlationId: randomUUID(),
    yourNumber: 'NF-0001',
    dueDate: '2026-03-30',
    Amount: 150.75,
    payer: {
      name: 'Maria da Silva',
      document: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: { prefix: '11', number: '987654321' },
      address: {
        zipCode: '01310100',
        publicPlace: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...overrides,
  };
}
