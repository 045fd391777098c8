// The counter QR: a static Pix BR Code built from one of the account's keys on this computer,
// with no call to the bank, so it works on a profile whose bank has no route for it and on a
// day without internet. It is the manual's static code (01 = 11, txid '***') written by the
// one encoder (`brcode.ts`) and read back by the same decoder the app pays codes with.
//
// What this file adds is the owner's words in, a code out: the merchant name and city as the
// manual wants them (upper-case ASCII without accents, 25 and 15 characters at most), the
// description cleaned the same way but keeping its case, and every rule broken reported as a
// value naming the field and how far it may go.

import {
  AMOUNT_CENTS_MAX,
  BrCodeInputError,
  decodeBrCode,
  encodeBrCode,
  KEY_MAX,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  PIX_GUI,
  sanitizeMerchantText,
} from './brcode.ts';
import { tlv } from './brcode-tlv.ts';

/** Field 26 (GUI, key and description together) holds at most 99 characters. */
const ACCOUNT_TEMPLATE_MAX = 99;

export type StaticBrCodeRequest = {
  /** One of the account's Pix keys, as registered. */
  key: string;
  /** Integer cents; left out, the payer types the amount. */
  amountCents?: number;
  /** Free text the payer's app shows; accents are dropped, case is kept. */
  description?: string;
  /** The business's name and city as the owner wrote them (any case, accents). */
  merchantName: string;
  merchantCity: string;
};

export type StaticBrCode = {
  /** The BR Code, "Pix Copia e Cola". */
  payload: string;
  key: string;
  amountCents: number | undefined;
  /** As written into the code (26-02), or undefined when none was given. */
  description: string | undefined;
  /** As written into the code (59, 60). */
  merchantName: string;
  merchantCity: string;
};

export type StaticBrCodeField =
  'key' | 'amountCents' | 'description' | 'merchantName' | 'merchantCity';

export type StaticBrCodeProblem =
  /** Nothing left once cleaned (a name written only in another script). */
  | { field: StaticBrCodeField; reason: 'required' }
  /** More than `max` characters (for the description: with this key, in field 26). */
  | { field: StaticBrCodeField; reason: 'too_long'; max: number }
  /** Not an amount a code can carry: not whole cents, not above zero, or above `max`. */
  | { field: 'amountCents'; reason: 'not_integer' | 'not_positive' | 'too_large'; max: number }
  /** Anything else the encoder refused (a key with spaces, a character outside ASCII). */
  | { field: StaticBrCodeField; reason: 'invalid' };

export type StaticBrCodeResult =
  { ok: true; value: StaticBrCode } | { ok: false; problem: StaticBrCodeProblem };

/**
 * The merchant name or city as a static code carries it: accents dropped, letters the manual's
 * character set lacks spelled out ('ß' → 'SS'), whitespace collapsed, upper case, cut to `max`.
 */
export function merchantFieldText(text: string, max: number): string {
  return sanitizeMerchantText(text, max).toUpperCase();
}

/**
 * The longest description field 26 leaves room for beside this key: 99 less the GUI's record
 * (4 + 14), the key's (4 + its length) and the description's own tag and length (4). 0 when
 * the key leaves no room (a long e-mail key).
 */
export function staticDescriptionMax(key: string): number {
  const taken = tlv('00', PIX_GUI).length + 4 + Array.from(key).length + 4;
  return Math.max(0, ACCOUNT_TEMPLATE_MAX - taken);
}

/** The description as it goes into the code: accents dropped, case kept, spaces tidied. */
export function staticDescriptionText(text: string): string {
  return sanitizeMerchantText(text, ACCOUNT_TEMPLATE_MAX);
}

function problemOf(error: BrCodeInputError, key: string): StaticBrCodeProblem {
  switch (error.input) {
    case 'key':
    case 'amountCents':
    case 'description':
    case 'merchantName':
    case 'merchantCity':
      break;
    default:
      // The other inputs (txid, category code, point of initiation) are fixed here.
      throw error;
  }
  const field = error.input;
  if (field === 'amountCents') {
    if (
      error.reason === 'not_integer' ||
      error.reason === 'not_positive' ||
      error.reason === 'too_large'
    ) {
      return { field, reason: error.reason, max: AMOUNT_CENTS_MAX };
    }
    return { field, reason: 'invalid' };
  }
  if (error.reason === 'required') return { field, reason: 'required' };
  if (error.reason === 'too_long' && field === 'description') {
    return { field, reason: 'too_long', max: staticDescriptionMax(key) };
  }
  if (error.reason === 'too_long' && field === 'key') {
    return { field, reason: 'too_long', max: KEY_MAX };
  }
  return { field, reason: 'invalid' };
}

/**
 * Builds a counter QR. The name and city are normalised (never refused for their length or
 * accents); the description is cleaned but never cut — one longer than field 26 leaves room
 * for beside the key is refused with that room, so the owner chooses what to drop. The code is
 * read back with the app's decoder before it is handed out: what the payer's bank will read is
 * what was asked for.
 */
export function buildStaticBrCode(request: StaticBrCodeRequest): StaticBrCodeResult {
  const merchantName = merchantFieldText(request.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = merchantFieldText(request.merchantCity, MERCHANT_CITY_MAX);
  const description =
    request.description === undefined ? undefined : staticDescriptionText(request.description);
  if (request.description !== undefined && request.description.trim() !== '' && !description) {
    return { ok: false, problem: { field: 'description', reason: 'invalid' } };
  }
  let payload: string;
  try {
    payload = encodeBrCode({
      key: request.key,
      pointOfInitiation: 'static',
      txid: '***',
      merchantName,
      merchantCity,
      ...(request.amountCents === undefined ? {} : { amountCents: request.amountCents }),
      ...(description ? { description } : {}),
    });
  } catch (error) {
    if (error instanceof BrCodeInputError) {
      return { ok: false, problem: problemOf(error, request.key) };
    }
    throw error;
  }
  const decoded = decodeBrCode(payload);
  if (
    !decoded.ok ||
    decoded.value.kind !== 'static' ||
    decoded.value.key !== request.key ||
    decoded.value.amountCents !== request.amountCents ||
    decoded.value.description !== (description || undefined)
  ) {
    // The encoder and the decoder disagree: a bug, never a code handed to a customer.
    throw new Error('The static BR Code does not read back as it was built.');
  }
  return {
    ok: true,
    value: {
      payload,
      key: request.key,
      amountCents: request.amountCents,
      description: description || undefined,
      merchantName,
      merchantCity,
    },
  };
}
