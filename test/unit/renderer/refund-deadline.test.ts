import { describe, expect, it } from 'vitest';
import type { ReceivedPixView, RefundView } from '../../../preload/contract/index.ts';
import { payerDocumentText } from '../../../renderer/src/features/refunds/payer-document.ts';
import { receivedChargeOf } from '../../../renderer/src/features/refunds/received-charge.ts';
import { refundBlockOf } from '../../../renderer/src/features/refunds/refund-availability.ts';
import {
  deadlineOf,
  deadlineText,
  timeLeftText,
} from '../../../renderer/src/features/refunds/refund-deadline.ts';

// The received Pix's page: the 90 days to refund told in days and hours never rounded up, with
// the São Paulo day and hour they end; the form replaced by why nothing can be refunded; the
// charge it paid by the words the owner knows it by; the payer's document one way every time.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 09:00 in São Paulo (UTC−3). */
const now = Date.parse('2026-11-25T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();
const left = (ms: number) => deadlineOf(at(now + ms), now)!;

describe('the time left to refund', () => {
  it('counts whole days and hours, never rounding up', () => {
    expect(left(90 * DAY - 5_000)).toMatchObject({ days: 89, hours: 23, over: false });
    expect(left(DAY)).toMatchObject({ days: 1, hours: 0, over: false });
    expect(left(26 * HOUR)).toMatchObject({ days: 1, hours: 2, over: false });
    expect(left(DAY - 1)).toMatchObject({ days: 0, hours: 23, over: false });
    expect(left(59 * MINUTE)).toMatchObject({ days: 0, hours: 0, over: false });
  });

  it('is over only once the last instant has passed, as main judges it', () => {
    expect(left(0)).toMatchObject({ over: false, days: 0, hours: 0 });
    expect(left(-1)).toMatchObject({ over: true, days: 0, hours: 0 });
    expect(deadlineOf(null, now)).toBeNull();
    expect(deadlineOf('not a date', now)).toBeNull();
  });

  it('says it in pt-BR with the São Paulo day and hour it ends', () => {
    expect(deadlineText(left(DAY), 'pt-BR')).toBe('1 dia restante (até 26/11/2026 às 09:00)');
    expect(deadlineText(left(26 * HOUR), 'pt-BR')).toBe(
      '1 dia e 2 horas restantes (até 26/11/2026 às 11:00)',
    );
    expect(deadlineText(left(59 * MINUTE), 'pt-BR')).toBe(
      'Menos de 1 hora restante (até 25/11/2026 às 09:59)',
    );
    expect(deadlineText(left(-MINUTE), 'pt-BR')).toBe(
      'O prazo de 90 dias terminou em 25/11/2026 às 08:59.',
    );
  });

  it('agrees each unit with its count', () => {
    const text = (ms: number) => timeLeftText(left(ms), 'pt-BR');
    expect(text(5 * HOUR)).toBe('5 horas restantes');
    expect(text(HOUR)).toBe('1 hora restante');
    expect(text(3 * DAY)).toBe('3 dias restantes');
    expect(text(2 * DAY + HOUR + 30 * MINUTE)).toBe('2 dias e 1 hora restantes');
    expect(text(DAY + HOUR)).toBe('1 dia e 1 hora restantes');
  });

  it('says it in English, in the app’s English date style', () => {
    expect(deadlineText(left(26 * HOUR), 'en')).toBe(
      '1 day and 2 hours left (until 26 Nov 2026 at 11:00)',
    );
    expect(deadlineText(left(HOUR), 'en')).toBe('1 hour left (until 25 Nov 2026 at 10:00)');
    expect(deadlineText(left(59 * MINUTE), 'en')).toBe(
      'Less than 1 hour left (until 25 Nov 2026 at 09:59)',
    );
    expect(deadlineText(left(-1), 'en')).toBe('The 90 days ended on 25 Nov 2026 at 08:59.');
  });
});

const refund = (n: number, status: RefundView['status'], amountCents: number): RefundView => ({
  id: `D${n}`,
  originalEndToEndId: 'E1',
  amountCents,
  status,
  failureReason: null,
  description: null,
  createdAt: `2026-11-2${n}T15:00:00.000Z`,
  syncedAt: '2026-11-25T12:00:00.000Z',
});

/** A Pix of R$ 80,00 received a day ago, with `refunds`; what is left as main counts it. */
function receivedWith(refunds: RefundView[], over: Partial<ReceivedPixView> = {}) {
  const refundedCents = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountCents, 0);
  const view: ReceivedPixView = {
    endToEndId: 'E1',
    source: 'transfer',
    amountCents: 8_000,
    refundedCents,
    leftCents: 8_000 - refundedCents,
    money: null,
    payerName: 'Joana',
    payerDocument: '52998224725',
    paidAt: at(now - DAY),
    refundableUntil: at(now + 89 * DAY),
    reference: null,
    charge: null,
    description: null,
    refunds,
    syncedAt: at(now),
  };
  return { ...view, ...over };
}

