// Pix BR Code (EMV QRCPS-MPM as profiled by the Banco Central's "Manual de Padrões para
// Iniciação do Pix"): the text behind a Pix QR code and behind "Pix Copia e Cola".
//
// The encoder is strict: it only writes what the manual allows, in printable ASCII, and throws a
// BrCodeInputError (a RangeError) naming the field and the reason. It never silently rewrites a
// name or a city; callers that hold free text (accents, long names) pass it through
// sanitizeMerchantText first, so the shortening is a visible, deliberate step.
//
// The decoder is tolerant where real payloads differ harmlessly (GUI in upper case, Pix account
// template in any of 26–51, txid with punctuation from older manual versions, non-ASCII letters in
// names) and strict where a difference means a wrong or corrupted code (CRC, structure, currency,
// country, amount format, lengths). Errors are values naming the field and the reason.

import { parseTlv, tlv, type TlvRecord } from './brcode-tlv.ts';
import { crc16CcittFalse } from './crc16.ts';

export { crc16CcittFalse } from './crc16.ts';

export type PointOfInitiation = 'static' | 'dynamic';

export type BrCodeInput = {
  /** Static codes: the Pix key (26-01). Exactly one of key and url. */
  key?: string;
  /** Dynamic codes: the payload location without "https://" (26-25), at most 77 characters. */
  url?: string;
  /** Static codes only: free text shown to the payer (26-02). */
  description?: string;
  /** Four digits (52); '0000' when omitted. */
  merchantCategoryCode?: string;
  /** Integer cents (54); omitted means the payer types the amount. */
  amountCents?: number;
  /** 1–25 printable ASCII characters (59). */
  merchantName: string;
  /** 1–15 printable ASCII characters (60). */
  merchantCity: string;
  /** 62-05. Static: 1–25 letters and digits, or '***' (the default). Dynamic: '***' only. */
  txid?: string;
  /** 01: 'static' → '11' (reusable), 'dynamic' → '12' (single use). Default: static for a key,
   * dynamic for a url. */
  pointOfInitiation?: PointOfInitiation;
  /** CEP, 8 digits without hyphen (61). */
  postalCode?: string;
};

export type BrCodeErrorReason =
  // structure
  | 'invalid_characters'
  | 'invalid_tag'
  | 'invalid_length'
  | 'truncated'
  | 'duplicate'
  | 'not_first'
  | 'crc_mismatch'
  // content
  | 'missing'
  | 'required'
  | 'too_long'
  | 'invalid_format'
  | 'invalid_value'
  | 'key_and_url'
  | 'no_key_or_url'
  | 'has_scheme'
  | 'static_only'
  | 'not_integer'
  | 'not_positive'
  | 'too_large';

/** `field` is the EMV id ('59'), a sub-field ('26-01', '62-05') or 'payload'. */
export type BrCodeError = { readonly field: string; readonly reason: BrCodeErrorReason };

type DecodedCommon = {
  /** From 01; undefined when the payload leaves 01 out (allowed: then it is reusable). */
  readonly pointOfInitiation: PointOfInitiation | undefined;
  readonly merchantCategoryCode: string;
  readonly amountCents: number | undefined;
  readonly merchantName: string;
  readonly merchantCity: string;
  readonly postalCode: string | undefined;
  /** 62-05 as written ('***' when the payer's bank must not send one). */
  readonly txid: string;
  readonly description: string | undefined;
  /** 26-03, the payment-facilitator id, when present. */
  readonly fss: string | undefined;
  /** Sub-fields of 62 other than 05, by id. */
  readonly additionalData: Readonly<Record<string, string>>;
  /** Top-level fields this decoder does not interpret (other arrangements' 02–51, 64, 80–99), raw. */
  readonly otherFields: Readonly<Record<string, string>>;
  readonly crc: string;
};

export type DecodedBrCode = DecodedCommon &
  (
    | { readonly kind: 'static'; readonly key: string; readonly url?: undefined }
    | { readonly kind: 'dynamic'; readonly url: string; readonly key?: undefined }
  );

export type BrCodeDecodeResult =
  | { readonly ok: true; readonly value: DecodedBrCode }
  | { readonly ok: false; readonly error: BrCodeError };

/** Thrown by encodeBrCode: `input` is the BrCodeInput property, `field` the EMV id. */
export class BrCodeInputError extends RangeError {
  override readonly name = 'BrCodeInputError';
  readonly input: keyof BrCodeInput;
  readonly field: string;
  readonly reason: BrCodeErrorReason;

  constructor(input: keyof BrCodeInput, field: string, reason: BrCodeErrorReason, detail: string) {
    super(`BR Code ${input} (field ${field}): ${detail}`);
    this.input = input;
    this.field = field;
    this.reason = reason;
  }
}

