import { TZDate } from '@date-fns/tz';
import { addDays, isIsoDate } from '../../../domain/dates.ts';
import { MAX_LIST_LIMIT } from '../../../domain/wire/boletos.ts';
import { validationProblemReply } from '../../http/problems.ts';
import { jsonTextReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors } from '../../http/validation.ts';

/**
 * `GET /baas/v1/charges?startDate&endDate&page&limit` (service-spec 4.4, 8).
 *
 * Assumptions: the period filters on the creation date in São Paulo, both ends inclusive;
 * "at most 1 year" means endDate ≤ startDate plus one calendar year (365 days, or 366
 * across a 29 February; from a 29 February the year ends on 28 February); `limit` defaults
 * to 100; a page past the end is empty. Items come in (createdAt, id) order.
 *
 * The wrapper is not shown either. The operator's SDK (`ChargesService::getCharges`) reads the
 * body as a bare JSON array of charges, and that is what the `sdk` shapes answer: a client
 * knows the end by a page shorter than `limit`. The `legacy` shapes answer
 * `{ items, page, limit, totalItems, totalPages }`.
 */
export function listBoletos(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const startDate = readDate(ctx.query, 'startDate', errors);
  const endDate = readDate(ctx.query, 'endDate', errors);
  const page = readPositiveInteger(ctx.query, 'page', 1, Number.MAX_SAFE_INTEGER, errors);
  const limit = readPositiveInteger(ctx.query, 'limit', MAX_LIST_LIMIT, MAX_LIST_LIMIT, errors);
  if (startDate && endDate) {
    if (endDate < startDate) errors.add('$.endDate', 'must be on or after startDate.');
    else if (endDate > oneYearAfter(startDate)) {
      errors.addSentence(
        '$.endDate',
        'The interval between startDate and endDate must be at most 1 year.',
      );
    }
  }
  if (!startDate || !endDate || page === undefined || limit === undefined || !errors.isEmpty) {
    return validationProblemReply(ctx.traceId, errors);
  }

  const from = saoPauloMidnight(startDate);
  const to = saoPauloMidnight(addDays(endDate, 1));
  const totalItems = ctx.store.countCreatedBetween(ctx.accountId, from, to);
  // Offset past the last row only happens for an out-of-range page, which is simply empty.
  const offset = Math.min((page - 1) * limit, totalItems);
  const items = ctx.store.listRecordJsonCreatedBetween(ctx.accountId, from, to, limit, offset);
  // Splices the stored JSON text: listing never parses a record.
  const array = `[${items.join(',')}]`;
  if (ctx.shapes === 'sdk') return jsonTextReply(200, array);
  const totalPages = Math.ceil(totalItems / limit);
  return jsonTextReply(
    200,
    `{"items":${array},"page":${page},"limit":${limit},"totalItems":${totalItems},"totalPages":${totalPages}}`,
  );
}

function readDate(query: URLSearchParams, name: string, errors: FieldErrors): string | undefined {
  const value = query.get(name);
  if (value === null || value === '') errors.addRequired(`$.${name}`);
  else if (!isIsoDate(value))
    errors.add(`$.${name}`, 'must be a valid date in the format YYYY-MM-DD.');
  else return value;
  return undefined;
}

function readPositiveInteger(
  query: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
  errors: FieldErrors,
): number | undefined {
  const value = query.get(name);
  if (value === null) return fallback;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= max)) {
    errors.add(
      `$.${name}`,
      max === Number.MAX_SAFE_INTEGER
        ? 'must be an integer of at least 1.'
        : `must be an integer from 1 to ${max}.`,
    );
    return undefined;
  }
  return n;
}

/** The same day one calendar year later; 29 February → 28 February. */
function oneYearAfter(date: string): string {
  const next = `${Number(date.slice(0, 4)) + 1}`.padStart(4, '0') + date.slice(4);
  const clamped = next.slice(0, 8) + '28';
  return isIsoDate(next) ? next : clamped;
}

/** The UTC instant (ISO) at which `date` begins in São Paulo. */
function saoPauloMidnight(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 'America/Sao_Paulo').getTime()).toISOString();
}
