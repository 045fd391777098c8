import { randomUUID } from 'node:crypto';
import { splitPayment, type SplitRule } from '../../domain/split.ts';
import { centsToReais, reaisToCents } from '../../domain/money.ts';
import type { SplitInstructionRecord } from '../../domain/wire/split.ts';
import type { WebhookEvent } from '../../domain/wire/webhook-events.ts';
import { newEndToEndId } from '../pix/pix-codes.ts';
import { splitStore } from '../split/split-store.ts';
import { emitEvent, type EventSink } from './emit.ts';
import { recordReceivedPix } from '../payments/received-pix.ts';

/** A payment that reached the sandbox's account. */
export interface ReceivedPayment {
  /** How it arrived: a QR code of the account paid, a boleto paid (by bar code or Pix), a Pix transfer. */
  source:
    | { kind: 'QR_CODE'; transactionId: string; correlationId: string }
    | {
        kind: 'BOLETO';
        correlationId: string;
        ourNumber: string;
        /** The boleto's face amount, in cents. */
        faceCents: number;
        paidBy: 'BANKSLIP' | 'PIX';
      }
    | { kind: 'PIX_TRANSFER' };
  amountCents: number;
  /** The Pix's end-to-end id (absent for a boleto paid by bar code). */
  endToEndId?: string;
  payer?: { name: string; document: string };
  /** What the payer wrote, for a Pix. */
  description?: string | undefined;
  /** ISO instant. */
  paidAt: string;
}

/** The events one payment emitted, in order. */
export interface PaymentEvents {
  events: WebhookEvent[];
}

/**
 * Everything the bank does when a payment reaches the account: the payment's own event
 * (`CHARGE_PAID` for a boleto, `PIX_RECEIVED` for every Pix — a boleto paid by Pix emits
 * both), then the split (service-spec 4.15): the configuration in force for the account
 * shares the payment per `domain/split.ts`, one transfer per instruction that takes a share,
 * each emitting the matching event (`TRANSFER_INTERNAL_DEBITED` for INTERNAL,
 * `PIX_PAYMENT_UPDATED` completed for PIX_MANUAL, `TRANSFER_EXTERNAL_DEBITED` for EXTERNAL).
 * Call it after the payment is recorded; it returns at once (deliveries run apart).
 */
export function paymentReceived(sink: EventSink, payment: ReceivedPayment): PaymentEvents {
  const events: WebhookEvent[] = [];
  const { source } = payment;
  const payer = payment.payer ?? { name: null, document: null };
  if (source.kind === 'BOLETO') {
    events.push(
      emitEvent(
        sink,
        'CHARGE_PAID',
        {
          correlationId: source.correlationId,
          ourNumber: source.ourNumber,
          amount: centsToReais(source.faceCents),
          paidAmount: centsToReais(payment.amountCents),
          paidAt: payment.paidAt,
          source: source.paidBy,
          endToEndId: payment.endToEndId ?? null,
          status: 'Paid',
        },
        payment.paidAt,
      ),
    );
  }
  if (payment.endToEndId !== undefined) {
    // The ledger refunds are checked against: every received Pix, whatever brought it.
    recordReceivedPix(sink.store, sink.accountId, {
      endToEndId: payment.endToEndId,
      source: source.kind === 'PIX_TRANSFER' ? 'RECEIVE' : source.kind,
      amountCents: payment.amountCents,
      payer: payment.payer ?? { name: '', document: '' },
      paidAt: payment.paidAt,
      description: payment.description,
      reference:
        source.kind === 'QR_CODE'
          ? source.transactionId
          : source.kind === 'BOLETO'
            ? source.correlationId
            : undefined,
    });
    events.push(
      emitEvent(
        sink,
        'PIX_RECEIVED',
        {
          endToEndId: payment.endToEndId,
          amount: centsToReais(payment.amountCents),
          paidAt: payment.paidAt,
          origin:
            source.kind === 'QR_CODE'
              ? 'QR_CODE'
              : source.kind === 'BOLETO'
                ? 'BOLETO'
                : 'TRANSFER',
          correlationId: source.kind === 'PIX_TRANSFER' ? null : source.correlationId,
          transactionId: source.kind === 'QR_CODE' ? source.transactionId : null,
          payer,
        },
        payment.paidAt,
      ),
    );
  }
  events.push(...distribute(sink, payment));
  return { events };
}

function ruleOfRecord(instruction: SplitInstructionRecord): SplitRule {
  return instruction.type === 'PERCENTAGE'
    ? { type: 'PERCENTAGE', percent: instruction.amount }
    : { type: 'FIXED', amountCents: reaisToCents(instruction.amount) };
}

/** One transfer (and its event) per instruction of the configuration in force that takes a share. */
function distribute(sink: EventSink, payment: ReceivedPayment): WebhookEvent[] {
  const configuration = splitStore(sink.store).inForce(sink.accountId, sink.accountId);
  if (!configuration) return [];
  const byId = new Map(configuration.instructions.map((i) => [i.id, i]));
  const outcome = splitPayment(
    payment.amountCents,
    configuration.instructions.map((instruction) => ({
      id: instruction.id,
      rule: ruleOfRecord(instruction),
    })),
  );
  const correlationId =
    payment.source.kind === 'PIX_TRANSFER' ? null : payment.source.correlationId;
  const events: WebhookEvent[] = [];
  for (const share of outcome.shares) {
    if (share.skipped) continue;
    const instruction = byId.get(share.id)!;
    const b = instruction.beneficiary;
    const counterparty = {
      name: b.holder.name,
      document: b.holder.document,
      participantIspb: b.participantIspb,
      branch: b.branch,
      number: b.number,
    };
    const split = {
      configurationId: configuration.id,
      instructionId: instruction.id,
      type: instruction.type,
      rule: instruction.amount,
      paymentAmount: centsToReais(payment.amountCents),
      endToEndId: payment.endToEndId ?? null,
      correlationId,
    };
    const amount = centsToReais(share.amountCents);
    const transfer = {
      transferId: randomUUID(),
      amount,
      status: 'completed' as const,
      transferredAt: payment.paidAt,
      counterparty,
      split,
    };
    switch (instruction.transferType) {
      case 'INTERNAL':
        events.push(emitEvent(sink, 'TRANSFER_INTERNAL_DEBITED', transfer, payment.paidAt));
        break;
      case 'EXTERNAL':
        events.push(emitEvent(sink, 'TRANSFER_EXTERNAL_DEBITED', transfer, payment.paidAt));
        break;
      case 'PIX_MANUAL':
      case 'PIX_KEY':
        events.push(
          emitEvent(
            sink,
            'PIX_PAYMENT_UPDATED',
            {
              paymentId: transfer.transferId,
              endToEndId: newEndToEndId(new Date(payment.paidAt)),
              amount,
              status: 'completed',
              reason: null,
              counterparty,
              split,
            },
            payment.paidAt,
          ),
        );
        break;
    }
  }
  return events;
}
