import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const script = fileURLToPath(new URL('./soak/statement-gc.soak.ts', import.meta.url));

describe('statement lifetime soak', () => {
  // A child process, because only a process started with --expose-gc can force collection,
  // and a native crash must fail this test rather than kill the test runner.
  it('survives thousands of prepared-and-dropped statements with forced GC', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', script, folder.file()], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, SOAK_ROUNDS: '4000' },
    });
    expect(child.signal, child.stderr).toBeNull();
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout.trim().split('\n').at(-1)!)).toEqual({
      ok: true,
      statements: 16000 + 8 * 21,
    });
  });
});
