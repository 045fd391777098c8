import type { Route } from '../http/router.ts';
import { listDemoReceivers } from './demo-receivers.ts';
import { decodeQrCode } from './routes/decode.ts';
import { createKeyTransfer, readKeyTransfer } from './routes/key-transfer.ts';
import { initializeKeyPayment } from './routes/dict-payment-initialization.ts';
import { readQrPayment } from './routes/pay-decoded.ts';
import { payStaticCode } from './routes/pay-static.ts';
import { createPixKey, deletePixKey, listPixKeys } from './routes/pix-keys.ts';
import { listReceivedPix, receivePix } from './routes/receive.ts';
import { createRefund, readRefund } from './routes/refunds.ts';
import { createTransfer } from './routes/transfers-v2.ts';
import { cancelScheduledTransfer } from './routes/cancel-scheduled.ts';

/** Money out, refunds and Pix keys (service-spec 4.1, 4.2, 4.9, 4.10, 4.14) and their tools. */
export const moneyOutRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: '/baas/api/v2/pix/qrcode/payment-initialization',
    handler: decodeQrCode,
  },
  // SDK routes (README, "Assumptions"): a Pix key looked up before paying it; the v2 transfer
  // pays a decoded code or a key's lookup.
  {
    method: 'POST',
    pattern: '/baas/api/v2/pix/dict/payment-initialization',
    handler: initializeKeyPayment,
  },
  { method: 'POST', pattern: '/baas/api/v2/transfers', handler: createTransfer },
  { method: 'GET', pattern: '/baas/api/v2/transfers/{id}', handler: readQrPayment },
  // Assumption (README): cancelling a transfer scheduled for a later day, before it runs.
  { method: 'DELETE', pattern: '/baas/api/v2/transfers/{id}', handler: cancelScheduledTransfer },
  { method: 'POST', pattern: '/v1/pix/transfers', handler: createKeyTransfer },
  { method: 'GET', pattern: '/v1/pix/transfers/{id}', handler: readKeyTransfer },
  {
    method: 'PUT',
    pattern: '/baas/api/v1/transactions/pix/{endToEndIdOriginal}/refund',
    handler: createRefund,
  },
  { method: 'GET', pattern: '/v1/pix/refunds/{refundId}', handler: readRefund },
  { method: 'POST', pattern: '/baas/api/v1/pix/dict/entries', handler: createPixKey },
  // SDK routes (README, "Assumptions"): every key of the account, and deleting one.
  { method: 'GET', pattern: '/baas/api/v1/pix/dict/entries', handler: listPixKeys },
  { method: 'DELETE', pattern: '/baas/api/v1/pix/dict/entries', handler: deletePixKey },
  // The local sandbox's own tools, apart from the service's interface.
  { method: 'POST', pattern: '/_sandbox/pix/receive', handler: receivePix },
  // A payer paying a counter QR (a static code of the account's key) the app built itself.
  { method: 'POST', pattern: '/_sandbox/pix/pay-static', handler: payStaticCode },
  { method: 'GET', pattern: '/_sandbox/pix/received', handler: listReceivedPix },
  { method: 'GET', pattern: '/_sandbox/pix/demo-receivers', handler: listDemoReceivers },
];
