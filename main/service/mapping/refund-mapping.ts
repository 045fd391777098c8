import { FORM_LEVEL_FIELD } from '../response-failure.ts';

/**
 * Where a 400 of the refund call (4.9) lands on the refund form: the body's amount and
 * description on their fields, the `IdempotencyKey` header and anything else on the form as
 * a whole (the owner typed neither).
 */
export function refundWireToFormPath(wirePath: string): string {
  if (wirePath === '$.amount') return 'amountCents';
  if (wirePath === '$.description') return 'description';
  return FORM_LEVEL_FIELD;
}