export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const URL_MAX = 77;
export const KEY_MAX = 77;
export const TXID_MAX = 25;
/** 13 characters in field 54: '9999999999.99'. */
export const AMOUNT_CENTS_MAX = 999_999_999_999;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const TXID_STATIC = /^(?:\*\*\*|[A-Za-z0-9]{1,25})$/;
const MCC = /^\d{4}$/;
const CEP = /^\d{8}$/;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
const CRC_HEX = /^[0-9A-F]{4}$/;
const CONTROL = /[\x00-\x1f\x7f]/;
const MAX_PAYLOAD = 512;

const POI_CODE: Record<PointOfInitiation, string> = { static: '11', dynamic: '12' };

// ── sanitizing ──────────────────────────────────────────────────────────────────────────────

// Letters NFD does not decompose into base + combining mark.
const LETTER_FALLBACK: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/**
 * Makes free text acceptable for the merchant name (max 25), city (max 15) or description:
 * strips diacritics ('São Paulo' → 'Sao Paulo'), spells out a few letters NFD cannot split
 * ('ß' → 'ss'), drops anything else outside printable ASCII, collapses whitespace, trims and
 * truncates to `max` characters. Case is kept: the manual does not require upper case, and
 * 'Padaria Pão Quente' reads better than 'PADARIA PAO QUENTE' on the payer's screen.
 * The result may be '' (e.g. a name written only in another script); encodeBrCode rejects that.
 */
export function sanitizeMerchantText(text: string, max: number): string {
  const ascii = Array.from(text.normalize('NFD'))
    .map((c) => LETTER_FALLBACK[c] ?? c)
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return ascii.slice(0, Math.max(0, max)).trimEnd();
}

// ── encoding ────────────────────────────────────────────────────────────────────────────────

