import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../../main/app/events/appliers.ts';
import type { ProfileSession } from '../../../main/app/profiles/profile-session.ts';
import type { WebhookEvent } from '../../../main/domain/wire/webhook-events.ts';

const event = {
  id: 'ev-1',
  eventType: 'PIX_RECEIVED',
  occurredAt: '2026-11-25T10:00:00.000Z',
  accountNumber: '6037451',
  data: {
    endToEndId: 'E99999999202611251000abcdefghijk',
    amount: 42.5,
    paidAt: '2026-11-25T10:00:00.000Z',
    origin: 'QR_CODE',
    correlationId: 'pedido-42',
    transactionId: 'tx-42',
    payer: { name: 'Maria', document: '52998224725' },
  },
} as WebhookEvent;

/** A session whose cache knows the code, already CONCLUDED or not yet. */
function session(alreadyConcluded: boolean) {
  const received: unknown[] = [];
  const fake = {
    received: {
      codeOfTransaction: (id: string) =>
        id === 'tx-42' ? { correlationId: 'pedido-42', kind: 'immediate' } : undefined,
      upsertReceived: (records: unknown[]) => received.push(...records),
    },
    pix: {
      applyPixCharges: () =>
        alreadyConcluded
          ? { updated: 0, unchanged: 1, missing: 0 }
          : { updated: 1, unchanged: 0, missing: 0 },
    },
  };
  return { session: fake as unknown as ProfileSession, received };
}

describe('PIX_RECEIVED for a cached code', () => {
  it.each([false, true])(
    'tells the code’s page to reload (already CONCLUDED: %s), which shows the payment it brings',
    (alreadyConcluded) => {
      const { session: s, received } = session(alreadyConcluded);
      const applied = applyEvent(s, event, '2026-11-25T10:00:01.000Z');
      expect(applied?.changed).toEqual(['received', 'pix']);
      expect(received).toMatchObject([
        { endToEndId: event.data.endToEndId, source: 'immediate', reference: 'pedido-42' },
      ]);
    },
  );
});
