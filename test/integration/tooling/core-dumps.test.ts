import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCoreDumps } from '../../../scripts/test-summary/core-dumps.ts';

// npm test reads the stack of a test process that crashed in native code from its core file.
// Here a real Node process crashes (SIGSEGV) in a folder of its own, and the summary's reader
// must name the crash and delete the file. It needs gdb and core files written as plain files
// into the crashed process's folder (.ci/run installs gdb; a core_pattern that pipes to a
// crash collector writes none).
const corePattern = existsSync('/proc/sys/kernel/core_pattern')
  ? readFileSync('/proc/sys/kernel/core_pattern', 'utf8').trim()
  : '';
const gdbMissing = spawnSync('gdb', ['--version']).error !== undefined;
const cannotDump = process.platform !== 'linux' || corePattern.startsWith('|') || gdbMissing;

describe.skipIf(cannotDump)('core files of crashed test processes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'balcao-core-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names the crashed program and its stack, then deletes the core file', () => {
    const crash = spawnSync(
      'bash',
      [
        '-c',
        'ulimit -c unlimited && exec "$0" -e "process.kill(process.pid, \'SIGSEGV\')"',
        process.execPath,
      ],
      { cwd: folder },
    );
    expect(crash.signal).toBe('SIGSEGV');
    expect(readdirSync(folder).some((name) => /^core/.test(name))).toBe(true);

    const crashes = readCoreDumps(folder);

    expect(crashes).toHaveLength(1);
    expect(crashes[0]).toMatch(/dumped core: .*kill.*node::Kill/);
    expect(readdirSync(folder)).toEqual([]);
  });
});
