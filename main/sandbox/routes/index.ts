import type { Route } from '../http/router.ts';
import { createBoleto } from './boletos-create.ts';
import { listBoletos } from './boletos-list.ts';
import { readBoleto } from './boletos-read.ts';
import { simulateBoletoPayment } from './boletos-simulate.ts';
import { updateBoleto } from './boletos-update.ts';

/** Every endpoint of the sandbox: method, path pattern, handler. */
export const sandboxRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/baas/v1/charges', handler: createBoleto },
  { method: 'GET', pattern: '/baas/v1/charges', handler: listBoletos },
  { method: 'GET', pattern: '/baas/v1/charges/{correlationId}', handler: readBoleto },
  { method: 'PATCH', pattern: '/baas/v1/charges/{correlationId}', handler: updateBoleto },
  {
    method: 'POST',
    pattern: '/baas/v1/charges/{id}/simulate-conclude',
    handler: simulateBoletoPayment,
  },
];
