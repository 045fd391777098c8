import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import type { OutboxEntry, Result } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import type { FaultyNetwork } from './faulty-network.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';
import { validBoleto, type TestApp } from './harness.ts';
import { receiveAtTheBank } from './received-at-bank.ts';

// The rules of the one write pipeline (main/app/writes/pipeline.ts), over every kind of write
// it runs, end to end with real parts: the app's core behind the bridge's dispatch, a
// provider-sandbox profile (keyring, client certificate), a real sandbox bank over mutual TLS,
// and between them the test-local faulty network (./faulty-network.ts) that loses exactly one
// request or answer. The bank is counted in its own SQLite file, by a tag each write carries.
// unknown-outcome.test.ts and pix-unknown-outcome.test.ts walk the longer network stories.
// Skipped without a D-Bus session: the keyring is reached over D-Bus (scripts/with-keyring.sh).

const CHARGES = '/baas/v1/charges';
const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
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
  /** Creates one the bank refuses for good (a 400 on a field our schema lets through). */
  createRefused(app: TestApp, tag: string): Promise<Result<unknown>>;
  /** How an unknown outcome is settled. */
  resolution: 'read-back' | 'parked' | 'resend';
  /** The bank's table of this kind, and how its record carries the tag. */
  bankTable: 'boletos' | 'pix_qr_codes' | 'refunds' | 'key_transfers';
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
  /** The cache table its accepted answer is written to, and the column of its identity. */
  cacheTable?: {
    table: 'refunds' | 'sent_payments';
    identity: 'idempotency_key' | 'client_identity';
  };
  /** Prepares what the kind needs at the bank before any test (a Pix to refund). */
  setUp?(running: AppOnFaultyBank): Promise<void>;
}

const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

const kinds: WriteKind[] = [
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
      await seeTheBank(app);
      return app.call('transfers:create', {
        key: `${tag.toLowerCase()}@exemplo.com.br`,
        amountCents: 4_321,
        confirmAmountCents: 4_321,
        description: tag,
      });
    },
    // An e-mail may begin with `+`; the bank reads any key that does as a phone.
    createRefused: async (app, tag) => {
      await seeTheBank(app);
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
];

/**
 * Money out is refused while the app last saw the bank unreachable (an earlier rule left the
 * network down); a sync lets it see the bank is back, as the app's own syncs do.
 */
async function seeTheBank(app: TestApp): Promise<void> {
  const finished = app.nextEvent('sync:finished');
  await app.value('sync:start', {});
  await finished;
}

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

