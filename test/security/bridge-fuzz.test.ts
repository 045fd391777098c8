import fc from 'fast-check';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type HandlerTable, type Logger } from '../../main/ipc/registry.ts';
import {
  channels,
  operations,
  type AppError,
  type Channel,
  type InputOf,
} from '../../preload/contract/index.ts';
import { startApp, untilSynced, type TestApp } from '../support/app.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { recordFigures } from './figures.ts';
import { fuzzPayer, fuzzRuns, inputsFor, seedFor } from './fuzz-inputs.ts';

// Every channel of the contract (the table is iterated: a channel added later is fuzzed
// without a change here), through the real registry's dispatch of a real app core on a temp
// data folder — a fresh copy of one first-run folder per channel, so that what one channel
// created (hundreds of open Pix codes) does not slow the next — on the local sandbox profile (the bank is the embedded sandbox over loopback
// mTLS; anything that looks like a URL is rewritten to a closed loopback port). For every
// input: no throw, never `internal`, and every `validation` names at least one field. Each
// channel's seed passes its input schema and is tried first; the figures count, per channel,
// the inputs that passed input parsing and reached the handler — at least one must, or the
// channel was only ever fuzzed at its schema.
// Skipped without a D-Bus session: the credentials channels reach the keyring.

interface ChannelFigures {
  runs: number;
  /** Inputs that passed the contract's input schema and were handed to the handler. */
  reachedHandler: number;
  ms: number;
  outcomes: Record<string, number>;
}

const figures: Record<string, ChannelFigures> = {};
const logged: string[] = [];
const log: Logger = {
  error: (message, detail) => logged.push(`${message} ${String(detail)}`),
  warn: () => {},
  info: () => {},
};

function problem(error: AppError): string | null {
  if (error.code === 'internal') return `internal: ${error.message}`;
  if (error.code === 'validation') {
    const fields = Object.entries(error.fields ?? {});
    if (fields.length === 0) return 'validation without a field';
    if (fields.some(([name, messages]) => name === '' || messages.length === 0)) {
      return 'validation with an empty field entry';
    }
  }
  return null;
}

describe('bridge fuzzing seeds', () => {
  it.each(channels)('%s: the seed passes the channel’s input schema', (channel: Channel) => {
    const parsed = operations[channel].input.safeParse(seedFor(channel));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe.skipIf(keyringMissing)('bridge fuzzing', () => {
  let template: string;

  beforeAll(async () => {
    // The first run (sandbox certificates, demo data, first sync) once; each channel copies it.
    template = mkdtempSync(join(tmpdir(), 'balcao-fuzz-template-'));
    const first = await startApp({ userDataDir: template });
    await untilSynced(first);
    // The seeds' payer, saved as a customer: `customers:update` then updates a real one.
    await first.value('boletos:create', seedFor('boletos:create') as InputOf<'boletos:create'>);
    await first.value('customers:get', { document: fuzzPayer.document });
    await first.close();
  });

  async function withFreshApp(run: (app: TestApp) => Promise<void>): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-fuzz-'));
    cpSync(template, dir, { recursive: true });
    const app = await startApp({ userDataDir: dir });
    try {
      await run(app);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  afterAll(async () => {
    if (template) rmSync(template, { recursive: true, force: true });
    const total = Object.values(figures).reduce((sum, f) => sum + f.runs, 0);
    const ms = Object.values(figures).reduce((sum, f) => sum + f.ms, 0);
    const internal = Object.values(figures).reduce((s, f) => s + (f.outcomes['internal'] ?? 0), 0);
    const reachedHandler = Object.values(figures).reduce((s, f) => s + f.reachedHandler, 0);
    const fieldless = Object.values(figures).reduce(
      (s, f) => s + (f.outcomes['fieldless'] ?? 0),
      0,
    );
    recordFigures('bridge-fuzz', {
      runsPerChannel: fuzzRuns,
      channels: Object.keys(figures).length,
      total,
      reachedHandler,
      channelsNeverReached: Object.entries(figures)
        .filter(([, f]) => f.reachedHandler === 0)
        .map(([channel]) => channel),
      seconds: Math.round(ms / 100) / 10,
      internal,
      fieldless,
      perChannel: figures,
    });
  });

  it.each(channels)('%s: hostile inputs never get `internal`', async (channel: Channel) => {
    const outcomes: Record<string, number> = {};
    const started = performance.now();
    let runs = 0;
    let reachedHandler = 0;
    try {
      await withFreshApp(async (app) => {
        // The real handler, counted: dispatch calls it only once the input has parsed.
        const handler = app.core.handlers[channel] as (...args: unknown[]) => unknown;
        const handlers = {
          ...app.core.handlers,
          [channel]: (...args: unknown[]) => {
            reachedHandler++;
            return handler(...args);
          },
        } as HandlerTable;
        await fc.assert(
          fc.asyncProperty(inputsFor(channel), async (input) => {
            runs++;
            const result = await dispatch(handlers, channel, input, { transport: 'web' }, log);
            const wrong = result.ok ? null : problem(result.error);
            const outcome = result.ok
              ? 'ok'
              : wrong && result.error.code === 'validation'
                ? 'fieldless'
                : result.error.code;
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
            if (wrong) throw new Error(`${channel} ${wrong}`);
          }),
          // The seed first, as it is, then its mutations.
          { numRuns: fuzzRuns, endOnFailure: true, examples: [[seedFor(channel)]] },
        );
      });
    } finally {
      figures[channel] = { runs, reachedHandler, ms: performance.now() - started, outcomes };
    }
    expect(reachedHandler, `no input of ${channel} reached its handler`).toBeGreaterThan(0);
  });

  it('hostile channel values are refused without a throw', async () => {
    const hostile: unknown[] = [
      undefined,
      null,
      42,
      Symbol('boletos:list'),
      Object.create(null),
      { toString: () => 'boletos:list' },
      ['boletos:list'],
      '__proto__',
      'constructor',
      'toString',
      'boletos:list\u0000',
      '\uD800',
    ];
    await withFreshApp(async (app) => {
      for (const channel of hostile) {
        const result = await dispatch(app.core.handlers, channel, {}, { transport: 'web' }, log);
        expect(result.ok).toBe(false);
      }
    });
  });
});
