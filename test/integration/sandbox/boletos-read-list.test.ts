import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletoListResponseSchema, boletoRecordSchema } from '../../../main/domain/wire/boletos.ts';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import { SANDBOX_SHAPES } from '../../../main/sandbox/shapes.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
const created: string[] = [];

// 7 boletos on 2026-03-10 (São Paulo), 2 on 2026-03-11, 1 just before midnight UTC that is
// still 2026-03-11 in São Paulo, 1 on 2026-03-12 at 00:30 São Paulo time.
async function createBoletos(sandbox: TestBank, ids: string[]): Promise<void> {
  const at = async (instant: string) => {
    sandbox.setNow(new Date(instant));
    const response = await sandbox.call('POST', '/baas/v1/charges', { body: boletoRequest() });
    expect(response.status).toBe(200);
    ids.push(response.json.correlationId);
  };
  for (let i = 0; i < 7; i++) await at('2026-03-10T15:00:00.000Z');
  await at('2026-03-11T12:00:00.000Z');
  await at('2026-03-11T13:00:00.000Z');
  await at('2026-03-12T02:59:59.000Z'); // 23:59:59 on 2026-03-11 in São Paulo
  await at('2026-03-12T03:30:00.000Z'); // 00:30 on 2026-03-12 in São Paulo
  sandbox.setNow(new Date('2026-03-12T15:00:00.000Z'));
}

beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
  await createBoletos(t, created);
});
afterAll(() => t.stop());

const list = (query: string) => t.call('GET', `/baas/v1/charges?${query}`);

describe('GET /baas/v1/charges/{correlationId}', () => {
  it('reads a boleto by correlationId', async () => {
    const response = await t.call('GET', `/baas/v1/charges/${created[0]}`);
    expect(response.status).toBe(200);
    expect(boletoRecordSchema.parse(response.json).correlationId).toBe(created[0]);
  });

  it('answers an unknown id with the 404 problem of spec 7', async () => {
    const response = await t.call('GET', '/baas/v1/charges/5f0c7c55-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(response.contentType).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(response.json);
    expect(problem).toMatchObject({ title: 'Not Found', status: 404 });
    expect(problem.type).toBe('https://tools.ietf.org/html/rfc9110#section-15.5.5');
    expect(problem.traceId).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });
});

describe.each(SANDBOX_SHAPES)('GET /baas/v1/charges (list by period), %s shapes', (shapes) => {
  let bank: TestBank;
  const ids: string[] = [];
  beforeAll(async () => {
    bank = await startBank({ clock: TEST_NOW, shapes });
    await createBoletos(bank, ids);
  });
  afterAll(() => bank.stop());

  /** The correlationIds of one page, whichever wrapper the shapes put around them. */
  const pageIds = async (query: string) => {
    const response = await bank.call('GET', `/baas/v1/charges?${query}`);
    expect(response.status).toBe(200);
    const items: unknown[] = shapes === 'sdk' ? response.json : response.json.items;
    return items.map((item) => boletoRecordSchema.parse(item).correlationId);
  };

  it('filters on the São Paulo creation date, both ends inclusive', async () => {
    const count = async (query: string) => (await pageIds(query)).length;
    expect(await count('startDate=2026-03-10&endDate=2026-03-10')).toBe(7);
    expect(await count('startDate=2026-03-11&endDate=2026-03-11')).toBe(3);
    expect(await count('startDate=2026-03-12&endDate=2026-03-12')).toBe(1);
    expect(await count('startDate=2026-03-10&endDate=2026-03-12')).toBe(11);
    expect(await count('startDate=2026-03-13&endDate=2026-04-12')).toBe(0);
  });

  it(
    shapes === 'sdk'
      ? 'answers a bare array of records, as the SDK reads it (limit 100 by default)'
      : 'answers { items, page, limit, totalItems, totalPages } with limit 100 by default',
    async () => {
      const response = await bank.call(
        'GET',
        '/baas/v1/charges?startDate=2026-01-01&endDate=2026-12-31',
      );
      expect(response.status).toBe(200);
      if (shapes === 'sdk') {
        expect(Array.isArray(response.json)).toBe(true);
      } else {
        const body = boletoListResponseSchema.parse(response.json);
        expect(body).toMatchObject({ page: 1, limit: 100, totalItems: 11, totalPages: 1 });
      }
      expect(await pageIds('startDate=2026-01-01&endDate=2026-12-31')).toEqual(ids);
    },
  );

  it('pages in a stable (createdAt, id) order; a page past the end is empty', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const query = `startDate=2026-03-10&endDate=2026-03-12&limit=3&page=${page}`;
      if (shapes === 'legacy') {
        const response = await bank.call('GET', `/baas/v1/charges?${query}`);
        expect(response.json).toMatchObject({ page, limit: 3, totalItems: 11, totalPages: 4 });
      }
      pages.push(...(await pageIds(query)));
    }
    // With a bare array the last page is the one shorter than the limit (11 = 3 + 3 + 3 + 2).
    expect(pages).toEqual(ids);
    expect(await pageIds('startDate=2026-03-10&endDate=2026-03-12&limit=3&page=2')).toEqual(
      ids.slice(3, 6),
    );
    expect(await pageIds('startDate=2026-03-10&endDate=2026-03-12&limit=3&page=9')).toEqual([]);
  });
});

describe('GET /baas/v1/charges: the query rules', () => {
  it('accepts limit 100 and refuses 101 and 0', async () => {
    expect((await list('startDate=2026-03-10&endDate=2026-03-12&limit=100')).status).toBe(200);
    for (const limit of ['101', '0', '-1', 'ten', '2.5']) {
      const response = await list(`startDate=2026-03-10&endDate=2026-03-12&limit=${limit}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.errors)).toEqual(['$.limit']);
    }
  });

  it('refuses page < 1 or not an integer', async () => {
    for (const page of ['0', 'x', '1.5']) {
      const response = await list(`startDate=2026-03-10&endDate=2026-03-12&page=${page}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.errors)).toEqual(['$.page']);
    }
  });

  it('requires startDate and endDate as real dates', async () => {
    const missing = await list('');
    expect(missing.status).toBe(400);
    expect(missing.json.title).toBe('One or more validation errors occurred.');
    expect(missing.json.errors).toEqual({
      '$.startDate': ['The startDate field is required.'],
      '$.endDate': ['The endDate field is required.'],
    });
    const bad = await list('startDate=2026-02-30&endDate=10/03/2026');
    expect(Object.keys(bad.json.errors).sort()).toEqual(['$.endDate', '$.startDate']);
  });

  it('requires endDate on or after startDate', async () => {
    const response = await list('startDate=2026-03-12&endDate=2026-03-11');
    expect(response.status).toBe(400);
    expect(response.json.errors['$.endDate']).toEqual(['endDate must be on or after startDate.']);
  });

  it('allows at most one calendar year between startDate and endDate', async () => {
    expect((await list('startDate=2025-03-12&endDate=2026-03-12')).status).toBe(200);
    const tooLong = await list('startDate=2025-03-12&endDate=2026-03-13');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors['$.endDate'][0]).toMatch(/at most 1 year/);
    // Across a leap day the year has 366 days; from 29 February it ends on 28 February.
    expect((await list('startDate=2023-03-01&endDate=2024-03-01')).status).toBe(200);
    expect((await list('startDate=2024-02-29&endDate=2025-02-28')).status).toBe(200);
    expect((await list('startDate=2024-02-29&endDate=2025-03-01')).status).toBe(400);
  });
});
