import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalSandbox } from '../../../main/app/profiles/local-sandbox.ts';

describe('the embedded local sandbox', () => {
  it('answers concurrent first uses with one start and the same connection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-local-sandbox-'));
    const sandbox = new LocalSandbox({ userDataDir: dir });
    try {
      const [a, b, c] = await Promise.all([
        sandbox.connection(),
        sandbox.connection(),
        sandbox.start().then(() => sandbox.connection()),
      ]);
      expect(a.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(b).toBe(a);
      expect(c).toBe(a);
      expect(a.caPem).toContain('BEGIN CERTIFICATE');
    } finally {
      await sandbox.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes back on the same address after a pause', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-local-sandbox-'));
    const sandbox = new LocalSandbox({ userDataDir: dir });
    try {
      const before = await sandbox.connection();
      await sandbox.stop();
      expect(sandbox.isRunning).toBe(false);
      await sandbox.start();
      expect(sandbox.isRunning).toBe(true);
      expect((await sandbox.connection()).baseUrl).toBe(before.baseUrl);
    } finally {
      await sandbox.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
