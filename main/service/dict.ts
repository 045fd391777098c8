import { dictPaymentInitializationSchema } from '../domain/wire/dict.ts';
import type { ServiceClient } from './http-client.ts';
import { FORM_LEVEL_FIELD } from './response-failure.ts';

/**
 * Looking a Pix key up in the DICT before paying it — a route the spec does not show and the
 * operator's SDK does (`PixService::paymentInitialization`).
 */

export const DICT_PAYMENT_INITIALIZATION = '/baas/api/v2/pix/dict/payment-initialization';

/** Who receives a payment to a key, as the bank shows them. */
export interface KeyHolder {
  name: string;
  /** As the bank sent it (usually masked); null when it sent none. */
  document: string | null;
  /** The receiver's institution; null when the bank does not name it. */
  bank: string | null;
}

/** A key's lookup: its receiver and the single-use id for paying it. */
export interface KeyLookup {
  endToEndId: string;
  /** The key as the bank answered it (the one asked for when it says none). */
  key: string;
  holder: KeyHolder;
  /** The key is one of the account's own (`keyBelongsHolder`); false when the bank is silent. */
  ownAccount: boolean;
}

/**
 * `POST /baas/api/v2/pix/dict/payment-initialization` with `{ key }`: nothing moves (a new
 * endToEndId is all the bank keeps), so a lost answer is simply asked again. The bank's 404 is
 * a key nobody holds; its 400 a key it refuses.
 */
export async function lookUpPixKey(client: ServiceClient, key: string): Promise<KeyLookup> {
  const { value } = await client.request({
    method: 'POST',
    path: DICT_PAYMENT_INITIALIZATION,
    body: { key },
    schema: dictPaymentInitializationSchema,
    // The bank's words about the key belong on the screen's key field.
    fieldPaths: (wirePath) => (wirePath === '$.key' ? 'key' : FORM_LEVEL_FIELD),
  });
  const { holder, participant } = value.beneficiary;
  return {
    endToEndId: value.endToEndId,
    key: value.key ?? key,
    holder: {
      name: holder.name.trim(),
      document: holder.document === undefined || holder.document === '' ? null : holder.document,
      bank: participant?.name === undefined || participant.name === '' ? null : participant.name,
    },
    ownAccount: value.keyBelongsHolder === true,
  };
}
