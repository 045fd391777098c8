import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import type { OutboxEntry, Result } from '../../../preload/contract/index.ts';
import type { OutboxKind } from '../../../main/cache/outbox/outbox-repo.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import type { FaultyNetwork, RelayedRequest } from '../../support/faulty-network.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';
import type { TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';
import { receiveAtTheBank } from '../../support/bank.ts';

// The rules of the one write pipeline (main/app/pipeline/pipeline.ts), over every kind of write
// it runs, end to end with real parts: the app's core behind the bridge's dispatch, a
// provider-sandbox profile (keyring, client certificate), a real sandbox bank over mutual TLS,
// and between them the test-local faulty network (test/support/faulty-network.ts) that loses exactly one
// request or answer. The bank is counted in its own SQLite file, by a tag each write carries.
// unknown-outcome.test.ts and pix-unknown-outcome.test.ts walk the longer network stories.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).

const CHARGES = '/baas/v1/charges';
const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const PIX_KEYS = '/baas/api/v1/pix/dict/entries';
const SPLIT = '/baas/api/v1/split-payments/configurations';
const today = todayInSaoPaulo();

/** One kind of write, as a test drives it: every rule below runs over each. */
interface WriteKind {
  kind: OutboxEntry['kind'];
  /** How its create is sent, when not POST. */
  method?: 'PUT';
  /** Where its create is sent. */
  path: string;
  /** Creates one, tagged (your number, description) so it can be found in the bank. */
  create(app: TestApp, tag: string): Promise<Result<unknown>>;
  /**
   * Creates one the bank refuses for good (a 400 on a field our schema lets through); absent
   * when the bank has no such refusal for it (a random Pix key's body is only its type).
   */
  createRefused?(app: TestApp, tag: string): Promise<Result<unknown>>;
  /** How an unknown outcome is settled. */
  resolution: 'read-back' | 'parked' | 'resend';
  /** The bank's table of this kind, and how its record carries the tag. */
  bankTable:
    | 'boletos'
    | 'pix_qr_codes'
    | 'refunds'
    | 'key_transfers'
    | 'idempotent_answers'
    | 'split_instructions';
  /** The bank's column holding the tag as sent (default: the whole record as JSON). */
  bankColumn?: 'description';
  /** The status of the bank's definite refusal (default 400; a business rule's 422). */
  refusedStatus?: 400 | 422;
  /**
   * Where the client identity is found when the request does not carry it as a
   * correlationId or externalId (a transfer to a key): in what the app recorded.
   */
  identity?: {
    ofPost(post: { body: string }, cacheFile: string): string;
    ofResult(value: unknown, cacheFile: string): string;
  };
  /**
   * Where the client identity travels when not in the body: the `IdempotencyKey` header —
   * then the body carries no tag, and a create's requests are the ones sent while it ran; or
   * nowhere (`outbox`: a stored intent id the bank never sees) — then the write is known by
   * its tag, in its outbox label and its cached record.
   */
  identityIn?: 'header' | 'outbox';
  /** The cache table its accepted answer is written to, and the column of its identity. */
  cacheTable?: {
    table: 'refunds' | 'sent_payments' | 'pix_keys' | 'split_instructions';
    identity: 'idempotency_key' | 'client_identity' | 'beneficiary_number';
  };
  /** Prepares what the kind needs at the bank before any test (a Pix to refund). */
  setUp?(running: AppOnFaultyBank): Promise<void>;
}

const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

/** The split configuration instructions are added to (made by its `setUp`). */
const splitBase = { id: 0 };

/** A split instruction tagged by its account number, or refused by the bank for its holder. */
const splitInstruction = (tag: string) =>
  ({
    type: 'PERCENTAGE',
    percent: 1,
    transferType: 'INTERNAL',
    beneficiary: { number: tag },
  }) as const;
// The app takes the new alphanumeric CNPJ (valid check digits); this bank does not yet.
const splitInstructionRefused = (tag: string) =>
  ({
    type: 'PERCENTAGE',
    percent: 1,
    transferType: 'PIX_MANUAL',
    beneficiary: {
      number: '123456-7',
      branch: '0001',
      participantIspb: '12345678',
      type: 'CURRENT',
      holder: { document: ALPHANUMERIC_CNPJ, name: tag },
    },
  }) as const;

const kindRows: WriteKind[] = [
  {
    kind: 'boleto:create',
    path: CHARGES,
    create: (app, tag) => app.call('boletos:create', validBoleto({ yourNumber: tag })),
    createRefused: (app, tag) =>
      app.call(
        'boletos:create',
        validBoleto({ yourNumber: tag, payer: { name: 'Nova', document: ALPHANUMERIC_CNPJ } }),
      ),
    resolution: 'read-back',
    bankTable: 'boletos',
  },
  {
    kind: 'pix:create-immediate',
    path: IMMEDIATE,
    create: (app, tag) =>
      app.call('pix:create-immediate', { amountCents: 9_900, description: tag }),
    // Our schema takes four decimals in a percentage; the service's splits take two.
    createRefused: (app, tag) =>
      app.call('pix:create-immediate', {
        amountCents: 10_000,
        description: tag,
        splitInstructions: [{ type: 'PERCENTAGE', accountNumber: '12345-6', percent: 2.125 }],
      }),
    resolution: 'parked',
    bankTable: 'pix_qr_codes',
  },
  {
    kind: 'pix:create-due-date',
    path: DUE_DATE,
    create: (app, tag) =>
      app.call('pix:create-due-date', {
        amountCents: 54_321,
        dueDate: addDays(today, 10),
        payer: { name: 'Distribuidora Norte', document: '11.222.333/0001-81' },
        address: { cityName: 'Belém', zipCode: '66010-000', state: 'PA' as const },
        description: tag,
      }),
    createRefused: (app, tag) =>
      app.call('pix:create-due-date', {
        amountCents: 54_321,
        dueDate: addDays(today, 10),
        payer: { name: 'Distribuidora Norte', document: '11.222.333/0001-81' },
        address: { cityName: 'Belém', zipCode: '66010-000', state: 'PA' as const },
        description: tag,
        // The sandbox's rule (an assumption of ours, not the domain's): a fixed discount must
        // leave something to pay.
        taxes: { discount: { mode: 'single', value: { type: 'FIXED_AMOUNT', cents: 54_321 } } },
      }),
    resolution: 'read-back',
    bankTable: 'pix_qr_codes',
  },
  refundKind(),
  {
    kind: 'transfer:key',
    path: '/v1/pix/transfers',
    create: async (app, tag) => {
      return app.call('transfers:create', {
        key: `${tag.toLowerCase()}@exemplo.com.br`,
        amountCents: 4_321,
        confirmAmountCents: 4_321,
        description: tag,
      });
    },
    // An e-mail may begin with `+`; the bank reads any key that does as a phone.
    createRefused: async (app, tag) => {
      return app.call('transfers:create', {
        key: `+${tag.toLowerCase()}@exemplo.com.br`,
        amountCents: 4_321,
        confirmAmountCents: 4_321,
        description: tag,
      });
    },
    resolution: 'parked',
    bankTable: 'key_transfers',
    bankColumn: 'description',
    // The bank knows no client id for a transfer: its identity is the intent recorded first,
    // which the activity log and the Sent list keep beside the key.
    identity: {
      ofPost: (post, cacheFile) =>
        readCache(cacheFile, (db) =>
          db
            .prepare(
              `SELECT identity FROM money_out_activity WHERE label = ? ORDER BY id DESC LIMIT 1`,
            )
            .pluck()
            .get((JSON.parse(post.body) as { key: string }).key),
        ) as string,
      ofResult: (value, cacheFile) =>
        readCache(cacheFile, (db) =>
          db
            .prepare(`SELECT client_identity FROM sent_payments WHERE id = ?`)
            .pluck()
            .get((value as { id: string }).id),
        ) as string,
    },
    cacheTable: { table: 'sent_payments', identity: 'client_identity' },
  },
  {
    kind: 'pix-key:create',
    path: PIX_KEYS,
    create: (app) => app.call('pix-keys:create', { entryType: 'EVP' }),
    resolution: 'resend',
    bankTable: 'idempotent_answers',
    identityIn: 'header',
    cacheTable: { table: 'pix_keys', identity: 'idempotency_key' },
  },
  {
    kind: 'split:create-configuration',
    path: SPLIT,
    create: (app, tag) =>
      app.call('split:create-configuration', { instructions: [splitInstruction(tag)] }),
    createRefused: (app, tag) =>
      app.call('split:create-configuration', { instructions: [splitInstructionRefused(tag)] }),
    resolution: 'parked',
    bankTable: 'split_instructions',
    identityIn: 'outbox',
    cacheTable: { table: 'split_instructions', identity: 'beneficiary_number' },
  },
  {
    kind: 'split:add-instruction',
    get path() {
      return `${SPLIT}/${splitBase.id}/beneficiaries`;
    },
    async setUp(running) {
      const base = await running.app.value('split:create-configuration', {
        instructions: [splitInstruction('BASE-1')],
      });
      splitBase.id = base.id;
    },
    create: (app, tag) =>
      app.call('split:add-instruction', {
        configurationId: splitBase.id,
        ...splitInstruction(tag),
      }),
    createRefused: (app, tag) =>
      app.call('split:add-instruction', {
        configurationId: splitBase.id,
        ...splitInstructionRefused(tag),
      }),
    resolution: 'parked',
    bankTable: 'split_instructions',
    identityIn: 'outbox',
    cacheTable: { table: 'split_instructions', identity: 'beneficiary_number' },
  },
];

/** Reads the profile's cache file (no call can reach out). */
function readCache<T>(cacheFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(cacheFile, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Refunds of one Pix of R$ 1.000,00 received at the bank, which the app knows only by its
 * end-to-end id (so the bank, not the app, judges what is left). Each refund gives back R$ 1,00;
 * the refused one asks for more than was received (the bank's 422). Its identity is the
 * IdempotencyKey, which the app also sends as the refund's `externalId`.
 */
function refundKind(): WriteKind {
  let received: { endToEndId: string } | undefined;
  let app: TestApp | undefined;
  const refund = async (tag: string, amountCents: number) => {
    const result = await app!.call('refunds:create', {
      endToEndId: received!.endToEndId,
      amountCents,
      confirmAmountCents: amountCents,
      description: tag,
    });
    if (!result.ok) return result;
    const cache = new Database(refundCacheFile!, { readonly: true });
    try {
      const key = cache
        .prepare('SELECT idempotency_key FROM refunds WHERE id = ?')
        .pluck()
        .get(result.value.id) as string;
      return { ok: true as const, value: { correlationId: key } };
    } finally {
      cache.close();
    }
  };
  let refundCacheFile: string | undefined;
  return {
    kind: 'refund:create',
    method: 'PUT',
    get path() {
      return `/baas/api/v1/transactions/pix/${received?.endToEndId ?? ''}/refund`;
    },
    create: (_app, tag) => refund(tag, 100),
    createRefused: (_app, tag) => refund(tag, 100_001),
    resolution: 'resend',
    bankTable: 'refunds',
    bankColumn: 'description',
    refusedStatus: 422,
    cacheTable: { table: 'refunds', identity: 'idempotency_key' },
    async setUp(running) {
      app = running.app;
      refundCacheFile = running.cacheFile;
      received = await receiveAtTheBank(running.bank, 100_000);
      await app.value('received:add', { endToEndId: received.endToEndId });
    },
  };
}

/** A kind's row above, by its name. */
const rowOf = (kind: OutboxKind): WriteKind => kindRows.find((row) => row.kind === kind)!;

/**
 * Every kind the registry knows, by kind: a new kind does not compile until it has a row here,
 * or says why its rules are proven in the fault matrix instead (test/security/fault-matrix
 * .test.ts, which counts every kind × every fault at the bank's own database).
 */
const byKind: Record<OutboxKind, WriteKind | { inFaultMatrix: string }> = {
  'boleto:create': rowOf('boleto:create'),
  'pix:create-immediate': rowOf('pix:create-immediate'),
  'pix:create-due-date': rowOf('pix:create-due-date'),
  'transfer:key': rowOf('transfer:key'),
  'transfer:key-v2': {
    inFaultMatrix: 'each transfer needs a fresh key lookup, single-use, which these rules reuse',
  },
  'transfer:key-scheduled': {
    inFaultMatrix: 'each transfer needs a fresh key lookup, single-use, which these rules reuse',
  },
  'transfer:cancel-scheduled': {
    inFaultMatrix: 'each cancel needs a transfer scheduled and not cancelled yet',
  },
  'pix-key:create': rowOf('pix-key:create'),
  'split:create-configuration': rowOf('split:create-configuration'),
  'split:add-instruction': rowOf('split:add-instruction'),
  'refund:create': rowOf('refund:create'),
  'payment:qr-code': {
    inFaultMatrix: 'each payment needs a freshly decoded code, single-use, which these rules reuse',
  },
  'payment:boleto': {
    inFaultMatrix: 'each payment needs a boleto not paid yet (paid once), which these rules reuse',
  },
  'split:update-instruction': { inFaultMatrix: 'no tag of ours travels in its request' },
  'webhook:register': { inFaultMatrix: 'parked like a transfer; counted there by its URL' },
  'webhook:update': { inFaultMatrix: 'no tag of ours travels in its request' },
  'webhook:delete': { inFaultMatrix: 'no tag of ours travels in its request' },
  'pix-key:delete': { inFaultMatrix: 'a delete: the key ends deleted once, or stays' },
  'boleto:update-due-date': { inFaultMatrix: 'an update: it took effect once or not at all' },
  'boleto:cancel': { inFaultMatrix: 'a cancel: the boleto ends cancelled once, or stays open' },
  'pix:cancel-immediate': {
    inFaultMatrix: 'a cancel: the code ends cancelled once, or stays open',
  },
  'pix:cancel-due-date': { inFaultMatrix: 'a cancel: the code ends cancelled once, or stays open' },
  'counter-qr:register': {
    inFaultMatrix: 'counted there by its text at the bank; read back by its correlationId',
  },
  'counter-qr:cancel': { inFaultMatrix: 'a cancel: the code ends cancelled once, or stays open' },
};
const kinds = Object.values(byKind).filter((row): row is WriteKind => 'kind' in row);

describe.skipIf(keyringMissing)('the one write pipeline, over every kind', () => {
  let app: TestApp;
  let bankDb: Database.Database;
  let network: FaultyNetwork;
  let cacheFile: string;
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    // The transfer kind here is the spec's route (/v1/pix), which this profile is set to.
    running = await startAppOnFaultyBank({ keyTransferRoute: 'spec-v1' });
    ({ app, bankDb, network, cacheFile } = running);
    for (const kind of kinds) await kind.setUp?.(running);
  });

  afterAll(async () => {
    await running?.close();
  });

  afterEach(() => network.heal());

  /** Where each create's requests start in `network.requests` (header identities). */
  const startedAt = new Map<string, number>();

  /** Runs a create, noting where its requests start. */
  function create(
    kind: WriteKind,
    tag: string,
    how: 'create' | 'createRefused' = 'create',
  ): Promise<Result<unknown>> {
    startedAt.set(tag, network.requests.length);
    return kind[how]!(app, tag);
  }

  /** Records at the bank carrying this tag (your number or description) or its identities. */
  function atTheBank(kind: WriteKind, tag: string): number {
    if (kind.bankTable === 'idempotent_answers') {
      const identities = new Set(postsWith(kind, tag).map((p) => identityOf(kind, tag, p)));
      let count = 0;
      for (const identity of identities) {
        count += bankDb
          .prepare(`SELECT count(*) FROM idempotent_answers WHERE idem_key = ?`)
          .pluck()
          .get(identity) as number;
      }
      return count;
    }
    if (kind.bankColumn) {
      return bankDb
        .prepare(`SELECT count(*) FROM ${kind.bankTable} WHERE ${kind.bankColumn} = ?`)
        .pluck()
        .get(tag) as number;
    }
    return bankDb
      .prepare(`SELECT count(*) FROM ${kind.bankTable} WHERE record LIKE ?`)
      .pluck()
      .get(`%"${tag}"%`) as number;
  }

  /** Whether the profile's cache holds the record (read from the file: no call can reach out). */
  function cached(kind: WriteKind, identity: string): boolean {
    const { table, identity: column } = kind.cacheTable ?? {
      table: 'charges',
      identity: 'correlation_id',
    };
    return readCache(
      cacheFile,
      (db) => db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).get(identity) !== undefined,
    );
  }

  /** The creates the app sent with this tag, as they reached the network. */
  function postsWith(kind: WriteKind, tag: string): RelayedRequest[] {
    const sent = (r: RelayedRequest) =>
      r.method === (kind.method ?? 'POST') && r.path === kind.path;
    if (kind.identityIn === 'header') {
      return network.requests.slice(startedAt.get(tag) ?? network.requests.length).filter(sent);
    }
    return network.requests.filter((r) => sent(r) && r.body.includes(`"${tag}"`));
  }

  /**
   * What the test knows a write by: its client identity as sent (a correlationId, a refund's
   * `externalId`, an `IdempotencyKey`), what the app recorded for it, or its tag when the bank
   * never sees one.
   */
  const identityOf = (kind: WriteKind, tag: string, post: RelayedRequest) => {
    if (kind.identityIn === 'outbox') return tag;
    if (kind.identityIn === 'header') return post.idempotencyKey ?? '';
    if (kind.identity) return kind.identity.ofPost(post, cacheFile);
    const body = JSON.parse(post.body) as { correlationId?: string; externalId?: string };
    return body.correlationId ?? body.externalId ?? '';
  };

  /** The client identity of what a create returned (kinds whose identity the request names). */
  const identityOfResult = (kind: WriteKind, value: unknown) =>
    kind.identity
      ? kind.identity.ofResult(value, cacheFile)
      : (value as { correlationId: string }).correlationId;

  async function outboxEntry(kind: WriteKind, identity: string): Promise<OutboxEntry | undefined> {
    return (await app.value('outbox:list', {})).find((e) =>
      kind.identityIn === 'outbox'
        ? e.kind === kind.kind && e.summary.label.includes(identity)
        : e.identity === identity,
    );
  }

  /** A tag short enough for a boleto's your number (15), unique per test. */
  const tagFor = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`;

  /**
   * Makes every cache write of a charge fail for real while `during` runs: another connection
   * to the profile's cache file adds a trigger that raises on `charges` (the list index every
   * kind writes in the same transaction as its own row), and drops it afterwards.
   */
  async function withFailingCache<T>(kind: WriteKind, during: () => Promise<T>): Promise<T> {
    const other = new Database(cacheFile);
    other.pragma('busy_timeout = 5000');
    other.exec(`CREATE TRIGGER test_cache_fails BEFORE INSERT ON ${kind.cacheTable?.table ?? 'charges'}
                BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    try {
      return await during();
    } finally {
      other.exec('DROP TRIGGER test_cache_fails');
      other.close();
    }
  }

  describe.each(kinds)('$kind', (kind) => {
    it('success: created once, cached, nothing left in the outbox', async () => {
      const tag = tagFor('OK');
      const result = await create(kind, tag);
      expect(result.ok).toBe(true);
      const posts = postsWith(kind, tag);
      expect(posts).toHaveLength(1);
      const correlationId = identityOf(kind, tag, posts[0]!);
      if (kind.identityIn === undefined) {
        expect(result.ok && identityOfResult(kind, result.value)).toBe(correlationId);
      }
      expect(cached(kind, correlationId)).toBe(true);
      expect(await outboxEntry(kind, correlationId)).toBeUndefined();
      expect(atTheBank(kind, tag)).toBe(1);
    });

    // Skipped, with the reason, for a kind the bank has no definite refusal for: a random Pix
    // key's request is only its type.
    it.skipIf(!kind.createRefused)(
      'definite refusal by the bank: nothing left, nothing cached, nothing created',
      async () => {
        const tag = tagFor('NO');
        const result = await create(kind, tag, 'createRefused');
        expect(!result.ok && result.error.code).toBe('validation');
        const [post] = postsWith(kind, tag);
        // A 400 on a field, or a business rule's 422 (a refund above what was received).
        expect(post?.status).toBe(kind.refusedStatus ?? 400);
        expect(await outboxEntry(kind, identityOf(kind, tag, post!))).toBeUndefined();
        expect(cached(kind, identityOf(kind, tag, post!))).toBe(false);
        expect(atTheBank(kind, tag)).toBe(0);
      },
    );

    it('offline before sending: refused, nothing recorded, nothing at the bank', async () => {
      const tag = tagFor('OFF');
      await network.goOffline();
      const result = await create(kind, tag);
      expect(!result.ok && result.error.code).toBe('offline');
      expect(postsWith(kind, tag)).toEqual([]);
      expect((await app.value('outbox:list', {})).filter((e) => e.kind === kind.kind)).toEqual([]);
      expect(atTheBank(kind, tag)).toBe(0);
    });

    it('unknown outcome is kept; resolved by its identity only, or parked for the owner', async () => {
      const tag = tagFor('UNK');
      // The bank does the work; its answer is lost and the network stays down, so the
      // create's own read-back cannot settle it either.
      network.failNext({
        method: kind.method ?? 'POST',
        path: kind.path,
        fault: 'lose-response',
        thenOffline: true,
      });
      const result = await create(kind, tag);
      expect(!result.ok && result.error.code).toBe('unknown_outcome');
      const correlationId = identityOf(kind, tag, postsWith(kind, tag)[0]!);
      const entry = await outboxEntry(kind, correlationId);
      expect(entry).toMatchObject({ kind: kind.kind, state: 'unknown' });
      expect(atTheBank(kind, tag)).toBe(1);
      await network.heal();

      if (kind.resolution === 'parked') {
        expect(entry!.actions).toEqual({ check: false, discard: true });
        const resolve = await app.call('outbox:resolve', { id: entry!.id });
        expect(!resolve.ok && resolve.error.code).toBe('unknown_outcome');
        expect((await outboxEntry(kind, correlationId))?.state).toBe('unknown');
        expect(await app.value('outbox:discard', { id: entry!.id })).toEqual({ done: true });
      } else {
        expect(entry!.actions).toEqual({ check: true, discard: false });
        const discard = await app.call('outbox:discard', { id: entry!.id });
        expect(!discard.ok && discard.error.key).toBe('error.outbox.not_discardable');
        const resolved = await app.value('outbox:resolve', { id: entry!.id });
        expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });
        expect(cached(kind, correlationId)).toBe(true);
      }
      if (kind.resolution === 'resend') {
        // Sent again only as it was, with the same key: the bank made one.
        const posts = postsWith(kind, tag);
        expect(new Set(posts.map((p) => identityOf(kind, tag, p)))).toEqual(
          new Set([correlationId]),
        );
        expect(new Set(posts.map((p) => p.body)).size).toBe(1);
      } else {
        // Never a second request to create it: one POST, one record at the bank.
        expect(postsWith(kind, tag)).toHaveLength(1);
      }
      expect(atTheBank(kind, tag)).toBe(1);
      expect(await outboxEntry(kind, correlationId)).toBeUndefined();
    });

    it('the cache write fails after the bank accepted: kept, told the truth, finished once', async () => {
      const tag = tagFor('DISK');
      const result = await withFailingCache(kind, () => create(kind, tag));
      expect(!result.ok && result.error).toMatchObject({
        code: 'unknown_outcome',
        key: 'error.write.accepted_not_saved',
      });
      const [post, ...more] = postsWith(kind, tag);
      expect(more).toEqual([]);
      const correlationId = identityOf(kind, tag, post!);
      expect(atTheBank(kind, tag)).toBe(1);
      expect(cached(kind, correlationId)).toBe(false);
      // Kept, and checkable whatever the kind: the bank's answer is kept with it.
      const entry = await outboxEntry(kind, correlationId);
      expect(entry).toMatchObject({
        kind: kind.kind,
        state: 'unknown',
        actions: { check: true, discard: false },
        lastError: { key: 'error.write.accepted_not_saved' },
      });

      const requestsBefore = network.requests.length;
      const resolved = await app.value('outbox:resolve', { id: entry!.id });
      expect(resolved).toMatchObject({ identity: entry!.identity, state: 'done' });
      // Finished from the kept answer: no request at all, so nothing can be created twice.
      expect(network.requests.length).toBe(requestsBefore);
      expect(cached(kind, correlationId)).toBe(true);
      expect(await outboxEntry(kind, correlationId)).toBeUndefined();
      expect(atTheBank(kind, tag)).toBe(1);
    });
  });

  // Parked kinds (an immediate Pix code) are never sent again: the rule above shows it.
  describe.each(kinds.filter((k) => k.resolution !== 'parked'))('$kind', (kind) => {
    it('the bank never saw it: resolved by sending the same request with the same identity', async () => {
      const tag = tagFor('RES');
      network.failNext({
        method: kind.method ?? 'POST',
        path: kind.path,
        fault: 'lose-request',
        thenOffline: true,
      });
      const result = await create(kind, tag);
      expect(!result.ok && result.error.code).toBe('unknown_outcome');
      const [lost] = postsWith(kind, tag);
      const correlationId = identityOf(kind, tag, lost!);
      const entry = await outboxEntry(kind, correlationId);
      await network.heal();
      expect(atTheBank(kind, tag)).toBe(0);

      expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({
        state: 'done',
      });
      const posts = postsWith(kind, tag);
      expect(posts.map((p) => p.fate)).toEqual(['request-lost', 'forwarded']);
      expect(posts[1]!.body).toBe(lost!.body);
      expect(identityOf(kind, tag, posts[1]!)).toBe(correlationId);
      expect(atTheBank(kind, tag)).toBe(1);
      expect(cached(kind, correlationId)).toBe(true);
    });
  });
});
