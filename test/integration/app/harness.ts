import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../../../main/app/core.ts';
import { dispatch, type Logger } from '../../../main/ipc/registry.ts';
import type {
  Channel,
  EventName,
  EventPayload,
  InputOf,
  OutputOf,
  Result,
} from '../../../preload/contract/index.ts';

const quietLog: Logger = { error: () => {}, warn: () => {}, info: () => {} };

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

export async function startTestApp(
  options: { keychainService?: string; userDataDir?: string } = {},
): Promise<TestApp> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'balcao-app-'));
  const core = await createAppCore({
    userDataDir,
    transport: 'web',
    version: 'test',
    log: quietLog,
    keychainService: options.keychainService ?? `Balcão-test-${randomUUID()}`,
  });
  const transcript: string[] = [];
  const unsubscribe = core.events.subscribe((name, payload) =>
    transcript.push(JSON.stringify({ name, payload })),
  );

  const call = async <C extends Channel>(channel: C, input?: InputOf<C>) => {
    const result = await dispatch(
      core.handlers,
      channel,
      input ?? {},
      { transport: 'web' },
      quietLog,
    );
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

/** A valid boleto input, due in a month; tests change one thing at a time. */
export function validBoleto(overrides: Record<string, unknown> = {}) {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    type: 'BANKSLIP' as const,
    yourNumber: 'NF-2001',
    dueDate: due,
    amountCents: 25_990,
    payer: { name: 'Padaria Pão Quente Ltda', document: '11.222.333/0001-81' },
    ...overrides,
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
