import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// Runs the project's own `.dependency-cruiser.cjs` through the same CLI as `npm run layers`,
// on two miniature trees of the repository's shape: every file in `bad/` breaks one rule,
// `clean/` follows them all. A rule that stopped biting (a regex typo, an `exclude` that
// hides node_modules, a Svelte file no longer parsed) fails here rather than waving
// violations through.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/layers/', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}
interface CruiseReport {
  modules: { source: string }[];
  summary: { violations: Violation[]; error: number };
}

async function cruise(tree: string): Promise<CruiseReport> {
  const args = [depcruise, 'main', 'preload', 'renderer'];
  args.push('--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json');
  // depcruise exits with the number of errors; the report on stdout is what we read.
  const stdout = await promisify(execFile)(process.execPath, args, {
    cwd: join(fixtures, tree),
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (done) => done.stdout,
    (failed: { stdout?: string; stderr?: string }) => {
      if (!failed.stdout) throw new Error(`depcruise failed on ${tree}: ${failed.stderr}`);
      return failed.stdout;
    },
  );
  return JSON.parse(stdout) as CruiseReport;
}

let bad: CruiseReport;
let clean: CruiseReport;
beforeAll(async () => {
  [bad, clean] = await Promise.all([cruise('bad'), cruise('clean')]);
}, 60_000);

describe('the layering rules (.dependency-cruiser.cjs)', () => {
  it.each([
    ['renderer-only-contract', 'renderer/bad.ts', /^main\/x\.ts$/],
    ['renderer-only-contract', 'renderer/Bad.svelte', /^main\/x\.ts$/],
    ['renderer-no-node', 'renderer/node.ts', /^fs$/],
    [
      'shared-renderer-not-to-features',
      'renderer/src/lib/shared.ts',
      /^renderer\/src\/features\/charges\/status\.ts$/,
    ],
    [
      'shared-renderer-not-to-features',
      'renderer/src/components/Shared.svelte',
      /^renderer\/src\/features\/charges\/status\.ts$/,
    ],
    ['sandbox-is-the-bank', 'main/sandbox/bad.ts', /^main\/cache\/x\.ts$/],
    ['http-edge-is-below-every-listener', 'main/http-edge/bad.ts', /^main\/cache\/x\.ts$/],
    ['contract-no-node', 'preload/contract/bad.ts', /^fs$/],
    ['contract-is-self-contained', 'preload/contract/outside.ts', /^main\/x\.ts$/],
    ['electron-only-in-the-shell', 'main/service/electron.ts', /node_modules\/electron\//],
    ['no-circular', 'main/domain/a.ts', /^main\/domain\/b\.ts$/],
    [
      'service-writes-through-the-pipeline',
      'main/app/boletos/handlers.ts',
      /^main\/service\/writes\/x\.ts$/,
    ],
    [
      'service-writes-through-the-pipeline',
      'main/app/events/event-receiver.ts',
      /^main\/service\/writes\/x\.ts$/,
    ],
  ])('%s: reports %s', (rule, from, to) => {
    const found = bad.summary.violations.filter((v) => v.rule.name === rule && v.from === from);
    expect(found, JSON.stringify(bad.summary.violations, null, 2)).toHaveLength(1);
    expect(found[0]?.to).toMatch(to);
    expect(found[0]?.rule.severity).toBe('error');
  });

  it('reports nothing but the planted violations', () => {
    const reported = bad.summary.violations.map((v) => `${v.rule.name} ${v.from}`).sort();
    expect(reported).toEqual([
      'contract-is-self-contained preload/contract/outside.ts',
      'contract-no-node preload/contract/bad.ts',
      'electron-only-in-the-shell main/service/electron.ts',
      'http-edge-is-below-every-listener main/http-edge/bad.ts',
      'no-circular main/domain/a.ts',
      'renderer-no-node renderer/node.ts',
      'renderer-only-contract renderer/Bad.svelte',
      'renderer-only-contract renderer/bad.ts',
      'sandbox-is-the-bank main/sandbox/bad.ts',
      'service-writes-through-the-pipeline main/app/boletos/handlers.ts',
      'service-writes-through-the-pipeline main/app/events/event-receiver.ts',
      'shared-renderer-not-to-features renderer/src/components/Shared.svelte',
      'shared-renderer-not-to-features renderer/src/lib/shared.ts',
    ]);
  });

  it('passes a tree that keeps the layers (electron in main/index.ts, zod in the contract, service writes from the pipeline, the HTTP edge under the sandbox and ipc, features on shared components)', () => {
    expect(clean.summary.violations).toEqual([]);
    // The clean tree was actually read, its Svelte component included.
    expect(clean.modules.map((m) => m.source)).toEqual(
      expect.arrayContaining([
        'main/app/events/event-journal.ts',
        'main/app/boletos/ok.write.ts',
        'main/http-edge/ok.ts',
        'main/ipc/ok.ts',
        'main/index.ts',
        'main/sandbox/ok.ts',
        'main/service/writes/ok.ts',
        'preload/contract/ok.ts',
        'renderer/Ok.svelte',
        'renderer/ok.ts',
        'renderer/src/components/Chip.svelte',
        'renderer/src/features/charges/List.svelte',
        'renderer/src/lib/status.ts',
      ]),
    );
  });
});