/** Integer cents → '10.50' without floating point. */
export function formatBrCodeAmount(cents: number): string {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function fail(
  input: keyof BrCodeInput,
  field: string,
  reason: BrCodeErrorReason,
  detail: string,
): never {
  throw new BrCodeInputError(input, field, reason, detail);
}

function checkText(
  input: keyof BrCodeInput,
  field: string,
  value: string,
  max: number,
  allowed: RegExp,
  hint: string,
): void {
  if (value.trim() === '') fail(input, field, 'required', 'is empty');
  if (value.length > max) {
    fail(input, field, 'too_long', `is ${value.length} characters long, at most ${max}${hint}`);
  }
  if (!allowed.test(value)) {
    fail(input, field, 'invalid_characters', `may only hold printable ASCII characters${hint}`);
  }
}

/**
 * Builds a BR Code: 00, 01, 26 (GUI + key or url [+ description]), 52, 53, 54?, 58, 59, 60,
 * 61?, 62 (05 txid), 63 CRC. Throws BrCodeInputError (a RangeError) on invalid input.
 */
export function encodeBrCode(input: BrCodeInput): string {
  const { key, url, description } = input;
  const sanitizeHint = '; see sanitizeMerchantText';

  if (key !== undefined && url !== undefined) {
    fail('key', '26', 'key_and_url', 'a code carries either a Pix key (static) or a url (dynamic)');
  }
  if (key === undefined && url === undefined) {
    fail('key', '26', 'no_key_or_url', 'needs a Pix key (static) or a url (dynamic)');
  }
  const dynamic = url !== undefined;

  const account = [tlv('00', PIX_GUI)];
  if (key !== undefined) {
    if (key.length === 0) fail('key', '26-01', 'required', 'is empty');
    if (key.length > KEY_MAX) {
      fail('key', '26-01', 'too_long', `is ${key.length} characters long, at most ${KEY_MAX}`);
    }
    if (!VISIBLE_ASCII.test(key)) {
      fail('key', '26-01', 'invalid_characters', 'may only hold printable ASCII without spaces');
    }
    account.push(tlv('01', key));
  }
  if (url !== undefined) {
    if (url.length === 0) fail('url', '26-25', 'required', 'is empty');
    if (URL_SCHEME.test(url)) {
      fail('url', '26-25', 'has_scheme', 'must be written without "https://"');
    }
    if (url.length > URL_MAX) {
      fail('url', '26-25', 'too_long', `is ${url.length} characters long, at most ${URL_MAX}`);
    }
    if (!VISIBLE_ASCII.test(url)) {
      fail('url', '26-25', 'invalid_characters', 'may only hold printable ASCII without spaces');
    }
    account.push(tlv('25', url));
  }
  if (description !== undefined) {
    if (dynamic) {
      fail('description', '26-02', 'static_only', 'belongs to static codes only');
    }
    checkText('description', '26-02', description, 99, PRINTABLE_ASCII, sanitizeHint);
    account.push(tlv('02', description));
  }
  const accountValue = account.join('');
  if (accountValue.length > 99) {
    fail(
      'description',
      '26',
      'too_long',
      `key and description take ${accountValue.length} characters, at most 99 with the GUI`,
    );
  }

  const mcc = input.merchantCategoryCode ?? '0000';
  if (!MCC.test(mcc)) fail('merchantCategoryCode', '52', 'invalid_format', 'must be 4 digits');

  const { amountCents } = input;
  if (amountCents !== undefined) {
    if (!Number.isInteger(amountCents)) {
      fail('amountCents', '54', 'not_integer', 'must be an integer number of cents');
    }
    if (amountCents <= 0) {
      fail('amountCents', '54', 'not_positive', 'must be positive; omit it for an open amount');
    }
    if (amountCents > AMOUNT_CENTS_MAX) {
      fail('amountCents', '54', 'too_large', `must be at most ${AMOUNT_CENTS_MAX} cents`);
    }
  }

  checkText(
    'merchantName',
    '59',
    input.merchantName,
    MERCHANT_NAME_MAX,
    PRINTABLE_ASCII,
    sanitizeHint,
  );
  checkText(
    'merchantCity',
    '60',
    input.merchantCity,
    MERCHANT_CITY_MAX,
    PRINTABLE_ASCII,
    sanitizeHint,
  );

  const { postalCode } = input;
  if (postalCode !== undefined && !CEP.test(postalCode)) {
    fail('postalCode', '61', 'invalid_format', 'must be a CEP of 8 digits without hyphen');
  }

  const txid = input.txid ?? '***';
  if (dynamic && txid !== '***') {
    fail('txid', '62-05', 'invalid_value', "must be '***' in a dynamic code");
  }
  if (!TXID_STATIC.test(txid)) {
    fail('txid', '62-05', 'invalid_format', "must be 1–25 letters and digits, or '***'");
  }

  const poi = input.pointOfInitiation ?? (dynamic ? 'dynamic' : 'static');
  if (poi !== 'static' && poi !== 'dynamic') {
    fail('pointOfInitiation', '01', 'invalid_value', "must be 'static' or 'dynamic'");
  }

  const body = [
    tlv('00', '01'),
    tlv('01', POI_CODE[poi]),
    tlv('26', accountValue),
    tlv('52', mcc),
    tlv('53', '986'),
    amountCents === undefined ? '' : tlv('54', formatBrCodeAmount(amountCents)),
    tlv('58', 'BR'),
    tlv('59', input.merchantName),
    tlv('60', input.merchantCity),
    postalCode === undefined ? '' : tlv('61', postalCode),
    tlv('62', tlv('05', txid)),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body);
}

// ── decoding ────────────────────────────────────────────────────────────────────────────────

function failure(field: string, reason: BrCodeErrorReason): BrCodeDecodeResult {
  return { ok: false, error: { field, reason } };
}

function codePoints(text: string): number {
  return Array.from(text).length;
}

/** '10.5' / '10.50' / '10' → cents; undefined if not a plain decimal with ≤ 2 places. */
export function parseBrCodeAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text);
  if (match === null) return undefined;
  const reais = match[1] ?? '';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(reais) * 100 + Number(fraction);
}

/**
 * Parses and validates a BR Code. Order: characters, CRC (so a mistyped code reports
 * 'crc_mismatch' rather than whatever its broken structure looks like), TLV structure, fields.
 * The CRC must be 4 upper-case hex digits, as every generator we know writes it (pix-utils also
 * rejects lower case); that also makes every single-character change detectable.
 * Callers trim pasted text first; surrounding whitespace is reported, not ignored.
 */
