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
import { HEADER_NAMES, type TestBank } from './bank.ts';
import { keychainServiceFor, tempDir } from './folders.ts';

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

/** Waits until no sync is running and one has completed. */
export async function untilSynced(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await app.value('sync:status');
    if (!status.running && status.lastSyncedAt) return;
    if (Date.now() > deadline) throw new Error('The first sync did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ConnectOptions {
  /** The profile's name, as the owner typed it. */
  name: string;
  /** Reach the bank through this relay (its address and the CA it presents) instead. */
  via?: { baseUrl: string; caPem: string };
  /** How long the sync after switching may take (a big account takes longer). */
  syncTimeoutMs?: number;
}

/**
 * Points the app at `bank` as an owner with an account does: a provider-sandbox profile, the API
 * key into the keyring, the client certificate imported (mutual TLS), the profile made active
 * and synced. Returns the profile's id.
 */
export async function connectToBank(
  app: TestApp,
  bank: TestBank,
  options: ConnectOptions,
): Promise<string> {
  const profile = await app.value('profiles:save', {
    name: options.name,
    kind: 'provider-sandbox',
    baseUrl: options.via?.baseUrl ?? bank.baseUrl,
    accountId: bank.accountId,
    caPem: (options.via?.caPem ?? bank.caPem).trim(),
  });
  await app.value('credentials:set-api-key', { profileId: profile.id, apiKey: bank.apiKey });
  await app.value('credentials:import-certificate', {
    profileId: profile.id,
    source: { kind: 'pem', ...bank.clientCertificate },
  });
  await app.value('profiles:activate', { id: profile.id });
  await untilSynced(app, options.syncTimeoutMs);
  return profile.id;
}

/**
 * Sets how the active profile pays a Pix key: `sdk-v2` (the default: looked up, then the v2
 * transfer) or `spec-v1` (the spec's `/v1/pix/transfers`, for a test of that route).
 */
export async function useKeyTransferRoute(
  app: TestApp,
  route: 'sdk-v2' | 'spec-v1',
): Promise<void> {
  const info = await app.value('app:get-info', {});
  const profile = info.profiles.find((p) => p.id === info.activeProfileId)!;
  if (profile.keyTransferRoute === route) return;
  await app.value('profiles:save', {
    id: profile.id,
    name: profile.name,
    kind: profile.kind === 'production' ? 'production' : 'provider-sandbox',
    baseUrl: profile.baseUrl,
    accountId: profile.accountId,
    caPem: profile.caPem,
    keyTransferRoute: route,
  });
  await untilSynced(app);
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
