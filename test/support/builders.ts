import { randomUUID } from 'node:crypto';
import type { CreateBoletoRequest } from '../../main/domain/wire/boletos.ts';

// The test data a test builds, one place each: a test changes one thing at a time with
// overrides, so what it is about stands out from what is merely valid.

/** 2026-03-10 12:00 in São Paulo: the fixed "today" of tests on the bank's own clock. */
export const TEST_NOW = new Date('2026-03-10T15:00:00.000Z');
export const TEST_TODAY = '2026-03-10';

/** A calendar date `days` from today in São Paulo, as the date input wants it. */
export function dueInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An address as the app's forms take it (the bank's own form has the CEP without the dash). */
export const PAULISTA_ADDRESS = {
  zipCode: '01310-100',
  publicPlace: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  number: '1000',
  city: 'São Paulo',
  state: 'SP' as const,
};

/** A person paying, with valid check digits. */
export const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

/** A valid boleto input to the bridge, due in a month; tests change one thing at a time. */
export function validBoleto(overrides: Record<string, unknown> = {}) {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    type: 'BANKSLIP' as const,
    yourNumber: 'NF-2001',
    dueDate: due,
    amountCents: 25_990,
    payer: { name: 'Padaria Pão Quente Ltda', document: '11.222.333/0001-81' },
    ...overrides,
  };
}

/** A valid create-boleto request on the wire to the bank (due in 20 days of TEST_NOW). */
export function boletoRequest(
  overrides: Partial<CreateBoletoRequest> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type: 'BANKSLIP',
    correlationId: randomUUID(),
    yourNumber: 'NF-0001',
    dueDate: '2026-03-30',
    Amount: 150.75,
    payer: {
      name: 'Maria da Silva',
      document: '52998224725',
      email: 'maria@exemplo.com.br',
      phone: { prefix: '11', number: '987654321' },
      address: {
        zipCode: '01310100',
        publicPlace: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...overrides,
  };
}
