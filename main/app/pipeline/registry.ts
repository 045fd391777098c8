import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import { boletoCreate } from '../boletos/boleto-create.write.ts';
import { boletoDueDateChange } from '../boletos/boleto-due-date-change.write.ts';
import { pixDueDateCreate } from '../pix/pix-due-date-create.write.ts';
import { pixImmediateCreate } from '../pix/pix-immediate-create.write.ts';
import { qrPayment } from '../payments/qr-payment.write.ts';
import { refundCreate } from '../refunds/refund-create.write.ts';
import { keyTransfer } from '../transfers/key-transfer.write.ts';
import { pixKeyCreate } from '../pix-keys/pix-key-create.write.ts';
import { splitCreate } from '../split/split-create.write.ts';
import { splitAdd } from '../split/split-add.write.ts';
import { splitUpdate } from '../split/split-update.write.ts';
import { webhookDelete, webhookRegister, webhookUpdate } from '../webhooks/webhooks.write.ts';
import type { StoredWriteDescriptor } from './write-descriptor.ts';

/** Every kind of write the outbox may hold, by kind: what `outbox:resolve` and `discard` use. */
export const writeDescriptors: Readonly<Record<OutboxKind, StoredWriteDescriptor>> = {
  'boleto:create': boletoCreate,
  'pix:create-immediate': pixImmediateCreate,
  'pix:create-due-date': pixDueDateCreate,
  'payment:qr-code': qrPayment,
  'refund:create': refundCreate,
  'transfer:key': keyTransfer,
  'pix-key:create': pixKeyCreate,
  'split:create-configuration': splitCreate,
  'split:add-instruction': splitAdd,
  'split:update-instruction': splitUpdate,
  'webhook:register': webhookRegister,
  'webhook:update': webhookUpdate,
  'webhook:delete': webhookDelete,
  'boleto:update-due-date': boletoDueDateChange,
};
