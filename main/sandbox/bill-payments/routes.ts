import { routesOf, type Route } from '../http/router.ts';
import { listDemoSupplierBoletos } from './demo-suppliers.ts';
import { payBill } from './routes/pay.ts';
import { readBillToPay } from './routes/read.ts';

/**
 * Paying a supplier's boleto: routes the spec does not show, the operator's SDK does (README,
 * "Assumptions about the service"), and the local sandbox's demo suppliers to try them with.
 */
export const billPaymentRoutes: readonly Route[] = routesOf({
  '/baas/api/v1/bill-payments/{paymentIdentifier}': { GET: readBillToPay },
  '/baas/api/v1/bill-payments': { POST: payBill },
  // The local sandbox's own tool, apart from the service's interface.
  '/_sandbox/bill-payments/demo-suppliers': { GET: listDemoSupplierBoletos },
});
