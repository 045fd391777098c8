import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import { boletoCreate } from './boleto-create.ts';
import { boletoDueDateChange } from './boleto-due-date-change.ts';
import { pixDueDateCreate } from './pix-due-date-create.ts';
import { pixImmediateCreate } from './pix-immediate-create.ts';
import { qrPayment } from './qr-payment.ts';
import { refundCreate } from './refund-create.ts';
import { keyTransfer } from './key-transfer.ts';
import { pixKeyCreate } from './pix-key-create.ts';
import { splitCreate } from './split-create.ts';
import { splitAdd } from './split-add.ts';
import { splitUpdate } from './split-update.ts';
import { webhookDelete, webhookRegister, webhookUpdate } from './webhook-writes.ts';
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
