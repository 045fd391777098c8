/*
 * Runs the app (its core behind the bridge, and the local sandbox as its bank) in a process
 * of its own, with a keychain that cannot keep anything, and prints what registering a
 * webhook with an authorization came to as one JSON line. libsecret opens its D-Bus
 * connection once per process and keeps it, so a keychain that is missing or locked — unlike
 * the working one of the test run — needs a fresh process (as keychain-child.ts in
 * test/integration/vault).
 *
 *   node webhook-keychain-child.ts <plan>
 *     plan "as-is": the keychain the environment points to (none: the bus cannot be reached)
 *     plan "lock": the app starts on a working keyring, whose default collection is then
 *       locked before the registration
 */
import { listWebhooks } from '../../../main/service/webhooks.ts';
import { localBankClient, startApp } from '../../support/app.ts';
import { lockDefaultCollection } from '../vault/keyring-session.ts';

const [plan = 'as-is', secret = ''] = process.argv.slice(2);

const app = await startApp();
const bank = await localBankClient(app);
try {
  await app.core.journal.registered();
  if (plan === 'lock') lockDefaultCollection();
  const atBank = async () => (await listWebhooks(bank)).map((w) => w.id).sort();
  const listed = async () => {
    const list = await app.call('webhooks:list', {});
    return list.ok ? list.value.items.map((w) => w.id).sort() : list.error;
  };

  const before = { bank: await atBank(), bridge: await listed() };
  const register = await app.call('webhooks:register', {
    eventType: 'CHARGE_PAID',
    url: 'https://loja.example.com/webhooks/boletos',
    authorizationScheme: 'BEARER',
    authorization: secret,
  });
  const after = { bank: await atBank(), bridge: await listed() };
  const outbox = await app.call('outbox:list', {});
  const leaked = app.sentToRenderer().includes(secret);
  process.stdout.write(`${JSON.stringify({ before, register, after, outbox, leaked })}\n`);
} finally {
  await bank.close();
  await app.close();
}
