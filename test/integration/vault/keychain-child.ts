/*
 * Runs keychain operations in a process of its own and prints their outcomes as one JSON
 * line. The failure tests need this: libsecret opens its D-Bus connection once per process
 * and keeps it, so a different bus — or none — needs a fresh process.
 *
 *   node keychain-child.ts <service> <plan>
 *     plan "read-write": get, set, delete on whatever keyring the environment points to
 *     plan "lock-then-read-write": store a secret, lock the default collection, then
 *       get, set, delete
 */
import { AppFailure } from '../../../preload/contract/errors.ts';
import { createKeychain } from '../../../main/vault/keychain.ts';
import { lockDefaultCollection } from './keyring-session.ts';

const [service = 'Balcão-test-child', plan = 'read-write'] = process.argv.slice(2);
const keychain = createKeychain({ service });
const secret = 'segredo-que-nunca-aparece-9876';

async function outcome(run: () => Promise<unknown>) {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppFailure) return { ok: false, error: error.error };
    return { ok: false, thrown: String(error) };
  }
}

const results: Record<string, unknown> = {};
if (plan === 'lock-then-read-write') {
  results.before = await outcome(() => keychain.setSecret('api-key:perfil', secret));
  lockDefaultCollection();
}
results.get = await outcome(() => keychain.getSecret('api-key:perfil'));
results.set = await outcome(() => keychain.setSecret('api-key:outro', secret));
results.delete = await outcome(() => keychain.deleteSecret('api-key:perfil'));
process.stdout.write(`${JSON.stringify(results)}\n`);
