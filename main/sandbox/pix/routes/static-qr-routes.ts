import { routesOf, type Route } from '../../http/router.ts';
import {
  cancelStaticQrCode,
  createStaticQrCode,
  listStaticQrPayments,
  readStaticQrCode,
} from './static-qr.ts';

/** SDK routes (README, "Assumptions"): a counter QR registered with the bank. */
export const staticQrRoutes: readonly Route[] = routesOf({
  '/baas/api/v2/pix/qrcode/static': { POST: createStaticQrCode },
  '/baas/api/v2/pix/qrcode/static/{id}': { GET: readStaticQrCode },
  '/baas/api/v2/pix/qrcode/static/{id}/payments': { GET: listStaticQrPayments },
  '/baas/api/v2/pix/qrcode/static/{id}/cancel': { PATCH: cancelStaticQrCode },
});
