import { describe, expect, it } from 'vitest';
import {
  journalSummary,
  splitShareOf,
} from '../../../renderer/src/features/journal/journal-summary.ts';

const body = (data: unknown) => JSON.stringify({ id: 'e1', eventType: 'X', data }, null, 2);

const counterparty = {
  name: 'Ana Souza',
  document: '52998224725',
  participantIspb: '12345678',
  branch: '0001',
  number: '123456-7',
};
const split = { configurationId: 1, instructionId: 2, type: 'FIXED', rule: 2, paymentAmount: 100 };

describe('what a journal entry says at a glance', () => {
  it('a split share: its amount, the payment it came from and who it went to', () => {
    expect(
      journalSummary(
        'PIX_PAYMENT_UPDATED',
        body({ amount: 2, status: 'completed', counterparty, split }),
      ),
    ).toEqual({
      amountCents: 200,
      detail: { key: 'journal.detail.split', paymentCents: 10_000, to: 'Ana Souza · 123456-7' },
    });
    expect(
      journalSummary(
        'TRANSFER_INTERNAL_DEBITED',
        body({ amount: 5, counterparty: { number: '7777-1', name: null }, split }),
      ).detail,
    ).toEqual({ key: 'journal.detail.split', paymentCents: 10_000, to: '7777-1' });
  });

  it('a Pix received: from its payer; a transfer: from or to its counterparty', () => {
    expect(
      journalSummary('PIX_RECEIVED', body({ amount: 150.1, payer: { name: 'Maria' } })),
    ).toEqual({ amountCents: 15_010, detail: { key: 'journal.detail.from', who: 'Maria' } });
    expect(
      journalSummary('TRANSFER_EXTERNAL_CREDITED', body({ amount: 1, counterparty, split: null }))
        .detail,
    ).toEqual({ key: 'journal.detail.from', who: 'Ana Souza · 123456-7' });
    expect(
      journalSummary('TRANSFER_INTERNAL_DEBITED', body({ amount: 1, counterparty, split: null }))
        .detail,
    ).toEqual({ key: 'journal.detail.to', who: 'Ana Souza · 123456-7' });
  });

  it('anything else as received shows nothing more, and never throws', () => {
    for (const [type, json] of [
      ['PIX_RECEIVED', 'not json'],
      ['PIX_RECEIVED', '[]'],
      ['CHARGE_PAID', body(null)],
      ['WHITELABEL_CUSTOMER_APPROVED', body({ customerId: 'c' })],
      ['PIX_RECEIVED', body({ amount: '100', payer: null })],
      ['PIX_RECEIVED', body({ amount: -1, payer: { name: ' ' } })],
    ] as const) {
      expect(journalSummary(type, json)).toEqual({ amountCents: null, detail: null });
    }
  });
});

describe('a split share, for the page of the charge it came from', () => {
  it('is read from a transfer event that carries split', () => {
    const json = body({
      amount: 5,
      counterparty: { name: 'Balcao Sandbox Ltda', number: '7777-1' },
      split: { ...split, correlationId: 'pedido-100' },
    });
    expect(splitShareOf('e1', json)).toEqual({
      eventId: 'e1',
      amountCents: 500,
      to: 'Balcao Sandbox Ltda · 7777-1',
      correlationId: 'pedido-100',
    });
  });

  it('is null for anything else', () => {
    expect(splitShareOf('e1', body({ amount: 5, split: null }))).toBeNull();
    expect(splitShareOf('e1', body({ amount: 100, payer: { name: 'Maria' } }))).toBeNull();
    expect(splitShareOf('e1', 'not json')).toBeNull();
  });
});
