import { describe, expect, it } from 'vitest';
import {
  createBoletoRequestSchema,
  updateBoletoRequestSchema,
} from '../../../main/domain/wire/boletos.ts';
import { createRouter } from '../../../main/sandbox/http/router.ts';
import { FieldErrors, jsonPath, parseInto } from '../../../main/sandbox/http/validation.ts';
import { emptyTextReply } from '../../../main/sandbox/http/reply.ts';

describe('jsonPath', () => {
  it('writes zod paths as the service does', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['payer', 'document'])).toBe('$.payer.document');
    expect(jsonPath(['discount', 'items', 1, 'date'])).toBe('$.discount.items[1].date');
  });
});

describe('parseInto', () => {
  it('maps issues to $-paths with service-like sentences', () => {
    const errors = new FieldErrors();
    expect(
      parseInto(createBoletoRequestSchema, { type: 'X', Amount: 'ten' }, errors),
    ).toBeUndefined();
    const record = errors.toRecord();
    expect(record['$.type']).toEqual(['type must be one of: BANKSLIP, BANKSLIP_PIX.']);
    expect(record['$.correlationId']).toEqual(['The correlationId field is required.']);
    expect(record['$.Amount']).toEqual(['Amount must be a number.']);
    expect(record['$.payer']).toEqual(['The payer field is required.']);
  });

  it('names unknown keys of a strict body', () => {
    const errors = new FieldErrors();
    parseInto(updateBoletoRequestSchema, { dueDate: '2026-01-01', amount: 1, payer: {} }, errors);
    expect(Object.keys(errors.toRecord()).sort()).toEqual(['$.amount', '$.payer']);
  });

  it('requires a body', () => {
    const errors = new FieldErrors();
    parseInto(updateBoletoRequestSchema, undefined, errors);
    expect(errors.toRecord()).toEqual({ $: ['A non-empty request body is required.'] });
  });
});

describe('createRouter', () => {
  const handler = () => emptyTextReply(200);
  const route = createRouter([
    { method: 'GET', pattern: '/baas/v1/charges/{id}', handler },
    { method: 'POST', pattern: '/baas/v1/charges/{id}/simulate-conclude', handler },
  ]);

  it('matches parameters and decodes them', () => {
    expect(route('GET', '/baas/v1/charges/a%20b')).toMatchObject({
      kind: 'found',
      params: { id: 'a b' },
    });
    expect(route('POST', '/baas/v1/charges/123/simulate-conclude')).toMatchObject({
      params: { id: '123' },
    });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(route('DELETE', '/baas/v1/charges/1')).toEqual({
      kind: 'method_not_allowed',
      allowed: ['GET'],
    });
    expect(route('GET', '/baas/v1/charges/1/2')).toEqual({ kind: 'not_found' });
    expect(route('GET', '/baas/v1/charges/%E0%A4%A')).toEqual({ kind: 'not_found' });
  });
});
