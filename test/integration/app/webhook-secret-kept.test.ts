import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import keytar from 'keytar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { wasmWorkaroundFlags } from '../../../main/app/wasm-workaround.ts';
import { createKeychain } from '../../../main/vault/keychain.ts';
import { createVault } from '../../../main/vault/vault.ts';
import { webhookSecretAccount } from '../../../main/vault/webhook-secrets.ts';
import { canStartKeyring, isolatedEnv, keyringMissing } from '../vault/keyring-session.ts';
import { startApp, type TestApp } from '../../support/app.ts';

// A webhook's authorization is put in the keychain before anything is recorded or sent
// (main/app/webhooks/webhooks.write.ts, `prepare`): the owner is never told it was kept when it
// was not. With a keychain that cannot keep it — none on the bus, or a locked one — the
// registration is refused with nothing at the bank and nothing in the outbox; with a working
// one the value ends up under the registration's id and nothing is left under the intent's.

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const child = fileURLToPath(new URL('./webhook-keychain-child.ts', import.meta.url));
const withKeyring = `${repo}scripts/with-keyring.sh`;
const SECRET = 'segredo-do-sistema-da-loja-9876';

interface ChildReport {
  before: { bank: string[]; bridge: string[] };
  register: { ok: boolean; error?: { code: string; key?: string } };
  after: { bank: string[]; bridge: string[] };
  outbox: { ok: boolean; value?: unknown[] };
  leaked: boolean;
}

async function childReport(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const { stdout } = await run(command, args, { env, cwd: repo, timeout: 50_000 });
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  expect(stdout).not.toContain(SECRET);
  return JSON.parse(lastLine) as ChildReport;
}

/** The child under Node, with the test processes' V8 flags (vitest.config.ts). */
const childArgs = (...args: string[]) => [...wasmWorkaroundFlags, child, ...args, SECRET];

describe.skipIf(process.platform !== 'linux')(
  'a keychain that cannot keep the authorization',
  () => {
    function expectRefusedWithNothingDone(report: ChildReport) {
      expect(report.register).toMatchObject({
        ok: false,
        error: { code: 'keychain', key: 'error.webhook.secret_not_kept' },
      });
      // Nothing reached the bank: its list, read directly and through the bridge, is unchanged.
      expect(report.before.bank.length).toBeGreaterThan(0);
      expect(report.after.bank).toEqual(report.before.bank);
      expect(report.after.bridge).toEqual(report.before.bridge);
      // Nothing was recorded to be sent later or checked.
      expect(report.outbox).toEqual({ ok: true, value: [] });
      expect(report.leaked).toBe(false);
    }

    it('none on the bus: the registration is refused, nothing sent, nothing kept', async () => {
      const report = await childReport(
        process.execPath,
        childArgs('as-is'),
        isolatedEnv({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' }),
      );
      expectRefusedWithNothingDone(report);
    });

    it.skipIf(!canStartKeyring)(
      'a locked keyring: the registration is refused, nothing sent, nothing kept',
      async () => {
        // A keyring of its own (a fresh session via the script), so locking it cannot disturb
        // the other tests that share this run's keyring.
        const report = await childReport(
          'bash',
          [withKeyring, process.execPath, ...childArgs('lock')],
          isolatedEnv(),
        );
        expectRefusedWithNothingDone(report);
      },
    );
  },
);

describe.skipIf(keyringMissing)('a working keychain', () => {
  const service = `Balcão-test-${randomUUID()}`;
  const vault = createVault({ keychain: createKeychain({ service }) });
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ keychainService: service });
    await app.core.journal.registered();
  });
  afterAll(async () => {
    await app?.close();
    for (const { account } of await keytar.findCredentials(service)) {
      await keytar.deletePassword(service, account);
    }
  });

  it('keeps the authorization under the registration’s id, and none under the intent’s', async () => {
    const view = await app.value('webhooks:register', {
      eventType: 'CHARGE_PAID',
      url: 'https://loja.example.com/webhooks/boletos',
      authorizationScheme: 'BEARER',
      authorization: SECRET,
    });
    expect(view.authorizationEnding).toBe('9876');
    expect(await vault.getWebhookSecret(LOCAL_SANDBOX_PROFILE_ID, view.id)).toBe(SECRET);
    expect(await app.value('outbox:list', {})).toEqual([]);

    // Every account under this test's own service name: the registration's, and no
    // `pending-<identity>` left from `prepare`. (keytar's findCredentials is safe on an
    // unlocked collection; the app never calls it — see main/vault/keychain.ts.)
    const accounts = (await keytar.findCredentials(service)).map((c) => c.account);
    expect(accounts).toContain(webhookSecretAccount(LOCAL_SANDBOX_PROFILE_ID, view.id));
    expect(accounts.filter((a) => a.includes(':pending-'))).toEqual([]);

    // The list shows it by its end too.
    const listed = (await app.value('webhooks:list', {})).items.find((w) => w.id === view.id);
    expect(listed?.authorizationEnding).toBe('9876');
    expect(app.sentToRenderer()).not.toContain(SECRET);
  });
});
