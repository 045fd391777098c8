import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppError } from '../../../preload/contract/errors.ts';
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

/** Header names of the spec (the real interface carries the operator's brand in them). */
export const HEADER_NAMES = { apiKey: 'x-service-api-key', accountId: 'x-service-account-id' };

/** A sandbox in its own temporary folder, on a free port, with no demo data. */
export interface TestSandbox {
  sandbox: RunningSandbox;
  dataDir: string;
  caPem: string;
  clientCertificate: { certPem: string; keyPem: string };
  /** A client of this sandbox trusting its CA; `overrides` replace any config field. */
  client(overrides?: Partial<ServiceClientConfig>): ServiceClient;
  stop(): Promise<void>;
}

export async function startTestSandbox(
  options: Pick<SandboxOptions, 'shapes' | 'now'> & {
    /** Runs on the data folder before the sandbox starts (to seed its database). */
    prepare?: (dataDir: string) => void;
  } = {},
): Promise<TestSandbox> {
  const { prepare, ...sandboxOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-service-'));
  prepare?.(dataDir);
  const sandbox = await startSandbox({ dataDir, port: 0, demoData: false, ...sandboxOptions });
  const caPem = readFileSync(sandbox.caCert, 'utf8');
  const clientCertificate = {
    certPem: readFileSync(sandbox.clientCert, 'utf8'),
    keyPem: readFileSync(sandbox.clientKey, 'utf8'),
  };
  const clients: ServiceClient[] = [];
  return {
    sandbox,
    dataDir,
    caPem,
    clientCertificate,
    client(overrides = {}) {
      const client = createServiceClient({
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        accountId: sandbox.accountId,
        headerNames: HEADER_NAMES,
        ca: caPem,
        retry: { baseDelayMs: 10 },
        ...overrides,
      });
      clients.push(client);
      return client;
    },
    async stop() {
      await Promise.all(clients.map((client) => client.close()));
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` and returns the AppFailure's error it must throw. */
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
