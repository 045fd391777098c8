import type { Route } from '../../http/router.ts';
import {
  cancelStaticQrCode,
  createStaticQrCode,
  listStaticQrPayments,
  readStaticQrCode,
} from './static-qr.ts';

/** SDK routes (README, "Assumptions"): a counter QR registered with the bank. */
export const staticQrRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/baas/api/v2/pix/qrcode/static', handler: createStaticQrCode },
  { method: 'GET', pattern: '/baas/api/v2/pix/qrcode/static/{id}', handler: readStaticQrCode },
  {
    method: 'GET',
    pattern: '/baas/api/v2/pix/qrcode/static/{id}/payments',
    handler: listStaticQrPayments,
  },
  {
    method: 'PATCH',
    pattern: '/baas/api/v2/pix/qrcode/static/{id}/cancel',
    handler: cancelStaticQrCode,
  },
];
