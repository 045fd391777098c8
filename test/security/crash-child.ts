import { startApp } from '../support/app.ts';
import { validBoleto } from '../support/builders.ts';

// The app core under `kill -9`: on the local sandbox profile (the embedded bank keeps its
// state in the data folder), it starts (the first-run sync runs at once) and then creates
// boletos one after another, printing `ack <correlationId> <yourNumber>` for each create the
// app acknowledged, until it is killed. Usage: node crash-child.ts DIR RUN.

const [dir, run] = process.argv.slice(2);
if (!dir || !run) throw new Error('usage: crash-child.ts DIR RUN');
const app = await startApp({
  userDataDir: dir,
  version: 'crash',
  keychainService: `Balcão-crash-${process.pid}`,
});
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const yourNumber = `K${run}-${i}`;
  const result = await app.call(
    'boletos:create',
    validBoleto({ yourNumber, amountCents: 1_000 + i }),
  );
  if (result.ok) process.stdout.write(`ack ${result.value.correlationId} ${yourNumber}\n`);
  if (i % 5 === 0) await app.call('sync:start', { full: i % 10 === 0 });
}
