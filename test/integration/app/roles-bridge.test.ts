import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../../main/ipc/registry.ts';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import type { Channel, InputOf, Result } from '../../../preload/contract/index.ts';
import { channelAccess } from '../../../preload/contract/owner-only.ts';
import {
  connectToBank,
  serveWeb,
  startApp,
  useKeyTransferRoute,
  type TestApp,
} from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { webClient, type WebClient } from '../../support/web-client.ts';
import { seedFor } from '../../security/fuzz-inputs.ts';
import { keyringMissing } from '../vault/keyring-session.ts';

// Clerk mode through the bridge as the renderer reaches it (the web transport, its token), on a
// provider-sandbox profile over mutual TLS to a real sandbox bank, counted at the bank's own
// database: a clerk is refused every owner-only call with nothing sent, is let through once per
// passcode, is counted down and locked; the passcode's hash never leaves main.

const PASSCODE = 'dono-1357';

/** What the bank holds of every kind of write the clerk must not make. */
const BANK_TABLES = [
  'key_transfers',
  'qr_payments',
  'refunds',
  'pix_keys',
  'webhooks',
  'split_configurations',
];

describe.skipIf(keyringMissing)('clerk mode through the bridge', () => {
  let bank: TestBank;
  let app: TestApp;
  let web: RunningWebTransport;
  let client: WebClient;
  let profileId: string;
  const logLines: string[] = [];
  const answers: string[] = [];
  const log: Logger = {
    error: (message, detail) => logLines.push(`${message} ${JSON.stringify(detail ?? '')}`),
    warn: (message, detail) => logLines.push(`${message} ${JSON.stringify(detail ?? '')}`),
    info: (message, detail) => logLines.push(`${message} ${JSON.stringify(detail ?? '')}`),
  };

  beforeAll(async () => {
    bank = await startBank();
    app = await startApp({ log });
    profileId = await connectToBank(app, bank, { name: 'Loja do centro' });
    // The transfers here are counted at the spec's route (/v1/pix/transfers).
    await useKeyTransferRoute(app, 'spec-v1');
    web = await serveWeb(app);
    const raw = webClient(web.url);
    // Every answer the renderer would get, kept to look for the hash.
    const call = async <C extends Channel>(channel: C, input?: InputOf<C>) => {
      const result = await raw.call(channel, input);
      answers.push(JSON.stringify(result));
      return result;
    };
    client = {
      call,
      async value(channel, input) {
        const result = await call(channel, input);
        if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
        return result.value;
      },
    };
  });
  afterAll(async () => {
    await web?.close();
    await app?.close();
    await bank?.stop();
  });

  const atTheBank = () =>
    Object.fromEntries(
      BANK_TABLES.map((table) => [
        table,
        bank.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number,
      ]),
    );

  const transfer = (description: string) =>
    client.call('transfers:create', {
      key: 'ana@exemplo.com.br',
      amountCents: 2_500,
      confirmAmountCents: 2_500,
      description,
    });

  const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

  it('lets the owner set a passcode and hand the app to the clerk without it', async () => {
    expect(await client.value('roles:status')).toEqual({
      passcodeSet: false,
      mode: 'owner',
      triesLeft: 5,
      lockedUntil: null,
    });
    // The form's own rules: length, and the confirmation on its field.
    const short = await client.call('roles:set-passcode', { passcode: '123', confirm: '123' });
    expect(!short.ok && short.error.fields?.passcode?.[0]?.key).toBe('v.passcode.length');
    const mismatch = await client.call('roles:set-passcode', {
      passcode: PASSCODE,
      confirm: 'dono-1358',
    });
    expect(!mismatch.ok && mismatch.error.fields?.confirm?.[0]?.key).toBe(
      'v.passcode.confirm_mismatch',
    );

    await client.value('roles:set-passcode', { passcode: PASSCODE, confirm: PASSCODE });
    expect(await client.value('roles:enter-clerk-mode')).toMatchObject({
      passcodeSet: true,
      mode: 'clerk',
    });
  });

  it('refuses the clerk every owner-only call, sending nothing to the bank', async () => {
    const before = atTheBank();
    const owners = (Object.keys(channelAccess) as Channel[]).filter(
      (c) => channelAccess[c] === 'owner',
    );
    expect(owners).toContain('transfers:create');
    for (const channel of owners) {
      const result = await client.call(channel, seedFor(channel) as InputOf<typeof channel>);
      expect(result.ok ? 'ok' : result.error, channel).toMatchObject({
        code: 'owner_passcode_required',
        params: { channel },
      });
    }
    expect(atTheBank()).toEqual(before);
    // The clerk still issues charges.
    expect(codeOf(await client.call('charges:list', {}))).toBe('ok');
  });

  it('counts a wrong passcode down and lets one transfer through after the right one, once', async () => {
    const sentBefore = atTheBank().key_transfers!;
    for (const left of [4, 3]) {
      const wrong = await client.call('roles:unlock', {
        passcode: 'errado-00',
        channel: 'transfers:create',
      });
      expect(wrong.ok ? 'ok' : wrong.error).toMatchObject({
        code: 'owner_passcode_wrong',
        params: { triesLeft: left },
      });
    }
    expect(codeOf(await transfer('clerk-1'))).toBe('owner_passcode_required');
    expect(atTheBank().key_transfers).toBe(sentBefore);

    const grant = await client.value('roles:unlock', {
      passcode: PASSCODE,
      channel: 'transfers:create',
    });
    expect(grant.channel).toBe('transfers:create');
    expect(codeOf(await transfer('clerk-2'))).toBe('ok');
    expect(codeOf(await transfer('clerk-3'))).toBe('owner_passcode_required');
    expect(atTheBank().key_transfers).toBe(sentBefore + 1);
    // A right passcode cleared the count.
    expect((await client.value('roles:status')).triesLeft).toBe(5);
  });

  it('logs every refusal and grant, by the call it was for, beside the money sent', async () => {
    const entries = await client.value('roles:log', {});
    const forTransfers = entries
      .filter((e) => e.channel === 'transfers:create')
      .map((e) => [e.event, e.triesLeft])
      .reverse();
    expect(forTransfers).toEqual([
      ['required', null],
      ['refused', 4],
      ['refused', 3],
      ['required', null],
      ['accepted', null],
      ['required', null],
    ]);
    expect(entries.at(-1)).toMatchObject({ event: 'passcode-set' });
    const activity = await client.value('activity:list', {});
    expect(activity.filter((a) => a.kind === 'transfer:key' && a.result === 'sent')).toHaveLength(
      1,
    );
  });

  it('locks after five wrong passcodes in a row, refusing the right one until when it says', async () => {
    let last: Result<unknown> | null = null;
    for (let i = 0; i < 5; i++) {
      last = await client.call('roles:unlock', {
        passcode: `errado-0${i}`,
        channel: 'refunds:create',
      });
    }
    expect(last && !last.ok && last.error.code).toBe('owner_locked');
    const until = !last!.ok ? String(last!.error.params?.until) : '';
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 50_000);
    const right = await client.call('roles:enter-owner-mode', { passcode: PASSCODE });
    expect(right.ok ? 'ok' : right.error).toMatchObject({
      code: 'owner_locked',
      params: { until },
    });
    expect(await client.value('roles:status')).toMatchObject({
      mode: 'clerk',
      triesLeft: 0,
      lockedUntil: until,
    });
    const events = (await client.value('roles:log', { limit: 3 })).map((e) => e.event);
    expect(events).toEqual(['locked', 'locked', 'refused']);
  });

  it('never lets the passcode, its hash or its salt reach the renderer or the log', () => {
    const stored = JSON.parse(
      readFileSync(join(profileDir(app.userDataDir, profileId), 'roles.json'), 'utf8'),
    ) as { passcode: { hash: string; salt: string } };
    const seen = [answers.join('\n'), app.sentToRenderer(), logLines.join('\n')].join('\n');
    expect(answers.length).toBeGreaterThan(20);
    for (const secret of [PASSCODE, stored.passcode.hash, stored.passcode.salt])
      expect(seen).not.toContain(secret);
  });
});
