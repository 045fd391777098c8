import type { Route } from './http/router.ts';
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
  { method: 'POST', pattern: '/baas/v1/charges', handler: createBoleto },
  { method: 'GET', pattern: '/baas/v1/charges', handler: listBoletos },
  { method: 'GET', pattern: '/baas/v1/charges/{correlationId}', handler: readBoleto },
  { method: 'PATCH', pattern: '/baas/v1/charges/{correlationId}', handler: updateBoleto },
  // Routes the spec does not show; the operator's SDK does (README, "Assumptions").
  { method: 'POST', pattern: '/baas/v1/charges/{correlationId}/void', handler: voidBoleto },
  {
    method: 'POST',
    pattern: '/baas/v1/charges/{id}/simulate-conclude',
    handler: simulateBoletoPayment,
  },
  { method: 'POST', pattern: '/baas/api/v2/pix/qrcode/dynamic', handler: createImmediateQrCode },
  { method: 'POST', pattern: '/baas/api/v2/pix/qrcode/due-date', handler: createDueDateQrCode },
  {
    method: 'GET',
    pattern: '/baas/api/v2/pix/qrcode/due-date/{transactionIdentifier}',
    handler: readDueDateQrCode,
  },
  { method: 'GET', pattern: '/v1/pix/charges/{chargeId}', handler: readPixCharge },
  // SDK routes (README, "Assumptions"): an immediate code's read, and cancelling a code.
  { method: 'GET', pattern: '/baas/api/v2/pix/qrcode/dynamic/{id}', handler: readImmediateQrCode },
  {
    method: 'PATCH',
    pattern: '/baas/api/v2/pix/qrcode/dynamic/immediate-payment/{id}/cancel',
    handler: cancelImmediateQrCode,
  },
  {
    method: 'PATCH',
    pattern: '/baas/api/v2/pix/qrcode/dynamic/due-date/{id}/cancel',
    handler: cancelDueDateQrCode,
  },
  ...staticQrRoutes,
  ...splitRoutes,
  ...webhookRoutes,
  // The local sandbox's own tools, apart from the service's interface.
  { method: 'POST', pattern: '/_sandbox/pix/pay', handler: payPixQrCode },
  ...eventSandboxRoutes,
  ...moneyOutRoutes,
  ...billPaymentRoutes,
  { method: 'GET', pattern: '/_sandbox/pix/qrcodes', handler: listSandboxQrCodes },
  ...demoRoutes,
];
