import { randomUUID } from 'node:crypto';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import type { CacheDb } from '../../../main/cache/db/database.ts';
import { journalRepo } from '../../../main/cache/events/journal-repo.ts';
import {
  sentPaymentsRepo,
  type SentPaymentRecord,
} from '../../../main/cache/payments/sent-payments-repo.ts';
import { receivedRepo, type ReceivedRecord } from '../../../main/cache/received/received-repo.ts';
import { centsToReais } from '../../../main/domain/money.ts';
import type { BoletoPayment } from '../../../main/domain/wire/boletos.ts';
import type { WebhookEventType } from '../../../main/domain/wire/webhooks.ts';
import { wireBoleto } from '../cache/fixtures.ts';

// What the app's own writers put in the cache, one builder each, as the statement's sources
// receive it: the received list, the boletos repository, the refunds and payments it keeps,
// and the bank's events kept in the journal exactly as they arrive.

export const SYNCED = '2026-03-10T15:00:00.000Z';
export const ACCOUNT = '1234567';

/** A 32-character end-to-end id from `n`. */
export const e2e = (n: number) =>
  `E${String(n).padStart(20, '0')}TESTSTMT${String(n % 1000).padStart(3, '0')}`;

export function receivePix(
  db: CacheDb,
  n: number,
  amountCents: number,
  paidAt: string,
  extra: Partial<ReceivedRecord> = {},
): string {
  const id = e2e(n);
  receivedRepo(db).upsertReceived(
    [
      {
        endToEndId: id,
        source: 'transfer',
        amountCents,
        payerName: `Pagador ${n}`,
        payerDocument: '52998224725',
        paidAt,
        reference: null,
        description: null,
        ...extra,
      },
    ],
    SYNCED,
  );
  return id;
}

/** A boleto paid by bar code (`source` BANKSLIP, no end-to-end id). */
export function payBoletoByBarCode(
  db: CacheDb,
  n: number,
  amountCents: number,
  paidAt: string,
  payment: Partial<BoletoPayment> = {},
): void {
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(n, {
        amount: centsToReais(amountCents),
        status: 'Paid',
        payments: [
          {
            id: `pay-${n}`,
            amount: centsToReais(amountCents),
            paidAt,
            source: 'BANKSLIP',
            ...payment,
          },
        ],
      }),
    ],
    SYNCED,
  );
}

export function sendRefund(
  db: CacheDb,
  id: string,
  originalEndToEndId: string,
  amountCents: number,
  createdAt: string,
  status: 'processing' | 'completed' | 'failed' = 'completed',
): void {
  receivedRepo(db).upsertRefund({
    id,
    idempotencyKey: randomUUID(),
    originalEndToEndId,
    amountCents,
    status,
    failureReason: status === 'failed' ? 'Conta de destino encerrada' : null,
    description: 'Devolução de teste',
    createdAt,
    syncedAt: SYNCED,
  });
}

export function sendPayment(
  db: CacheDb,
  id: string,
  amountCents: number,
  createdAt: string,
  extra: Partial<SentPaymentRecord> = {},
): void {
  sentPaymentsRepo(db).upsert({
    id,
    kind: 'qr-code',
    endToEndId: `E${id.replace(/\W/g, '').padEnd(31, '0').slice(0, 31)}`,
    status: 'COMPLETED',
    amountCents,
    receiverName: 'Loja Exemplo',
    receiverDocument: '11444777000161',
    receiverBank: 'Banco Exemplo',
    receiverKey: 'loja@exemplo.com.br',
    description: null,
    failureReason: null,
    createdAt,
    syncedAt: SYNCED,
    clientIdentity: randomUUID(),
    ...extra,
  });
}

/** Keeps an event in the journal as the receiver does (the triggers read it from there). */
export function keepEvent(
  db: CacheDb,
  eventType: WebhookEventType,
  data: Record<string, unknown>,
  occurredAt: string,
): string {
  const id = randomUUID();
  journalRepo(db).append({
    eventId: id,
    eventType,
    receivedAt: occurredAt,
    headers: {},
    raw: JSON.stringify({ id, eventType, occurredAt, accountNumber: ACCOUNT, data }),
  });
  return id;
}

export const COUNTERPARTY = {
  name: 'Fornecedora Exemplo Ltda',
  document: '11444777000161',
  participantIspb: '60701190',
  branch: '0341',
  number: '123456',
};

/** What a split share carries of the payment it was taken from. */
export function splitOf(correlationId: string, paymentCents: number) {
  return {
    configurationId: 1,
    instructionId: 1,
    type: 'PERCENTAGE',
    rule: 5,
    paymentAmount: centsToReais(paymentCents),
    endToEndId: null,
    correlationId,
  };
}

export function transferData(
  transferId: string,
  amountCents: number,
  at: string,
  split: ReturnType<typeof splitOf> | null = null,
  status: 'processing' | 'completed' | 'failed' = 'completed',
) {
  return {
    transferId,
    amount: centsToReais(amountCents),
    status,
    transferredAt: at,
    counterparty: COUNTERPARTY,
    split,
  };
}

export function paymentUpdate(
  paymentId: string,
  amountCents: number,
  status: 'processing' | 'completed' | 'failed',
  split: ReturnType<typeof splitOf> | null = null,
  endToEndId: string | null = null,
) {
  return {
    paymentId,
    endToEndId,
    amount: centsToReais(amountCents),
    status,
    reason: status === 'failed' ? 'Saldo insuficiente' : null,
    counterparty: COUNTERPARTY,
    split,
  };
}