describe('when nothing can be refunded', () => {
  it('says so once all of it was refunded, dated by the last refund that counts', () => {
    const done = receivedWith([refund(1, 'completed', 4_000), refund(3, 'completed', 4_000)]);
    expect(refundBlockOf(done, now, true)).toEqual({
      kind: 'refunded',
      on: '2026-11-23T15:00:00.000Z',
      settling: false,
    });
    // A refund still processing counts; it is said to be settling.
    const settling = receivedWith([refund(1, 'completed', 4_000), refund(2, 'processing', 4_000)]);
    expect(refundBlockOf(settling, now, true)).toMatchObject({ kind: 'refunded', settling: true });
  });

  it('offers the form again when a refund failed: its amount came back', () => {
    const failed = receivedWith([refund(1, 'completed', 4_000), refund(2, 'failed', 4_000)]);
    expect(failed.leftCents).toBe(4_000);
    expect(refundBlockOf(failed, now, true)).toBeNull();
  });

  it('says the 90 days are over once they are', () => {
    const old = receivedWith([], { refundableUntil: at(now - MINUTE) });
    expect(refundBlockOf(old, now, true)).toEqual({ kind: 'window-over', until: at(now - MINUTE) });
    expect(refundBlockOf(old, now - 2 * MINUTE, true)).toBeNull();
  });

  it('waits for the amount of a pasted id where it can be read, and only there', () => {
    const pasted = receivedWith([], {
      source: 'pasted',
      amountCents: null,
      leftCents: null,
      paidAt: null,
      refundableUntil: null,
    });
    expect(refundBlockOf(pasted, now, true)).toEqual({ kind: 'amount-unknown' });
    // Where no read of a received Pix exists, the bank checks what is left at the refund.
    expect(refundBlockOf(pasted, now, false)).toBeNull();
  });
});

describe('the charge a received Pix paid', () => {
  it('is named by its kind and what names it in the charges list, linked to its page', () => {
    const dueDate = receivedChargeOf(
      {
        source: 'due-date',
        reference: 'g-1',
        charge: { kind: 'pix-due-date', label: 'Mensalidade 03', createdAt: at(now) },
      },
      'pt-BR',
    );
    expect(dueDate).toEqual({
      route: { name: 'pix', id: 'g-1' },
      text: 'Pix com vencimento: Mensalidade 03',
      named: true,
    });
    const boleto = receivedChargeOf(
      {
        source: 'boleto',
        reference: 'g-2',
        charge: { kind: 'boleto', label: null, createdAt: '2026-11-20T13:00:00.000Z' },
      },
      'en',
    );
    expect(boleto).toMatchObject({
      route: { name: 'detail', id: 'g-2' },
      text: 'Boleto created on 20 Nov 2026',
    });
  });

  it('falls back to its id when this computer does not keep it, and is absent without one', () => {
    expect(
      receivedChargeOf({ source: 'immediate', reference: 'g-3', charge: null }, 'pt-BR'),
    ).toEqual({ route: { name: 'pix', id: 'g-3' }, text: 'g-3', named: false });
    expect(receivedChargeOf({ source: 'transfer', reference: null, charge: null }, 'pt-BR')).toBe(
      null,
    );
  });
});

describe('the payer’s document of a received Pix', () => {
  it('is masked the one way whether a source gave it whole or masked', () => {
    expect(payerDocumentText('52998224725')).toBe('***.982.247-**');
    expect(payerDocumentText('***.982.247-**')).toBe('***.982.247-**');
    expect(payerDocumentText('11222333000181')).toBe('**.222.333/0001-**');
  });
});
