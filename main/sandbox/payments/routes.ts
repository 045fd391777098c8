import { routesOf, type Route } from '../http/router.ts';
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
export const moneyOutRoutes: readonly Route[] = routesOf({
  '/baas/api/v2/pix/qrcode/payment-initialization': { POST: decodeQrCode },
  // SDK routes (README, "Assumptions"): a Pix key looked up before paying it; the v2 transfer
  // pays a decoded code or a key's lookup.
  '/baas/api/v2/pix/dict/payment-initialization': { POST: initializeKeyPayment },
  '/baas/api/v2/transfers': { POST: createTransfer },
  '/baas/api/v2/transfers/{id}': {
    GET: readQrPayment,
    // Assumption (README): cancelling a transfer scheduled for a later day, before it runs.
    DELETE: cancelScheduledTransfer,
  },
  '/v1/pix/transfers': { POST: createKeyTransfer },
  '/v1/pix/transfers/{id}': { GET: readKeyTransfer },
  '/baas/api/v1/transactions/pix/{endToEndIdOriginal}/refund': { PUT: createRefund },
  '/v1/pix/refunds/{refundId}': { GET: readRefund },
  '/baas/api/v1/pix/dict/entries': {
    POST: createPixKey,
    // SDK routes (README, "Assumptions"): every key of the account, and deleting one.
    GET: listPixKeys,
    DELETE: deletePixKey,
  },
  // The local sandbox's own tools, apart from the service's interface.
  '/_sandbox/pix/receive': { POST: receivePix },
  // A payer paying a counter QR (a static code of the account's key) the app built itself.
  '/_sandbox/pix/pay-static': { POST: payStaticCode },
  '/_sandbox/pix/received': { GET: listReceivedPix },
  '/_sandbox/pix/demo-receivers': { GET: listDemoReceivers },
});
