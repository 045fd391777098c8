import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { connectToBank, startApp } from '../../support/app.ts';
import type { TestBank } from '../../support/bank.ts';
import { PAULISTA_ADDRESS, validBoleto } from '../../support/builders.ts';
import type { SubscriptionInput } from '../../../preload/contract/index.ts';

// The app core in a process of its own, to be killed with SIGKILL while a subscription's month
// is being issued. It connects to the parent's bank (whose address and credentials are in the
// JSON file given), saves a customer, prints `ready`, and on `go <plan JSON>` from stdin creates
// the subscription — whose first month the parent's bank stalls after committing — then prints
// `created` if it ever returns. Usage: node subscriptions-crash-child.ts DIR KEYCHAIN BANK_JSON.

const [dir, keychainService, bankFile] = process.argv.slice(2);
if (!dir || !keychainService || !bankFile) {
  throw new Error('usage: subscriptions-crash-child.ts DIR KEYCHAIN BANK_JSON');
}
const bank = JSON.parse(readFileSync(bankFile, 'utf8')) as TestBank;
const app = await startApp({ userDataDir: dir, keychainService, version: 'crash' });
await connectToBank(app, bank, { name: 'Banco do teste de queda' });
await app.value(
  'boletos:create',
  validBoleto({
    yourNumber: 'CLI-K',
    payer: { name: 'Ateliê Agulha Fina', document: '529.982.247-25', address: PAULISTA_ADDRESS },
  }),
);
process.stdout.write('ready\n');

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.startsWith('go ')) continue;
  const plan = JSON.parse(line.slice(3)) as SubscriptionInput;
  await app.value('subscriptions:create', plan);
  process.stdout.write('created\n');
}
