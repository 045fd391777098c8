import { routesOf, type Route } from './http/router.ts';
import { createBoleto } from './boletos/routes/create.ts';
import { listBoletos } from './boletos/routes/list.ts';
import { readBoleto } from './boletos/routes/read.ts';
import { simulateBoletoPayment } from './boletos/routes/simulate.ts';
import { updateBoleto } from './boletos/routes/update.ts';
import { voidBoleto } from './boletos/routes/void.ts';
import { cancelDueDateQrCode, cancelImmediateQrCode } from './pix/routes/cancel.ts';
import { readImmediateQrCode } from './pix/routes/immediate-read.ts';
import { readPixCharge } from './pix/routes/charges-read.ts';
import { createDueDateQrCode } from './pix/routes/due-date-create.ts';
import { readDueDateQrCode } from './pix/routes/due-date-read.ts';
import { createImmediateQrCode } from './pix/routes/immediate-create.ts';
import { payPixQrCode } from './pix/routes/sandbox-pay.ts';
import { eventSandboxRoutes } from './events/sandbox-routes.ts';
import { splitRoutes } from './split/split-routes.ts';
import { webhookRoutes } from './webhooks/webhook-routes.ts';
import { moneyOutRoutes } from './payments/routes.ts';
import { listSandboxQrCodes } from './pix/routes/sandbox-list.ts';
import { demoRoutes } from './demo/restore-route.ts';
import { billPaymentRoutes } from './bill-payments/routes.ts';
import { staticQrRoutes } from './pix/routes/static-qr-routes.ts';

/** Every endpoint of the sandbox: method, path pattern, handler. */
export const sandboxRoutes: readonly Route[] = [
  ...routesOf({
    '/baas/v1/charges': { POST: createBoleto, GET: listBoletos },
    '/baas/v1/charges/{correlationId}': { GET: readBoleto, PATCH: updateBoleto },
    // Routes the spec does not show; the operator's SDK does (README, "Assumptions").
    '/baas/v1/charges/{correlationId}/void': { POST: voidBoleto },
    '/baas/v1/charges/{id}/simulate-conclude': { POST: simulateBoletoPayment },
    '/baas/api/v2/pix/qrcode/dynamic': { POST: createImmediateQrCode },
    '/baas/api/v2/pix/qrcode/due-date': { POST: createDueDateQrCode },
    '/baas/api/v2/pix/qrcode/due-date/{transactionIdentifier}': { GET: readDueDateQrCode },
    '/v1/pix/charges/{chargeId}': { GET: readPixCharge },
    // SDK routes (README, "Assumptions"): an immediate code's read, and cancelling a code.
    '/baas/api/v2/pix/qrcode/dynamic/{id}': { GET: readImmediateQrCode },
    '/baas/api/v2/pix/qrcode/dynamic/immediate-payment/{id}/cancel': {
      PATCH: cancelImmediateQrCode,
    },
    '/baas/api/v2/pix/qrcode/dynamic/due-date/{id}/cancel': { PATCH: cancelDueDateQrCode },
  }),
  ...staticQrRoutes,
  ...splitRoutes,
  ...webhookRoutes,
  // The local sandbox's own tools, apart from the service's interface.
  ...routesOf({ '/_sandbox/pix/pay': { POST: payPixQrCode } }),
  ...eventSandboxRoutes,
  ...moneyOutRoutes,
  ...billPaymentRoutes,
  ...routesOf({ '/_sandbox/pix/qrcodes': { GET: listSandboxQrCodes } }),
  ...demoRoutes,
];
