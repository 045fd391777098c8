import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppCore } from '../../main/app/core.ts';
import type { Logger } from '../../main/ipc/registry.ts';
import { startWebTransport } from '../../main/ipc/web-transport.ts';
import { startSandbox } from '../../main/sandbox/http/server.ts';

// The listeners under fuzz, in a process of their own so that a crash is seen as a dead
// process (and cannot take the test runner with it): the local sandbox (HTTPS, mutual TLS on
// /v1/pix) as `npm run sandbox` starts it, and the web transport in front of a real app core
// as `npm run web` starts it, and that core's webhook receiver. Usage: node listeners-child.ts DIR. Prints one JSON line.

const dir = process.argv[2];
if (!dir) throw new Error('usage: listeners-child.ts DIR');
const quiet: Logger = { error: () => {}, warn: () => {}, info: () => {} };

const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox') });
const staticDir = join(dir, 'static');
mkdirSync(staticDir, { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Balcão</title>');
const core = await createAppCore({
  userDataDir: join(dir, 'app'),
  transport: 'web',
  version: 'fuzz',
  log: quiet,
  keychainService: `Balcão-fuzz-${process.pid}`,
});
const web = await startWebTransport({
  handlers: core.handlers,
  events: core.events,
  staticDir,
  port: 0,
  log: quiet,
});

process.stdout.write(
  `${JSON.stringify({
    sandbox: {
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.apiKey,
      accountId: sandbox.accountId,
      caCert: sandbox.caCert,
      clientCert: sandbox.clientCert,
      clientKey: sandbox.clientKey,
    },
    web: { url: web.url, origin: web.origin },
    receiver: core.journal.receiver,
  })}\n`,
);

process.on('SIGTERM', () => {
  void Promise.all([web.close(), core.close(), sandbox.close()]).finally(() => process.exit(0));
});
