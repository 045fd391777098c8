import type { Route } from '../http/router.ts';
import { listDemoSupplierBoletos } from './demo-suppliers.ts';
import { payBill } from './routes/pay.ts';
import { readBillToPay } from './routes/read.ts';

/**
 * Paying a supplier's boleto: routes the spec does not show, the operator's SDK does (README,
 * "Assumptions about the service"), and the local sandbox's demo suppliers to try them with.
 */
export const billPaymentRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/baas/api/v1/bill-payments/{paymentIdentifier}',
    handler: readBillToPay,
  },
  { method: 'POST', pattern: '/baas/api/v1/bill-payments', handler: payBill },
  // The local sandbox's own tool, apart from the service's interface.
  {
    method: 'GET',
    pattern: '/_sandbox/bill-payments/demo-suppliers',
    handler: listDemoSupplierBoletos,
  },
];
