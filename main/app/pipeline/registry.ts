import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import { boletoWrites } from '../boletos/handlers.ts';
import { pixWrites } from '../pix/handlers.ts';
import { paymentWrites } from '../payments/handlers.ts';
import { billPaymentWrites } from '../bill-payments/handlers.ts';
import { refundWrites } from '../refunds/handlers.ts';
import { transferWrites } from '../transfers/handlers.ts';
import { pixKeyWrites } from '../pix-keys/handlers.ts';
import { splitWrites } from '../split/handlers.ts';
import { webhookWrites } from '../webhooks/handlers.ts';
import { counterQrWrites } from '../counter-qr/handlers.ts';
import type { StoredWriteDescriptor } from './write-descriptor.ts';

/**
 * Every kind of write the outbox may hold, by kind: what `outbox:resolve` and `discard` use.
 * Each feature lists its own beside its handlers; leaving a kind out is a type error here.
 */
export const writeDescriptors: Readonly<Record<OutboxKind, StoredWriteDescriptor>> = {
  ...boletoWrites,
  ...pixWrites,
  ...paymentWrites,
  ...billPaymentWrites,
  ...refundWrites,
  ...transferWrites,
  ...pixKeyWrites,
  ...splitWrites,
  ...webhookWrites,
  ...counterQrWrites,
};
