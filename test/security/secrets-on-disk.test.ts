import { createPrivateKey } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../main/ipc/registry.ts';
import type { Channel, InputOf } from '../../preload/contract/index.ts';
import { needlesFor, scanForSecrets, type Needle } from '../../scripts/security/secrets.ts';
import { startApp, untilSynced, type TestApp } from '../support/app.ts';
import { startBank, type TestBank } from '../support/bank.ts';
import { validBoleto } from '../support/builders.ts';
import { encryptKeyPem } from '../integration/vault/make-certs.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { recordFigures } from './figures.ts';

// The owner's secrets never reach a file: the app is driven through the bridge on a remote
// profile (API key in the keyring, client certificate imported with an encrypted key and its
// passphrase), through sync, creates, reads, errors and a restart, with every log line
// written to a file in the data folder. Then every file under the data folder (SQLite, WAL,
// settings, the encrypted certificate, logs) is searched for the API key, the passphrase and
// the private key (PEM text and DER bytes), in UTF-8 and UTF-16LE. A planted control file
// must be found, so a scanner that finds nothing is not mistaken for a clean disk.

function must(result: { ok: boolean; error?: unknown }): void {
  if (!result.ok) throw new Error(`expected success: ${JSON.stringify(result.error)}`);
}

describe.skipIf(keyringMissing)('secrets on disk', () => {
  let bank: TestBank;
  let dataDir: string;
  let logFile: string;
  let needles: Needle[];
  let apiKey: string;
  const passphrase = `Senha-da-loja-${Date.now()}-ç`;

  async function withApp(run: (call: TestApp['call']) => Promise<void>): Promise<void> {
    const lines = (level: string) => (message: string, detail?: unknown) =>
      appendFileSync(
        logFile,
        `${level} ${message} ${detail instanceof Error ? detail.stack : JSON.stringify(detail ?? '')}\n`,
      );
    const log: Logger = { error: lines('error'), warn: lines('warn'), info: lines('info') };
    const app = await startApp({
      userDataDir: dataDir,
      version: 'secrets-scan',
      log,
      keychainService: `Balcão-secrets-${process.pid}`,
    });
    const call = (async <C extends Channel>(channel: C, input?: InputOf<C>) => {
      const result = await app.call(channel, input);
      appendFileSync(logFile, `bridge ${channel} ${JSON.stringify(result)}\n`);
      return result;
    }) as TestApp['call'];
    try {
      await run(call);
    } finally {
      await app.close();
    }
  }

  beforeAll(async () => {
    bank = await startBank({ demoData: true });
    apiKey = bank.apiKey;
    dataDir = mkdtempSync(join(tmpdir(), 'balcao-secrets-data-'));
    mkdirSync(join(dataDir, 'logs'));
    logFile = join(dataDir, 'logs', 'balcao.log');
    const keyPem = bank.clientCertificate.keyPem;
    const der = createPrivateKey(keyPem).export({ type: 'pkcs8', format: 'der' });
    const body = keyPem.replace(/-----[^-]+-----|\s/g, '');
    needles = [
      ...needlesFor('API key', apiKey),
      ...needlesFor('certificate passphrase', passphrase),
      ...needlesFor('private key (PEM text)', body.slice(100, 164)),
      ...needlesFor('private key (DER)', der.subarray(40, 88)),
    ];

    await withApp(async (call) => {
      const saved = await call('profiles:save', {
        name: 'Banco remoto',
        kind: 'provider-sandbox',
        baseUrl: bank.baseUrl,
        accountId: bank.accountId,
        caPem: bank.caPem.trim(),
      });
      if (!saved.ok) throw new Error(JSON.stringify(saved.error));
      const profileId = saved.value.id;
      // A wrong passphrase first: its error must not carry the secret either.
      await call('credentials:import-certificate', {
        profileId,
        source: {
          kind: 'pem',
          certPem: bank.clientCertificate.certPem,
          keyPem: encryptKeyPem(keyPem, passphrase),
          passphrase: 'errada',
        },
      });
      await call('credentials:set-api-key', { profileId, apiKey: 'short' });
      must(await call('credentials:set-api-key', { profileId, apiKey }));
      const imported = await call('credentials:import-certificate', {
        profileId,
        source: {
          kind: 'pem',
          certPem: bank.clientCertificate.certPem,
          keyPem: encryptKeyPem(keyPem, passphrase),
          passphrase,
        },
      });
      must(imported);
      must(await call('profiles:activate', { id: profileId }));
      await untilSynced({
        value: async (c: Channel) => {
          const r = await call(c as 'sync:status');
          if (!r.ok) throw new Error(r.error.message);
          return r.value;
        },
      } as unknown as TestApp);
      await call('profiles:test-connection', { id: profileId });
      const boleto = await call('boletos:create', validBoleto({ yourNumber: 'SEGREDO-1' }));
      must(boleto);
      if (boleto.ok)
        await call('boletos:get', { correlationId: boleto.value.correlationId, refresh: true });
      await call('pix:create-immediate', { amountCents: 990, description: 'segredos' });
      await call('charges:list', {});
      await call('charges:export-csv', {});
      await call('app:get-info', {});
    });
    // A restart with the same data folder: the vault is read back from disk and keyring.
    await withApp(async (call) => {
      await call('app:get-info', {});
      await call('sync:start', { full: true });
      await call('outbox:list', {});
    });
  });

  afterAll(async () => {
    await bank?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds a planted control, then nothing else', () => {
    const control = join(dataDir, 'logs', 'planted-control.bin');
    writeFileSync(control, Buffer.concat([Buffer.from('x'), Buffer.from(apiKey, 'utf16le')]));
    const planted = scanForSecrets([dataDir], needles);
    expect(planted.hits).toContainEqual({ file: control, needle: 'API key (UTF-16LE)' });
    rmSync(control);

    const result = scanForSecrets([dataDir], needles);
    recordFigures('secrets-scan', {
      files: result.files,
      bytes: result.bytes,
      needles: needles.map((n) => n.name),
      hits: result.hits.length,
      controlFound: planted.hits.some((h) => h.file === control),
    });
    expect(result.files).toBeGreaterThan(3);
    expect(result.hits).toEqual([]);
  });
});
