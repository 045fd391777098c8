import { createAppCore } from '../../main/app/core.ts';
import { dispatch, type Logger } from '../../main/ipc/registry.ts';

// The app core under `kill -9`: on the local sandbox profile (the embedded bank keeps its
// state in the data folder), it starts (the first-run sync runs at once) and then creates
// boletos one after another, printing `ack <correlationId> <yourNumber>` for each create the
// app acknowledged, until it is killed. Usage: node crash-child.ts DIR RUN.

const [dir, run] = process.argv.slice(2);
if (!dir || !run) throw new Error('usage: crash-child.ts DIR RUN');
const quiet: Logger = { error: () => {}, warn: () => {}, info: () => {} };
const core = await createAppCore({
  userDataDir: dir,
  transport: 'web',
  version: 'crash',
  log: quiet,
  keychainService: `Balcão-crash-${process.pid}`,
});
process.stdout.write('ready\n');
const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
for (let i = 0; ; i++) {
  const yourNumber = `K${run}-${i}`;
  const result = await dispatch(
    core.handlers,
    'boletos:create',
    {
      type: 'BANKSLIP',
      yourNumber,
      dueDate: due,
      amountCents: 1_000 + i,
      payer: { name: 'Padaria Pão Quente Ltda', document: '11.222.333/0001-81' },
    },
    { transport: 'web' },
    quiet,
  );
  if (result.ok) {
    process.stdout.write(
      `ack ${(result.value as { correlationId: string }).correlationId} ${yourNumber}\n`,
    );
  }
  if (i % 5 === 0)
    await dispatch(
      core.handlers,
      'sync:start',
      { full: i % 10 === 0 },
      { transport: 'web' },
      quiet,
    );
}
