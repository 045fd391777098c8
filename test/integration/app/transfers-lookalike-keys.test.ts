import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyringMissing } from '../vault/keyring-session.ts';
import type { TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// A Pix key that only looks like another one (fullwidth letters, a Cyrillic letter, an
// invisible character) is refused by the contract's schema in main, before the handler: on the
// key field, naming the character, with no intent recorded, no activity and nothing at the bank.
// The app runs a provider-sandbox profile on a real sandbox bank behind the test-local relay,
// so every request that left the app and everything the bank kept can be seen.

const TRANSFERS = '/v1/pix/transfers';

describe.skipIf(keyringMissing)('transfers to a key that looks like another one', () => {
  let running: AppOnFaultyBank;
  let app: TestApp;

  beforeAll(async () => {
    running = await startAppOnFaultyBank({ keyTransferRoute: 'spec-v1' });
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
  });

  const transfersAtTheBank = () =>
    running.bankDb.prepare(`SELECT pix_key FROM key_transfers`).all() as { pix_key: string }[];
  const transfersSent = () =>
    running.network.requests.filter((r) => r.method === 'POST' && r.path === TRANSFERS);

  it('is refused on the key field, naming the character, and nothing is recorded or sent', async () => {
    const lookalikes: [string, { key: string; params: Record<string, string | number> }][] = [
      [
        'ｆｕｚｚ@exemplo.com.br',
        {
          key: 'v.pix_key.foreign_character',
          params: { codePoint: 'U+FF46', position: 1, char: 'ｆ' },
        },
      ],
      [
        'fuzz@\u0435xemplo.com.br',
        {
          key: 'v.pix_key.foreign_character',
          params: { codePoint: 'U+0435', position: 6, char: '\u0435' },
        },
      ],
      [
        'fuzz@exemplo.com.br\u200b',
        { key: 'v.pix_key.hidden_character', params: { codePoint: 'U+200B', position: 20 } },
      ],
    ];
    for (const [key, message] of lookalikes) {
      const result = await app.call('transfers:create', {
        key,
        amountCents: 1_500,
        confirmAmountCents: 1_500,
        description: 'look-alike',
      });
      expect(result.ok, key).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('validation');
      expect(result.error.fields).toEqual({ key: [message] });
    }

    expect(await app.value('outbox:list', {})).toEqual([]);
    const activity = await app.value('activity:list', {});
    expect(activity.filter((entry) => entry.result === 'sending')).toEqual([]);
    expect(activity).toEqual([]);
    expect(transfersSent()).toEqual([]);
    expect(transfersAtTheBank()).toEqual([]);
    expect(await app.value('payments:list-sent', {})).toEqual([]);
  });

  it('still sends to the plain ASCII key they imitate, so the refusals above were not the network', async () => {
    const sent = await app.value('transfers:create', {
      key: 'fuzz@exemplo.com.br',
      amountCents: 1_500,
      confirmAmountCents: 1_500,
      description: 'the real key',
    });
    expect(sent).toMatchObject({ kind: 'key-transfer', receiverKey: 'fuzz@exemplo.com.br' });
    expect(transfersSent()).toHaveLength(1);
    expect(transfersAtTheBank()).toEqual([{ pix_key: 'fuzz@exemplo.com.br' }]);
    const activity = await app.value('activity:list', {});
    expect(activity.map((entry) => [entry.label, entry.result])).toEqual([
      ['fuzz@exemplo.com.br', 'sent'],
    ]);
  });
});
