import fc from 'fast-check';
import { z } from 'zod';
import { operations, type Channel } from '../../preload/contract/index.ts';
import { buildBarCode, digitableLineFromBarCode } from '../../main/domain/boleto.ts';
import { PAULISTA_ADDRESS } from '../support/builders.ts';

/**
 * Hostile inputs per channel: `BALCAO_FUZZ_RUNS` (default 300, what CI runs: every seed reaches
 * its handler, so a run does real work, and over a hundred channels CI keeps within its time;
 * run it with more before a release).
 */
export const fuzzRuns = Number(process.env.BALCAO_FUZZ_RUNS ?? '') || 300;

const dueDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
/** A few days ago: a day something was paid or received. */
const pastDate = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
/** A well-formed end-to-end id (`E`, the ISPB, the instant, 11 letters and digits). */
const endToEndId = 'E12345678202601011200FuzzFuzz001';
/** A demo supplier's boleto of the local sandbox (bank 999, free field `70001…`), due with the seeds. */
const supplierBarCode = buildBarCode({
  bankCode: '999',
  dueDate,
  amountCents: 125_000,
  freeField: '7000100000000900000000000',
});

/**
 * The payer of the seeds, every optional field filled in so the fuzzer reaches each one. The
 * bridge fuzz creates a boleto for this payer in its first-run folder, so that
 * `customers:update` finds the customer and does update it.
 */
export const fuzzPayer = {
  name: 'Padaria Fuzz',
  document: '11.222.333/0001-81',
  email: 'fuzz@example.com',
  phone: { prefix: '11', number: '33334444' },
  address: { ...PAULISTA_ADDRESS, complement: 'sala 1' },
};

/** Filters with every field set, and a date range around the seeds' dates. */
const chargeFilters = {
  kinds: [],
  states: [],
  dueFrom: pastDate,
  dueTo: dueDate,
  amountMinCents: 1,
  amountMaxCents: 1_000_000,
  search: 'fuzz',
};

/**
 * A well-formed input for the channels where a valid value is not obvious from the schema;
 * the fuzzer mutates it one field at a time. Channels not listed start from a skeleton built
 * from their JSON Schema, so a channel added to the contract is fuzzed without a change here.
 * Every seed must pass its channel's input schema (the bridge fuzz checks it): a seed that
 * fails parsing leaves the handler out of reach of all but the luckiest mutations.
 */
