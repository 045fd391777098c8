import type { AddressDraft } from './draft-values.ts';

/** Every part of an address as typed, blank: a payer's, the business's. */
export function emptyAddress(): AddressDraft {
  return {
    zipCode: '',
    publicPlace: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
  };
}
