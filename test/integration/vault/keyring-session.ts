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