const seeds: Partial<Record<Channel, unknown>> = {
  // A profile that does not exist: the key never lands in the keyring of a real profile.
  'credentials:set-api-key': { profileId: 'fuzz-no-such-profile', apiKey: 'fuzz-api-key-0001' },
  'boletos:update-due-date': { correlationId: 'fuzz-no-such-boleto', dueDate },
  // A scheduled transfer's day: the limits counted against it.
  'limits:get': { day: dueDate },
  'pix:simulate-payment': {
    correlationId: 'fuzz-no-such-code',
    paymentDate: dueDate,
    payer: { name: 'Ana Fuzz', document: '529.982.247-25' },
  },
  'charges:list': {
    filters: chargeFilters,
    sort: { key: 'dueDate', direction: 'asc' },
    cursor: null,
    limit: 50,
  },
  'charges:totals': { filters: chargeFilters },
  'charges:export-csv': {
    filters: chargeFilters,
    sort: { key: 'amount', direction: 'desc' },
    decimalSeparator: 'comma',
  },
  'print:render': { route: '#/print/boleto/fuzz', target: 'pdf', suggestedName: 'fuzz.pdf' },
  'refunds:create': {
    endToEndId,
    amountCents: 100,
    confirmAmountCents: 100,
    description: 'fuzz',
  },
  'received:get': { endToEndId, refresh: false },
  'received:add': { endToEndId },
  'alerts:sandbox-open-infraction': { endToEndId, reason: 'FRAUD' },
  'statement:list': {
    filters: { from: pastDate, direction: 'out', kinds: ['qr-payment'], search: 'fuzz' },
    after: null,
    limit: 50,
  },
  'statement:export-csv': { filters: { direction: 'in' }, decimalSeparator: 'comma' },
  'statement:export-ofx': { filters: { kinds: ['pix-received'] } },
  'received:sandbox-receive': {
    amountCents: 1_000,
    payer: { name: 'Ana Fuzz', document: '529.982.247-25' },
    paidOn: pastDate,
    description: 'fuzz',
  },
  'split:add-instruction': {
    configurationId: 1,
    type: 'PERCENTAGE',
    percent: 5,
    transferType: 'INTERNAL',
    beneficiary: { number: '77' },
  },
  'customers:get': { document: fuzzPayer.document },
  'customers:update': fuzzPayer,
  'installments:create': {
    kind: 'boleto',
    boletoType: 'BANKSLIP',
    count: 2,
    totalCents: 3_001,
    firstDueDate: dueDate,
    remainder: 'last',
    yourNumber: 'FUZZ',
    description: 'fuzz',
    payer: fuzzPayer,
    only: [1, 2],
    unknown: [],
  },
  'profiles:save': {
    name: 'Banco fuzz',
    kind: 'provider-sandbox',
    // Loopback, a closed port: nothing the fuzzer makes can reach anything outside.
    baseUrl: 'https://127.0.0.1:9',
    accountId: 'acc-1',
  },
  // A profile that does not exist: activating the local sandbox restarts its sync (slow); the
  // hostile values include 'local-sandbox', so that path is still taken now and then.
  'profiles:activate': { id: 'fuzz-no-such-profile' },
  'boletos:create': {
    type: 'BANKSLIP',
    yourNumber: 'FUZZ-1',
    dueDate,
    amountCents: 1_990,
    payer: fuzzPayer,
  },
  'pix:create-immediate': { amountCents: 1_500, description: 'fuzz' },
  'pix:create-due-date': {
    amountCents: 12_000,
    dueDate,
    payer: { name: 'Oficina Fuzz', document: '529.982.247-25' },
    address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
  },
  'pix:preview-due-date': {
    amountCents: 12_000,
    dueDate,
    taxes: { fine: { type: 'PERCENTAGE', percent: 2 } },
    dates: [dueDate],
  },
  'credentials:import-certificate': {
    profileId: 'local-sandbox',
    source: { kind: 'pem', certPem: '-----BEGIN CERTIFICATE-----', keyPem: 'x' },
  },
  // A demo person's key: the lookup reaches the bank and answers who holds it.
  'transfers:look-up': { key: 'ana@exemplo.com.br' },
  'transfers:create': {
    key: 'fuzz@exemplo.com.br',
    amountCents: 1_234,
    confirmAmountCents: 1_234,
    description: 'fuzz',
  },
  'limits:set': { perTransferCents: 10_000, perDayCents: 50_000 },
  'bill-payments:read': { code: digitableLineFromBarCode(supplierBarCode) },
  'bill-payments:pay': {
    barCode: supplierBarCode,
    amountCents: 125_000,
    confirmAmountCents: 125_000,
    description: 'fuzz',
  },
  'bill-payments:get': { id: 'fuzz-boleto-payment-1' },
  'split:create-configuration': {
    instructions: [
      { type: 'PERCENTAGE', percent: 5, transferType: 'INTERNAL', beneficiary: { number: '77' } },
      {
        type: 'FIXED',
        amountCents: 200,
        transferType: 'PIX_MANUAL',
        beneficiary: {
          number: '123456-7',
          branch: '0001',
          participantIspb: '12345678',
          type: 'CURRENT',
          holder: { document: '529.982.247-25', name: 'Ana Fuzz' },
        },
      },
    ],
  },
  'split:preview': {
    paymentCents: 10_000,
    rules: [
      { type: 'PERCENTAGE', percent: 5 },
      { type: 'FIXED', amountCents: 200 },
    ],
  },
  'webhooks:register': {
    eventType: 'CHARGE_PAID',
    url: 'https://127.0.0.1:9/fuzz',
    authorizationScheme: 'BEARER',
    authorization: 'fuzz-authorization-value',
  },
  'webhooks:update': {
    id: 'fuzz-no-such-webhook',
    eventType: 'PIX_RECEIVED',
    url: 'https://127.0.0.1:9/fuzz',
    authorizationScheme: null,
  },
  'business:set': {
    tradeName: 'Fuzz',
    legalName: 'Fuzz Comércio Ltda',
    document: '11.222.333/0001-81',
    address: PAULISTA_ADDRESS,
    phone: '(11) 3333-4444',
    email: 'fuzz@example.com',
    logo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
  // A first passcode (no current one yet), and a passcode for a call that needs the owner.
  'roles:set-passcode': { passcode: 'fuzz-passcode-1', confirm: 'fuzz-passcode-1' },
  'roles:unlock': { passcode: 'fuzz-passcode-1', channel: 'transfers:create' },
  // A charge the cache may not hold (answered not_found), and a subscription whose first
  // month is next month (its due date is always ahead of today).
  'reminders:mark-sent': {
    channel: 'whatsapp',
    charges: [{ kind: 'boleto', id: 'fuzz-boleto-1' }],
  },
  'subscriptions:create': {
    customerDocument: fuzzPayer.document,
    kind: 'boleto',
    amountCents: 12_345,
    dayOfMonth: 10,
    leadDays: 5,
    startMonth: nextMonth(),
    count: 3,
  },
};

/** `YYYY-MM` of the month after this one (in UTC: a day's difference never reaches a month). */
function nextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value of the JSON Schema's shape: the first choice of every enum and union. */
function skeleton(schema: Record<string, unknown> | undefined): Json {
  if (!schema) return null;
  if ('const' in schema) return schema['const'] as Json;
  if (Array.isArray(schema['enum'])) return schema['enum'][0] as Json;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return skeleton(options[0]);
  }
  switch (schema['type']) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, skeleton(v)]));
    }
    case 'array':
      return [];
    case 'string':
      return schema['format'] === 'date' ? dueDate : 'x';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

