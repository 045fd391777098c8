import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SANDBOX_DATABASE_FILE } from '../../main/sandbox/store.ts';
import { createServiceClient, type ServiceClient } from '../../main/service/http-client.ts';
import { HEADER_NAMES } from './bank.ts';

/**
 * A client of the local sandbox an app started for itself (the web app in its own process), as
 * the bank's other users reach it — the bank's own app, another system: its credentials and
 * certificates read from the sandbox's folder in the app's data folder, at `baseUrl` (the app's
 * `sandbox:status`). The caller closes it.
 */
export function localSandboxClient(userDataDir: string, baseUrl: string): ServiceClient {
  const dir = join(userDataDir, 'sandbox');
  const db = new Database(join(dir, SANDBOX_DATABASE_FILE), { readonly: true });
  const setting = (key: string) =>
    db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key) as string;
  try {
    const pem = (name: string) => readFileSync(join(dir, 'certs', name), 'utf8');
    return createServiceClient({
      baseUrl,
      apiKey: setting('api-key'),
      accountId: setting('account-id'),
      headerNames: HEADER_NAMES,
      ca: pem('ca.pem'),
      clientCertificate: { certPem: pem('client.pem'), keyPem: pem('client-key.pem') },
    });
  } finally {
    db.close();
  }
}
