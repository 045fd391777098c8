import { join } from 'node:path';
import { serveWeb, startApp } from '../support/app.ts';
import { startBank } from '../support/bank.ts';

// The listeners under fuzz, in a process of their own so that a crash is seen as a dead
// process (and cannot take the test runner with it): the local sandbox (HTTPS, mutual TLS on
// /v1/pix) as `npm run sandbox` starts it, and the web transport in front of a real app core
// as `npm run web` starts it, and that core's webhook receiver. Usage: node listeners-child.ts DIR. Prints one JSON line.

const dir = process.argv[2];
if (!dir) throw new Error('usage: listeners-child.ts DIR');

const bank = await startBank({ dataDir: join(dir, 'sandbox'), demoData: true });
const app = await startApp({
  userDataDir: join(dir, 'app'),
  version: 'fuzz',
  keychainService: `Balcão-fuzz-${process.pid}`,
});
const web = await serveWeb(app);

process.stdout.write(
  `${JSON.stringify({
    sandbox: {
      baseUrl: bank.baseUrl,
      apiKey: bank.apiKey,
      accountId: bank.accountId,
      caCert: bank.sandbox.caCert,
      clientCert: bank.sandbox.clientCert,
      clientKey: bank.sandbox.clientKey,
    },
    web: { url: web.url, origin: web.origin },
    receiver: app.core.journal.receiver,
  })}\n`,
);

process.on('SIGTERM', () => {
  void Promise.all([web.close(), app.close(), bank.stop(false)]).finally(() => process.exit(0));
});
