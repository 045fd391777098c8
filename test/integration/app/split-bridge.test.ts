import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplitCreateInput, SplitInstructionInput } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';

// Split rules through the bridge, against the real local sandbox over HTTPS: a configuration
// created, added to and changed through the one write pipeline and kept on this computer (the
// bank has no list or read); every rule refused on its own field before anything is sent; and
// the preview computed with the domain's arithmetic, the one the bank distributes with.

const internal = (
  rule: Pick<SplitInstructionInput, 'type' | 'percent' | 'amountCents'>,
  number: string,
): SplitInstructionInput => ({ ...rule, transferType: 'INTERNAL', beneficiary: { number } });

const manual = (beneficiary: Partial<SplitInstructionInput['beneficiary']> = {}) =>
  ({
    type: 'PERCENTAGE',
    percent: 1,
    transferType: 'PIX_MANUAL',
    beneficiary: {
      number: '123456-7',
      branch: '0001',
      participantIspb: '12345678',
      type: 'CURRENT',
      holder: { document: '529.982.247-25', name: 'Ana Souza' },
      ...beneficiary,
    },
  }) satisfies SplitInstructionInput;

describe.skipIf(keyringMissing)('split rules on the local sandbox', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates 5% + R$ 2,00, keeps it, and previews R$ 100,00 as R$ 5,00, R$ 2,00 and R$ 93,00 kept', async () => {
    const created = await app.value('split:create-configuration', {
      instructions: [
        internal({ type: 'PERCENTAGE', percent: 5 }, '7777-1'),
        internal({ type: 'FIXED', amountCents: 200 }, '8888-2'),
      ],
    });
    const info = await app.value('app:get-info', {});
    const account = info.profiles.find((p) => p.id === info.activeProfileId)!.accountId;
    expect(created).toMatchObject({ bankAccountNumber: account, current: true });
    expect(created.instructions.map((i) => [i.rule, i.transferType, i.beneficiary.number])).toEqual(
      [
        [{ type: 'PERCENTAGE', percent: 5 }, 'INTERNAL', '7777-1'],
        [{ type: 'FIXED', amountCents: 200 }, 'INTERNAL', '8888-2'],
      ],
    );
    // The bank filled in the rest of an internal beneficiary.
    expect(created.instructions[0]!.beneficiary.holderName).not.toBeNull();
    expect(await app.value('split:list', {})).toEqual([created]);
    expect(await app.value('outbox:list', {})).toEqual([]);

    const preview = await app.value('split:preview', {
      paymentCents: 10_000,
      rules: created.instructions.map((i) => i.rule),
    });
    expect(preview).toEqual({
      paymentCents: 10_000,
      shares: [
        { rule: { type: 'PERCENTAGE', percent: 5 }, amountCents: 500, skipped: null },
        { rule: { type: 'FIXED', amountCents: 200 }, amountCents: 200, skipped: null },
      ],
      distributedCents: 700,
      keptCents: 9_300,
    });
  });

  it('shows a fixed share above half of the payment as skipped, the money kept', async () => {
    const preview = await app.value('split:preview', {
      paymentCents: 300,
      rules: [
        { type: 'PERCENTAGE', percent: 5 },
        { type: 'FIXED', amountCents: 200 },
      ],
    });
    expect(preview.shares.map((s) => [s.amountCents, s.skipped])).toEqual([
      [15, null],
      [0, 'fixed_above_half'],
    ]);
    expect(preview.keptCents).toBe(285);
    // Exactly half is taken.
    const half = await app.value('split:preview', {
      paymentCents: 400,
      rules: [{ type: 'FIXED', amountCents: 200 }],
    });
    expect(half.shares[0]).toMatchObject({ amountCents: 200, skipped: null });
    expect(half.keptCents).toBe(200);
  });

  it('previews only rules the bank would take, naming the rule that is not', async () => {
    const result = await app.call('split:preview', {
      paymentCents: 10_000,
      rules: [
        { type: 'PERCENTAGE', percent: 5 },
        { type: 'PERCENTAGE', percent: 1e-300 },
        { type: 'FIXED', amountCents: 0 },
      ],
    });
    expect(!result.ok && result.error.fields).toEqual({
      'rules.1.percent': [{ key: 'v.split_rule.percent_decimals' }],
      'rules.2.amountCents': [{ key: 'v.money.positive' }],
    });
  });

  it('adds an instruction and changes a rule, keeping each whole answer', async () => {
    const [configuration] = await app.value('split:list', {});
    const added = await app.value('split:add-instruction', {
      configurationId: configuration!.id,
      ...manual(),
    });
    expect(added.instructions).toHaveLength(3);
    expect(added.instructions[2]).toMatchObject({
      transferType: 'PIX_MANUAL',
      beneficiary: { number: '123456-7', holderName: 'Ana Souza', holderDocument: '52998224725' },
    });
    const fixed = added.instructions[1]!;
    const updated = await app.value('split:update-instruction', {
      configurationId: configuration!.id,
      instructionId: fixed.id,
      type: 'PERCENTAGE',
      percent: 2.5,
    });
    expect(updated.instructions[1]).toMatchObject({
      id: fixed.id,
      rule: { type: 'PERCENTAGE', percent: 2.5 },
      beneficiary: { number: '8888-2' },
    });
    expect((await app.value('split:list', {}))[0]).toEqual(updated);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  const refusals: [string, SplitCreateInput, string, string][] = [
    [
      'a percent above 5%',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 5.5 }, '77')] },
      'instructions.0.percent',
      'v.split_rule.percent_max',
    ],
    [
      'a percent of zero',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 0 }, '77')] },
      'instructions.0.percent',
      'v.split_rule.percent_positive',
    ],
    [
      'a percent with three decimals',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 1.125 }, '77')] },
      'instructions.0.percent',
      'v.split_rule.percent_decimals',
    ],
    [
      'a percent a hair under 5%',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 4.999999999 }, '77')] },
      'instructions.0.percent',
      'v.split_rule.percent_decimals',
    ],
    [
      'a percent left out',
      { instructions: [internal({ type: 'PERCENTAGE' }, '77')] },
      'instructions.0.percent',
      'v.required',
    ],
    [
      'a fixed amount of zero',
      { instructions: [internal({ type: 'FIXED', amountCents: 0 }, '77')] },
      'instructions.0.amountCents',
      'v.money.positive',
    ],
    [
      'a Pix key transfer',
      {
        instructions: [
          { ...internal({ type: 'PERCENTAGE', percent: 1 }, '77'), transferType: 'PIX_KEY' },
        ],
      },
      'instructions.0.transferType',
      'v.split_rule.pix_key',
    ],
    [
      'an account number of one character',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 1 }, '7')] },
      'instructions.0.beneficiary.number',
      'v.split_rule.number',
    ],
    [
      'an account number left out',
      { instructions: [internal({ type: 'PERCENTAGE', percent: 1 }, '  ')] },
      'instructions.0.beneficiary.number',
      'v.required',
    ],
    [
      'a Pix by bank details to an account with letters',
      { instructions: [manual({ number: 'conta-abc' })] },
      'instructions.0.beneficiary.number',
      'v.split_rule.number_digits',
    ],
    [
      'a Pix by bank details without a branch',
      { instructions: [manual({ branch: undefined })] },
      'instructions.0.beneficiary.branch',
      'v.required',
    ],
    [
      'a Pix by bank details with letters in the branch',
      { instructions: [manual({ branch: '00A1' })] },
      'instructions.0.beneficiary.branch',
      'v.split_rule.branch',
    ],
    [
      'a Pix by bank details without an institution',
      { instructions: [manual({ participantIspb: undefined })] },
      'instructions.0.beneficiary.participantIspb',
      'v.required',
    ],
    [
      'an ISPB of 7 digits',
      { instructions: [manual({ participantIspb: '1234567' })] },
      'instructions.0.beneficiary.participantIspb',
      'v.split_rule.ispb',
    ],
    [
      'a Pix by bank details without an account type',
      { instructions: [manual({ type: undefined })] },
      'instructions.0.beneficiary.type',
      'v.required',
    ],
    [
      'a holder CPF with wrong check digits',
      { instructions: [manual({ holder: { document: '529.982.247-24', name: 'Ana' } })] },
      'instructions.0.beneficiary.holder.document',
      'v.document.check_digits',
    ],
    [
      'a Pix by bank details without the holder document',
      { instructions: [manual({ holder: { name: 'Ana' } })] },
      'instructions.0.beneficiary.holder.document',
      'v.required',
    ],
    [
      'a Pix by bank details without the holder name',
      { instructions: [manual({ holder: { document: '52998224725' } })] },
      'instructions.0.beneficiary.holder.name',
      'v.required',
    ],
    ['no instruction at all', { instructions: [] }, 'instructions', 'v.split_rule.at_least_one'],
  ];

  it.each(refusals)(
    'refuses %s on its field, and keeps and sends nothing',
    async (_what, input, path, key) => {
      const before = await app.value('split:list', {});
      const result = await app.call('split:create-configuration', input);
      expect(!result.ok && result.error.code).toBe('validation');
      expect(!result.ok && result.error.fields?.[path]?.[0]?.key).toBe(key);
      expect(await app.value('split:list', {})).toEqual(before);
      expect(await app.value('outbox:list', {})).toEqual([]);
    },
  );

  it('refuses a bad rule on an added instruction or a changed rule on its own field', async () => {
    const [configuration] = await app.value('split:list', {});
    const before = await app.value('split:list', {});
    const add = await app.call('split:add-instruction', {
      configurationId: configuration!.id,
      ...internal({ type: 'PERCENTAGE', percent: 6 }, '77'),
    });
    expect(!add.ok && add.error.fields?.['percent']?.[0]?.key).toBe('v.split_rule.percent_max');
    const update = await app.call('split:update-instruction', {
      configurationId: configuration!.id,
      instructionId: configuration!.instructions[0]!.id,
      type: 'FIXED',
      amountCents: -5,
    });
    expect(!update.ok && update.error.fields?.['amountCents']?.[0]?.key).toBe('v.money.positive');
    expect(await app.value('split:list', {})).toEqual(before);
  });

  it('puts the bank’s own refusal on the form field, and keeps nothing', async () => {
    const before = await app.value('split:list', {});
    // The app takes the new alphanumeric CNPJ (valid check digits); this bank does not yet.
    const result = await app.call('split:create-configuration', {
      instructions: [manual({ holder: { document: '12.ABC.345/01DE-35', name: 'Nova' } })],
    });
    expect(!result.ok && result.error.code).toBe('validation');
    // The bank's own words, on the form's field (they reached the bank: not one of our keys).
    expect(!result.ok && result.error.fields).toEqual({
      'instructions.0.beneficiary.holder.document': [
        { key: 'v.service', params: { text: expect.any(String) } },
      ],
    });
    expect(await app.value('split:list', {})).toEqual(before);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('refuses an external transfer on a production account, on its field, before sending', async () => {
    const production = await app.value('profiles:save', {
      name: 'Conta real',
      kind: 'production',
      baseUrl: 'https://127.0.0.1:9',
      accountId: '12345',
    });
    await app.value('profiles:activate', { id: production.id });
    try {
      const external = {
        type: 'PERCENTAGE',
        percent: 1,
        transferType: 'EXTERNAL',
        beneficiary: { number: '12345-6', branch: '0001', participantIspb: '12345678' },
      } satisfies SplitInstructionInput;
      const result = await app.call('split:create-configuration', {
        instructions: [internal({ type: 'PERCENTAGE', percent: 1 }, '77'), external],
      });
      expect(!result.ok && result.error.fields).toEqual({
        'instructions.1.transferType': [{ key: 'v.split_rule.external_production' }],
      });
      expect(await app.value('outbox:list', {})).toEqual([]);
      expect(await app.value('split:list', {})).toEqual([]);
    } finally {
      await app.value('profiles:activate', { id: 'local-sandbox' });
    }
  });

  it('says an instruction not on this computer cannot be changed', async () => {
    const result = await app.call('split:update-instruction', {
      configurationId: 999_999,
      instructionId: 1,
      type: 'PERCENTAGE',
      percent: 1,
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'not_found',
      key: 'error.split.not_found',
    });
  });
});