export function seedFor(channel: Channel): Json {
  const seed = seeds[channel];
  if (seed !== undefined) return seed as Json;
  try {
    return skeleton(
      z.toJSONSchema(operations[channel].input, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
    );
  } catch {
    return {};
  }
}

/** Every path to a value in a JSON value (objects and arrays), the root excluded. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
}

function setAt(root: Json, path: (string | number)[], next: Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (next === undefined) delete node[last];
  else node[last] = next;
  return copy;
}

const loneSurrogate = fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF', 'x\uD83D');
/** Values that break naive code: limits, wrong types, odd strings and dates. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(
    '',
    ' ',
    '0',
    '-1',
    '9999-12-31',
    '0000-01-01',
    '2026-02-30',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '%',
    '\u0000',
    '<script>alert(1)</script>',
    "'; DROP TABLE boletos; --",
    'local-sandbox',
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    9_999_999_999,
    99_999_999_999,
    1e21,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    true,
    false,
    null,
    [],
    {},
    { __proto__: null },
    [null],
  ),
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 5_000 }),
  fc.integer(),
  fc.double(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

/** Rewrites anything that looks like a URL to a closed loopback port: never anything external. */
function confine(value: Json): Json {
  if (typeof value === 'string') return value.includes('://') ? 'https://127.0.0.1:9' : value;
  if (Array.isArray(value)) return value.map(confine);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, confine(v)]));
  }
  return value;
}

/**
 * Hostile inputs for one channel: arbitrary JSON, and the channel's seed with one to three
 * fields replaced by hostile values, removed, or joined by an unexpected key.
 */
export function inputsFor(channel: Channel): fc.Arbitrary<unknown> {
  const seed = seedFor(channel);
  const seedPaths = paths(seed);
  const mutation: fc.Arbitrary<(value: Json) => Json> = fc.oneof(
    ...(seedPaths.length > 0
      ? [
          fc.tuple(fc.constantFrom(...seedPaths), hostileValue).map(
            ([path, v]) =>
              (value: Json) =>
                safeSet(value, path, v),
          ),
          fc
            .constantFrom(...seedPaths)
            .map((path) => (value: Json) => safeSet(value, path, undefined)),
        ]
      : []),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constant('__proto__')), hostileValue)
      .map(([key, v]) => (value: Json) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
        const copy = { ...value };
        Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true });
        return copy;
      }),
  );
  const mutated = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((steps) => steps.reduce((value, step) => step(value), seed));
  return fc
    .oneof(
      { weight: 1, arbitrary: fc.jsonValue() as fc.Arbitrary<Json> },
      { weight: 1, arbitrary: hostileValue },
      { weight: 4, arbitrary: mutated },
    )
    .map(confine);
}

function safeSet(value: Json, path: (string | number)[], next: Json | undefined): Json {
  try {
    return setAt(value, path, next);
  } catch {
    return value; // an earlier step removed the path
  }
}