export function decodeBrCode(payload: string): BrCodeDecodeResult {
  if (payload.length === 0) return failure('payload', 'required');
  if (CONTROL.test(payload)) return failure('payload', 'invalid_characters');
  if (codePoints(payload) > MAX_PAYLOAD) return failure('payload', 'too_long');

  // CRC: the last record must be 63, length 04.
  const crcText = payload.slice(-4);
  const signed = payload.slice(0, -4);
  if (payload.length < 8 || !signed.endsWith('6304')) return failure('63', 'missing');
  if (!CRC_HEX.test(crcText)) return failure('63', 'invalid_format');
  if (crc16CcittFalse(signed) !== crcText) return failure('63', 'crc_mismatch');

  // Split only what precedes the CRC record: a wrong length then surfaces in the field that
  // carries it (e.g. 62 claiming one character too many) instead of in a phantom field.
  const top = parseTlv(signed.slice(0, -4), '');
  if (!top.ok) return failure(top.field, top.reason);
  if (top.records.some((r) => r.tag === '63')) return failure('63', 'duplicate');
  const records = top.records;
  const first = records[0];
  if (first === undefined || first.tag !== '00') {
    return records.some((r) => r.tag === '00')
      ? failure('00', 'not_first')
      : failure('00', 'missing');
  }
  if (first.value !== '01') return failure('00', 'invalid_value');

  const byTag = new Map<string, string>(records.map((r) => [r.tag, r.value]));

  let pointOfInitiation: PointOfInitiation | undefined;
  const poi = byTag.get('01');
  if (poi !== undefined) {
    if (poi === '11') pointOfInitiation = 'static';
    else if (poi === '12') pointOfInitiation = 'dynamic';
    else return failure('01', 'invalid_value');
  }

  // Merchant account: the Pix template may share the code with other arrangements' templates.
  let pixTag: string | undefined;
  let account: ReadonlyMap<string, string> | undefined;
  let templates = 0;
  for (const record of records) {
    const id = Number(record.tag);
    if (id < 26 || id > 51) continue;
    templates += 1;
    const sub = parseTlv(record.value, record.tag);
    if (!sub.ok) return failure(sub.field, sub.reason);
    const gui = sub.records.find((r) => r.tag === '00')?.value;
    if (gui?.toLowerCase() !== PIX_GUI) continue;
    if (pixTag !== undefined) return failure(record.tag, 'duplicate');
    pixTag = record.tag;
    account = new Map(sub.records.map((r: TlvRecord) => [r.tag, r.value]));
  }
  if (pixTag === undefined || account === undefined) {
    return templates === 0 ? failure('26', 'missing') : failure('26-00', 'invalid_value');
  }
  const key = account.get('01');
  const url = account.get('25');
  if (key !== undefined && url !== undefined) return failure(pixTag, 'key_and_url');
  if (key === undefined && url === undefined) return failure(pixTag, 'no_key_or_url');
  // No separate 77-character check: with the GUI, a longer key or url cannot fit field 26's 99.

  const mcc = byTag.get('52');
  if (mcc === undefined) return failure('52', 'missing');
  if (!MCC.test(mcc)) return failure('52', 'invalid_format');

  const currency = byTag.get('53');
  if (currency === undefined) return failure('53', 'missing');
  if (currency !== '986') return failure('53', 'invalid_value');

  let amountCents: number | undefined;
  const amount = byTag.get('54');
  if (amount !== undefined) {
    if (amount.length > 13) return failure('54', 'too_long');
    amountCents = parseBrCodeAmount(amount);
    if (amountCents === undefined) return failure('54', 'invalid_format');
  }

  const country = byTag.get('58');
  if (country === undefined) return failure('58', 'missing');
  if (country !== 'BR') return failure('58', 'invalid_value');

  const name = byTag.get('59');
  if (name === undefined) return failure('59', 'missing');
  if (codePoints(name) > MERCHANT_NAME_MAX) return failure('59', 'too_long');

  const city = byTag.get('60');
  if (city === undefined) return failure('60', 'missing');
  if (codePoints(city) > MERCHANT_CITY_MAX) return failure('60', 'too_long');

  const postalCode = byTag.get('61');
  if (postalCode !== undefined && codePoints(postalCode) > 10) return failure('61', 'too_long');

  const additional = byTag.get('62');
  if (additional === undefined) return failure('62', 'missing');
  const extra = parseTlv(additional, '62');
  if (!extra.ok) return failure(extra.field, extra.reason);
  const additionalData: Record<string, string> = {};
  let txid: string | undefined;
  for (const r of extra.records) {
    if (r.tag === '05') txid = r.value;
    else additionalData[r.tag] = r.value;
  }
  if (txid === undefined) return failure('62-05', 'missing');
  if (codePoints(txid) > TXID_MAX) return failure('62-05', 'too_long');

  const interpreted = new Set([
    '00',
    '01',
    pixTag,
    '52',
    '53',
    '54',
    '58',
    '59',
    '60',
    '61',
    '62',
    '63',
  ]);
  const otherFields: Record<string, string> = {};
  for (const r of records) if (!interpreted.has(r.tag)) otherFields[r.tag] = r.value;

  const common: DecodedCommon = {
    pointOfInitiation,
    merchantCategoryCode: mcc,
    amountCents,
    merchantName: name,
    merchantCity: city,
    postalCode,
    txid,
    description: account.get('02'),
    fss: account.get('03'),
    additionalData,
    otherFields,
    crc: crcText,
  };
  const value: DecodedBrCode =
    key !== undefined
      ? { ...common, kind: 'static', key }
      : { ...common, kind: 'dynamic', url: url ?? '' };
  return { ok: true, value };
}