describe.skipIf(keyringMissing)('the one write pipeline, over every kind', () => {
  let app: TestApp;
  let bankDb: Database.Database;
  let network: FaultyNetwork;
  let cacheFile: string;
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
    ({ app, bankDb, network, cacheFile } = running);
    for (const kind of kinds) await kind.setUp?.(running);
  });

  afterAll(async () => {
    await running?.close();
  });

  afterEach(() => network.heal());

  /** Records at the bank carrying this tag (your number or description). */
  function atTheBank(kind: WriteKind, tag: string): number {
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
  function cached(kind: WriteKind, correlationId: string): boolean {
    const db = new Database(cacheFile, { readonly: true });
    const { table, identity } = kind.cacheTable ?? { table: 'charges', identity: 'correlation_id' };
    try {
      return (
        db.prepare(`SELECT 1 FROM ${table} WHERE ${identity} = ?`).get(correlationId) !== undefined
      );
    } finally {
      db.close();
    }
  }

  /** The creates the app sent with this tag, as they reached the network. */
  function postsWith(kind: WriteKind, tag: string) {
    return network.requests.filter(
      (r) =>
        r.method === (kind.method ?? 'POST') && r.path === kind.path && r.body.includes(`"${tag}"`),
    );
  }

  /** The client identity a create was sent under (a refund's key is its `externalId`). */
  const identityOf = (kind: WriteKind, post: { body: string }) => {
    if (kind.identity) return kind.identity.ofPost(post, cacheFile);
    const body = JSON.parse(post.body) as { correlationId?: string; externalId?: string };
    return body.correlationId ?? body.externalId ?? '';
  };

  /** The client identity of what a create returned. */
  const identityOfResult = (kind: WriteKind, value: unknown) =>
    kind.identity
      ? kind.identity.ofResult(value, cacheFile)
      : (value as { correlationId: string }).correlationId;

  async function outboxEntry(identity: string): Promise<OutboxEntry | undefined> {
    return (await app.value('outbox:list', {})).find((e) => e.identity === identity);
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
      const result = await kind.create(app, tag);
      expect(result.ok).toBe(true);
      const correlationId = result.ok ? identityOfResult(kind, result.value) : '';
      expect(postsWith(kind, tag).map((post) => identityOf(kind, post))).toEqual([correlationId]);
      expect(cached(kind, correlationId)).toBe(true);
      expect(await outboxEntry(correlationId)).toBeUndefined();
      expect(atTheBank(kind, tag)).toBe(1);
    });

    it('definite refusal by the bank: nothing left, nothing cached, nothing created', async () => {
      const tag = tagFor('NO');
      const result = await kind.createRefused(app, tag);
      expect(!result.ok && result.error.code).toBe('validation');
      const [post] = postsWith(kind, tag);
      // A 400 on a field, or a business rule's 422 (a refund above what was received).
      expect(post?.status).toBe(kind.refusedStatus ?? 400);
      expect(await outboxEntry(identityOf(kind, post!))).toBeUndefined();
      expect(cached(kind, identityOf(kind, post!))).toBe(false);
      expect(atTheBank(kind, tag)).toBe(0);
    });

    it('offline before sending: refused, nothing recorded, nothing at the bank', async () => {
      const tag = tagFor('OFF');
      await network.goOffline();
      const result = await kind.create(app, tag);
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
      const result = await kind.create(app, tag);
      expect(!result.ok && result.error.code).toBe('unknown_outcome');
      const correlationId = identityOf(kind, postsWith(kind, tag)[0]!);
      const entry = await outboxEntry(correlationId);
      expect(entry).toMatchObject({ kind: kind.kind, state: 'unknown' });
      expect(atTheBank(kind, tag)).toBe(1);
      await network.heal();

      if (kind.resolution === 'parked') {
        expect(entry!.actions).toEqual({ check: false, discard: true });
        const resolve = await app.call('outbox:resolve', { id: entry!.id });
        expect(!resolve.ok && resolve.error.code).toBe('unknown_outcome');
        expect((await outboxEntry(correlationId))?.state).toBe('unknown');
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
        expect(new Set(postsWith(kind, tag).map((p) => p.body)).size).toBe(1);
      } else {
        // Never a second request to create it: one POST, one record at the bank.
        expect(postsWith(kind, tag)).toHaveLength(1);
      }
      expect(atTheBank(kind, tag)).toBe(1);
      expect(await outboxEntry(correlationId)).toBeUndefined();
    });

    it('the cache write fails after the bank accepted: kept, told the truth, finished once', async () => {
      const tag = tagFor('DISK');
      const result = await withFailingCache(kind, () => kind.create(app, tag));
      expect(!result.ok && result.error).toMatchObject({
        code: 'unknown_outcome',
        key: 'error.write.accepted_not_saved',
      });
      const [post, ...more] = postsWith(kind, tag);
      expect(more).toEqual([]);
      const correlationId = identityOf(kind, post!);
      expect(atTheBank(kind, tag)).toBe(1);
      expect(cached(kind, correlationId)).toBe(false);
      // Kept, and checkable whatever the kind: the bank's answer is kept with it.
      const entry = await outboxEntry(correlationId);
      expect(entry).toMatchObject({
        kind: kind.kind,
        state: 'unknown',
        actions: { check: true, discard: false },
        lastError: { key: 'error.write.accepted_not_saved' },
      });

      const requestsBefore = network.requests.length;
      const resolved = await app.value('outbox:resolve', { id: entry!.id });
      expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });
      // Finished from the kept answer: no request at all, so nothing can be created twice.
      expect(network.requests.length).toBe(requestsBefore);
      expect(cached(kind, correlationId)).toBe(true);
      expect(await outboxEntry(correlationId)).toBeUndefined();
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
      const result = await kind.create(app, tag);
      expect(!result.ok && result.error.code).toBe('unknown_outcome');
      const [lost] = postsWith(kind, tag);
      const correlationId = identityOf(kind, lost!);
      const entry = await outboxEntry(correlationId);
      await network.heal();
      expect(atTheBank(kind, tag)).toBe(0);

      expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({
        state: 'done',
      });
      const posts = postsWith(kind, tag);
      expect(posts.map((p) => p.fate)).toEqual(['request-lost', 'forwarded']);
      expect(posts[1]!.body).toBe(lost!.body);
      expect(atTheBank(kind, tag)).toBe(1);
      expect(cached(kind, correlationId)).toBe(true);
    });
  });
});
