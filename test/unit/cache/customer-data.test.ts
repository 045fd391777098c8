import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_FIELDS,
  customerKey,
  customerOfBoleto,
  mergeCustomer,
  type CustomerData,
} from '../../../main/cache/customers/customer-data.ts';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';

function data(asOf: string, fields: Partial<CustomerData>): CustomerData {
  const d = { document: '52998224725', as_of: asOf } as CustomerData;
  for (const f of CUSTOMER_FIELDS) d[f] = null;
  d.name = 'Ana';
  return { ...d, ...fields };
}

describe('customer upsert rules', () => {
  it('keeps a new customer as given', () => {
    const given = data('2026-11-01T00:00:00.000Z', { email: 'ana@example.com' });
    expect(mergeCustomer(null, given)).toEqual(given);
  });

  it('lets the latest data win, never blanking a field the new record lacks', () => {
    const kept = data('2026-11-01T00:00:00.000Z', {
      name: 'Ana S.',
      email: 'ana@example.com',
      phone_prefix: '11',
      phone_number: '912345678',
      city: 'São Paulo',
    });
    const newer = data('2026-11-10T00:00:00.000Z', { name: 'Ana Souza', city: 'Campinas' });
    expect(mergeCustomer(kept, newer)).toEqual({
      ...kept,
      as_of: '2026-11-10T00:00:00.000Z',
      name: 'Ana Souza',
      city: 'Campinas',
    });
  });

  it('lets an older record only fill what is still empty', () => {
    const kept = data('2026-11-10T00:00:00.000Z', { name: 'Ana Souza', city: 'Campinas' });
    const older = data('2026-10-01T00:00:00.000Z', {
      name: 'Ana S.',
      city: 'São Paulo',
      email: 'ana@example.com',
    });
    expect(mergeCustomer(kept, older)).toEqual({ ...kept, email: 'ana@example.com' });
  });

  it('takes the phone as one value', () => {
    const kept = data('2026-11-01T00:00:00.000Z', {
      phone_prefix: '11',
      phone_number: '912345678',
    });
    const half = data('2026-11-10T00:00:00.000Z', { phone_prefix: '21' });
    expect(mergeCustomer(kept, half)?.phone_prefix).toBe('11');
    const whole = data('2026-11-10T00:00:00.000Z', {
      phone_prefix: '21',
      phone_number: '33334444',
    });
    expect(mergeCustomer(kept, whole)).toMatchObject({
      phone_prefix: '21',
      phone_number: '33334444',
    });
  });

  it('reports no change when nothing changes', () => {
    const kept = data('2026-11-10T00:00:00.000Z', { email: 'ana@example.com' });
    expect(mergeCustomer(kept, data('2026-11-10T00:00:00.000Z', {}))).toBeNull();
    expect(mergeCustomer(kept, data('2026-10-10T00:00:00.000Z', { email: 'x@y.z' }))).toBeNull();
  });

  it('keys a customer by the whole document only', () => {
    expect(customerKey('529.982.247-25')).toBe('52998224725');
    expect(customerKey('11.222.333/0001-81')).toBe('11222333000181');
    expect(customerKey('***.982.247-**')).toBeNull();
    expect(customerKey('')).toBeNull();
  });

  it('reads a boleto payer with its address', () => {
    const record = {
      createdAt: '2026-11-01T09:00:00-03:00',
      payer: {
        name: ' Ana Souza ',
        document: '52998224725',
        email: 'ana@example.com',
        phone: { prefix: '11', number: '912345678' },
        address: {
          zipCode: '01310100',
          publicPlace: 'Av. Paulista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    } as unknown as BoletoRecord;
    expect(customerOfBoleto(record)).toMatchObject({
      document: '52998224725',
      as_of: '2026-11-01T12:00:00.000Z',
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone_prefix: '11',
      zip_code: '01310100',
      public_place: 'Av. Paulista',
      address_number: null,
      city: 'São Paulo',
      state: 'SP',
    });
  });
});
