// First: V8 flags that must be set before any WebAssembly is compiled (see the module).
import './app/wasm-workaround.ts';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createAppCore } from './app/core.ts';
import { acquireDataFolderLock, DataFolderInUseError } from './app/data-folder-lock.ts';
import { consoleLogger } from './ipc/registry.ts';
import { startWebTransport } from './ipc/web-transport.ts';

// `npm run web`: the same app as the desktop one, in a browser, for machines without
// Electron and for the end-to-end tests. Listens on 127.0.0.1 only; the printed URL carries
// a token that changes every run.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    data: { type: 'string' },
    'keychain-service': { type: 'string', default: 'Balcão' },
  },
});

const userDataDir = values.data ?? defaultUserDataDir();
// One Balcão per data folder (the desktop app has Electron's single-instance lock): two would
// each run a sync and the local sandbox on the same files. Released when this process exits.
const lock = takeDataFolderLock(userDataDir);
const core = await createAppCore({
  userDataDir,
  transport: 'web',
  version: packageVersion(),
  log: consoleLogger,
  keychainService: values['keychain-service'],
});
const web = await startWebTransport({
  handlers: core.handlers,
  events: core.events,
  staticDir: join(import.meta.dirname, '../dist/renderer'),
  port: Number(values.port),
  log: consoleLogger,
});

// First line: machine-readable, for scripts and tests. Then words for people.
process.stdout.write(`${JSON.stringify({ url: web.url })}\n`);
process.stdout.write(`Balcão está aberto em ${web.url}\n`);
process.stdout.write(`Dados em ${userDataDir}. Ctrl+C para sair.\n`);
// The page is served: now the sync and the bank's events may take their turn.
core
  .startWork()
  .catch((error: unknown) => consoleLogger.error('Background work did not start', error));

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await web.close();
  await core.close();
  lock.release();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

/** The data folder's lock, or the reason in words and exit code 1 when another Balcão has it. */
function takeDataFolderLock(dir: string) {
  try {
    return acquireDataFolderLock(dir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Where Electron keeps userData for this app, so both front ends share one profile set. */
function defaultUserDataDir(): string {
  if (process.platform === 'win32') return join(process.env['APPDATA'] ?? homedir(), 'Balcão');
  if (process.platform === 'darwin') {
    return join(homedir(), 'Library', 'Application Support', 'Balcão');
  }
  return join(process.env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), 'Balcão');
}

/** The version people see in Settings, from package.json, however the app was started. */
function packageVersion(): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'),
  ) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'desconhecida';
}
