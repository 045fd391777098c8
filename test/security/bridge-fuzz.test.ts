import fc from 'fast-check';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type Logger } from '../../main/ipc/registry.ts';
import { channels, type AppError, type Channel } from '../../preload/contract/index.ts';
import { startTestApp, untilSynced, type TestApp } from '../integration/app/harness.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { recordFigures } from './figures.ts';
import { fuzzRuns, inputsFor } from './fuzz-inputs.ts';

// Every channel of the contract (the table is iterated: a channel added later is fuzzed
// without a change here), through the real registry's dispatch of a real app core on a temp
// data folder — a fresh copy of one first-run folder per channel, so that what one channel
// created (hundreds of open Pix codes) does not slow the next — on the local sandbox profile (the bank is the embedded sandbox over loopback
// mTLS; anything that looks like a URL is rewritten to a closed loopback port). For every
// input: no throw, never `internal`, and every `validation` names at least one field.
// Skipped without a D-Bus session: the credentials channels reach the keyring.

interface ChannelFigures {
  runs: number;
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

describe.skipIf(keyringMissing)('bridge fuzzing', () => {
  let template: string;

  beforeAll(async () => {
    // The first run (sandbox certificates, demo data, first sync) once; each channel copies it.
    template = mkdtempSync(join(tmpdir(), 'balcao-fuzz-template-'));
    const first = await startTestApp({ userDataDir: template });
    await untilSynced(first);
    await first.close();
  });

  async function withFreshApp(run: (app: TestApp) => Promise<void>): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-fuzz-'));
    cpSync(template, dir, { recursive: true });
    const app = await startTestApp({ userDataDir: dir });
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
    const fieldless = Object.values(figures).reduce(
      (s, f) => s + (f.outcomes['fieldless'] ?? 0),
      0,
    );
    recordFigures('bridge-fuzz', {
      runsPerChannel: fuzzRuns,
      channels: Object.keys(figures).length,
      total,
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
    try {
      await withFreshApp(async (app) => {
        await fc.assert(
          fc.asyncProperty(inputsFor(channel), async (input) => {
            runs++;
            const result = await dispatch(
              app.core.handlers,
              channel,
              input,
              { transport: 'web' },
              log,
            );
            const wrong = result.ok ? null : problem(result.error);
            const outcome = result.ok
              ? 'ok'
              : wrong && result.error.code === 'validation'
                ? 'fieldless'
                : result.error.code;
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
            if (wrong) throw new Error(`${channel} ${wrong}`);
          }),
          { numRuns: fuzzRuns, endOnFailure: true },
        );
      });
    } finally {
      figures[channel] = { runs, ms: performance.now() - started, outcomes };
    }
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
