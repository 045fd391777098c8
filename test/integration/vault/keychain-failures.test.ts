import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { installed, canStartKeyring, isolatedEnv } from './keyring-session.ts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const child = fileURLToPath(new URL('./keychain-child.ts', import.meta.url));
const withKeyring = join(repo, 'scripts/with-keyring.sh');

type Outcome =
  | { ok: true; value?: unknown }
  | { ok: false; error?: { code: string; key?: string; message: string } };

async function childOutcomes(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const { stdout } = await run(command, args, { env, cwd: repo, timeout: 30_000 });
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  expect(lastLine).not.toContain('segredo-que-nunca-aparece');
  return JSON.parse(lastLine) as Record<string, Outcome>;
}

function expectKeychainError(outcome: Outcome | undefined, key: string) {
  expect(outcome).toMatchObject({ ok: false, error: { code: 'keychain', key } });
}

describe.skipIf(process.platform !== 'linux')(
  'keychain failures are explicit, never "no key stored"',
  () => {
    it('reports a bus that cannot be reached as unavailable', async () => {
      const outcomes = await childOutcomes(
        process.execPath,
        [child, 'Balcão-test-nobus', 'read-write'],
        isolatedEnv({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' }),
      );
      for (const operation of ['get', 'set', 'delete']) {
        expectKeychainError(outcomes[operation], 'error.keychain.unavailable');
      }
      expect(JSON.stringify(outcomes)).toContain('Could not connect');
    });

    it.skipIf(!installed('dbus-run-session'))(
      'reports a bus without a Secret Service as unavailable',
      async () => {
        // A session bus like the stock one minus <servicedir>: it can activate nothing, so no
        // gnome-keyring steps in on demand.
        const dir = await mkdtemp(join(tmpdir(), 'balcao-bare-bus-'));
        try {
          const config = join(dir, 'session.conf');
          await writeFile(
            config,
            `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=${dir}</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`,
          );
          const outcomes = await childOutcomes(
            'dbus-run-session',
            [
              `--config-file=${config}`,
              '--',
              process.execPath,
              child,
              'Balcão-test-bare',
              'read-write',
            ],
            isolatedEnv(),
          );
          for (const operation of ['get', 'set', 'delete']) {
            expectKeychainError(outcomes[operation], 'error.keychain.unavailable');
          }
          expect(JSON.stringify(outcomes)).toContain('was not provided by any .service files');
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );

    it.skipIf(!canStartKeyring)(
      'reports a locked keyring as locked, also where reads would say "not found"',
      async () => {
        // A keyring of its own (a fresh session via the script), so locking it cannot disturb
        // the other tests that share this run's keyring.
        const outcomes = await childOutcomes(
          'bash',
          [withKeyring, process.execPath, child, 'Balcão-test-locked', 'lock-then-read-write'],
          isolatedEnv(),
        );
        expect(outcomes.before).toEqual({ ok: true });
        for (const operation of ['get', 'set', 'delete']) {
          expectKeychainError(outcomes[operation], 'error.keychain.locked');
        }
        expect(outcomes.get?.ok === false && outcomes.get.error?.message).toMatch(/Unlock it/);
      },
    );
  },
);
