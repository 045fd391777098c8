import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../../main/app/core.ts';
import { dispatch, type Logger } from '../../main/ipc/registry.ts';
import { startWebTransport, type RunningWebTransport } from '../../main/ipc/web-transport.ts';
import { createServiceClient, type ServiceClient } from '../../main/service/http-client.ts';
import type {
  Channel,
  EventName,
  EventPayload,
  InputOf,
  OutputOf,
  Result,
} from '../../preload/contract/index.ts';
import { HEADER_NAMES } from './bank.ts';
import { keychainServiceFor, tempDir } from './folders.ts';

export {
  connectToBank,
  untilSynced,
  useKeyTransferRoute,
  type Bridge,
  type ConnectOptions,
} from './bank-profile.ts';

/** Tests read results, not log lines; a test that wants the lines passes its own logger. */
export const quietLog: Logger = { error: () => {}, warn: () => {}, info: () => {} };

export interface AppOptions {
  /** The data folder; kept on close when given (a restart reopens it), else temporary. */
  userDataDir?: string;
  /** The keyring entries' service; one of its own when omitted. */
  keychainService?: string;
  log?: Logger;
  version?: string;
}

/** The app as both transports see it: the real core behind the bridge's dispatch. */
export interface TestApp {
  core: AppCore;
  userDataDir: string;
  call<C extends Channel>(channel: C, input?: InputOf<C>): Promise<Result<OutputOf<C>>>;
  /** The value of a call that must succeed (fails the test with the error otherwise). */
  value<C extends Channel>(channel: C, input?: InputOf<C>): Promise<OutputOf<C>>;
  nextEvent<E extends EventName>(name: E, timeoutMs?: number): Promise<EventPayload<E>>;
  /** Every payload sent to the renderer so far, as JSON text (to look for leaked secrets). */
  sentToRenderer(): string;
  close(): Promise<void>;
}

/**
 * The app's main process without Electron: the real handlers over a real SQLite data folder
 * and the real OS keyring, on the local sandbox profile until told otherwise.
 */
export async function startApp(options: AppOptions = {}): Promise<TestApp> {
  const userDataDir = options.userDataDir ?? tempDir('balcao-app-');
  const log = options.log ?? quietLog;
  const core = await createAppCore({
    userDataDir,
    transport: 'web',
    version: options.version ?? 'test',
    log,
    keychainService: options.keychainService ?? keychainServiceFor('test'),
  });
  await core.startWork();
  const transcript: string[] = [];
  const unsubscribe = core.events.subscribe((name, payload) =>
    transcript.push(JSON.stringify({ name, payload })),
  );

  const call = async <C extends Channel>(channel: C, input?: InputOf<C>) => {
    const result = await dispatch(core.handlers, channel, input ?? {}, { transport: 'web' }, log);
    transcript.push(JSON.stringify(result));
    return result as Result<OutputOf<C>>;
  };

  return {
    core,
    userDataDir,
    call,
    async value(channel, input) {
      const result = await call(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
      return result.value;
    },
    nextEvent(name, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`No ${name} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = core.events.subscribe((event, payload) => {
          if (event !== name) return;
          clearTimeout(timer);
          stop();
          resolve(payload as EventPayload<typeof name>);
        });
      });
    },
    sentToRenderer: () => transcript.join('\n'),
    async close() {
      unsubscribe();
      await core.close();
      if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app's web transport in this process, as `npm run web` serves it, with a one-page renderer
 * (tests of the transport need a page to serve, not the built UI). `close` stops it and removes
 * that page.
 */
export async function serveWeb(app: TestApp): Promise<RunningWebTransport> {
  const staticDir = tempDir('balcao-static-');
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Balcão</title>');
  const web = await startWebTransport({
    handlers: app.core.handlers,
    events: app.core.events,
    staticDir,
    port: 0,
    log: quietLog,
  });
  return {
    ...web,
    async close() {
      await web.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * A client of the app's own local sandbox bank, as its other customers (the payers) reach it;
 * the caller closes it.
 */
export async function localBankClient(app: TestApp): Promise<ServiceClient> {
  const c = await app.core.localSandbox.connection();
  return createServiceClient({
    baseUrl: c.baseUrl,
    apiKey: c.apiKey,
    accountId: c.accountId,
    headerNames: HEADER_NAMES,
    ca: c.caPem,
    clientCertificate: c.clientCertificate,
  });
}
