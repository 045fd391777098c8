import type { Customer } from '../../../../preload/contract/index.ts';
import { maskDocumentAsTyped, maskZip } from '../../lib/format.ts';
import type { PayerDraft } from '../boletos/boleto-form.ts';

/** Every payer field of a form, blank (the boleto's payer, also a customer's). */
export { emptyPayer } from '../boletos/boleto-form.ts';

/** A saved customer as a form's payer fields (as the owner would have typed them). */
export function payerDraftOf(customer: Customer): PayerDraft {
  return {
    name: customer.name,
    document: maskDocumentAsTyped(customer.document),
    email: customer.email ?? '',
    phonePrefix: customer.phonePrefix ?? '',
    phoneNumber: customer.phoneNumber ?? '',
    zipCode: customer.zipCode ? maskZip(customer.zipCode) : '',
    publicPlace: customer.publicPlace ?? '',
    number: customer.number ?? '',
    complement: customer.complement ?? '',
    neighborhood: customer.neighborhood ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
  };
}

/** The form paths of the payer fields filled from a customer (`payer.address.city`, …). */
export const PAYER_PATHS = [
  'name',
  'document',
  'email',
  'phone.prefix',
  'phone.number',
  'address.zipCode',
  'address.publicPlace',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
] as const;
