import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../sandbox/http/server.ts';

/** What the app needs to call the embedded sandbox: where, with what, trusting which CA. */
export interface LocalSandboxConnection {
  baseUrl: string;
  apiKey: string;
  accountId: string;
  caPem: string;
  clientCertificate: { certPem: string; keyPem: string };
}

export interface LocalSandboxOptions {
  userDataDir: string;
  /** 0 (default) picks a free port on the first start. */
  port?: number;
  log?: (line: string) => void;
}

/**
 * The "Local sandbox" profile's bank: the sandbox server started inside the app, on first
 * use, with its state in `<userData>/sandbox`. Its demo credentials are not secrets (anyone
 * with the app has the same sandbox), so they do not go through the keychain.
 *
 * It can be paused and resumed (to see how the app behaves offline); it comes back on the
 * same port, so the profile's address does not change while the app runs.
 */
export class LocalSandbox {
  readonly #options: LocalSandboxOptions;
  #running: Promise<RunningSandbox> | null = null;
  #connection: LocalSandboxConnection | null = null;
  #starting: Promise<void> | null = null;

  constructor(options: LocalSandboxOptions) {
    this.#options = options;
  }

  get isRunning(): boolean {
    return this.#running !== null;
  }

  /** Where the sandbox is (or was, while paused). Starts it on first use. */
  async connection(): Promise<LocalSandboxConnection> {
    if (!this.#connection) await this.start();
    return this.#connection!;
  }

  /** Starts the sandbox; concurrent callers share one start, connection details included. */
  start(): Promise<void> {
    this.#starting ??= this.#start().finally(() => {
      this.#starting = null;
    });
    return this.#starting;
  }

  async #start(): Promise<void> {
    if (this.#running) {
      await this.#running;
      return;
    }
    const port = this.#connection ? Number(new URL(this.#connection.baseUrl).port) : undefined;
    this.#running = startSandbox({
      dataDir: join(this.#options.userDataDir, 'sandbox'),
      port: port ?? this.#options.port ?? 0,
      ...(this.#options.log ? { log: this.#options.log } : {}),
    });
    let running: RunningSandbox;
    try {
      running = await this.#running;
    } catch (error) {
      this.#running = null;
      throw error;
    }
    if (!this.#connection) {
      const [caPem, certPem, keyPem] = await Promise.all([
        readFile(running.caCert, 'utf8'),
        readFile(running.clientCert, 'utf8'),
        readFile(running.clientKey, 'utf8'),
      ]);
      this.#connection = {
        baseUrl: running.baseUrl,
        apiKey: running.apiKey,
        accountId: running.accountId,
        caPem,
        clientCertificate: { certPem, keyPem },
      };
    }
  }

  async stop(): Promise<void> {
    const running = this.#running;
    this.#running = null;
    if (running) await (await running).close();
  }
}
