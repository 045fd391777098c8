import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from './http/server.ts';
import { DEFAULT_SANDBOX_SHAPES, isSandboxShapes, SANDBOX_SHAPES } from './shapes.ts';

/**
 * `node main/sandbox/cli.ts [--port N] [--data DIR] [--api-key K] [--account A] [--no-demo]
 * [--shapes sdk|legacy]`
 *
 * `--shapes legacy` answers, where the spec is silent, in the shapes this sandbox used before
 * following the operator's SDK (./shapes.ts); the default is `sdk`.
 *
 * Prints ONE line of JSON first (`baseUrl`, `apiKey`, `accountId` and the PEM paths) for
 * scripts and tests to read, then a few lines for people. Runs until SIGINT/SIGTERM and
 * closes cleanly; the state stays in the data folder (default `.sandbox-data`).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    data: { type: 'string', default: '.sandbox-data' },
    'api-key': { type: 'string' },
    account: { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    shapes: { type: 'string', default: DEFAULT_SANDBOX_SHAPES },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be 0–65535, not ${values.port}`);
  process.exit(2);
}

const shapes = values.shapes;
if (!isSandboxShapes(shapes)) {
  console.error(`--shapes must be ${SANDBOX_SHAPES.join(' or ')}, not ${shapes}`);
  process.exit(2);
}

const dataDir = resolve(values.data);
const sandbox = await startSandbox({
  dataDir,
  port,
  apiKey: values['api-key'],
  accountId: values.account,
  demoData: !values['no-demo'],
  shapes,
  ...(values.verbose ? { log: (line: string) => console.log(line) } : {}),
});

const { baseUrl, apiKey, accountId, caCert, clientCert, clientKey } = sandbox;
console.log(JSON.stringify({ baseUrl, apiKey, accountId, caCert, clientCert, clientKey }));
console.log(`Sandbox local do Balcão ouvindo em ${baseUrl}`);
console.log(`  conta: ${accountId}   chave de API: ${apiKey}`);
console.log(`  CA para confiar: ${caCert}`);
console.log(`  certificado do cliente (mTLS em /v1/pix): ${clientCert} + ${clientKey}`);
console.log(`  formatos de resposta: ${shapes}`);
console.log(`  dados em ${dataDir} — Ctrl+C para parar`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: encerrando o sandbox…`);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
