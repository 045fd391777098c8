import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createKeychain, type Keychain } from '../../../main/vault/keychain.ts';

/**
 * The vault's keyring tests need a real OS keychain. On Linux that is a Secret Service
 * reached over the D-Bus session bus, which CI and `npm test` provide by running the tests
 * under scripts/with-keyring.sh; without a session bus they are skipped, not failed.
 */
export const keyringMissing = process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS;

/** A keychain under a service name of its own, so tests never see the app's secrets. */
export function testKeychain(): Keychain {
  return createKeychain({ service: `Balcão-test-${randomUUID()}` });
}

/** Whether a command is on the PATH. */
export function installed(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a missing or locked keyring can be made here: on Linux (libsecret over D-Bus), with
 * the tools scripts/with-keyring.sh uses. Elsewhere the tests that need it are skipped.
 */
export const canStartKeyring =
  process.platform === 'linux' &&
  ['dbus-run-session', 'gnome-keyring-daemon', 'dbus-send'].every(installed);

/** The environment without any keyring session, so a child process starts from nothing. */
export function isolatedEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of ['BALCAO_KEYRING_READY', 'GNOME_KEYRING_CONTROL']) delete env[name];
  if (!('DBUS_SESSION_BUS_ADDRESS' in extra)) delete env.DBUS_SESSION_BUS_ADDRESS;
  return env;
}

/** Locks the session's default keyring (Secret Service `Lock` needs no prompt, unlike Unlock). */
export function lockDefaultCollection(): void {
  execFileSync('dbus-send', [
    '--session',
    '--print-reply',
    '--dest=org.freedesktop.secrets',
    '/org/freedesktop/secrets',
    'org.freedesktop.Secret.Service.Lock',
    'array:objpath:/org/freedesktop/secrets/aliases/default',
  ]);
}
