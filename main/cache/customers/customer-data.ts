import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import type { DueDateQrCode, ImmediateQrCode } from '../../domain/wire/pix.ts';
import { normalizeDocument } from '../../../preload/contract/validators/document.ts';
import { sortableInstant } from '../charges/charge-columns.ts';

/** The fields of a customer besides its key, in the cache's column names. */
export const CUSTOMER_FIELDS = [
  'name',
  'email',
  'phone_prefix',
  'phone_number',
  'zip_code',
  'public_place',
  'address_number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** A customer as one record (or the owner) gives it: missing fields are null. */
export type CustomerData = { document: string; as_of: string } & Record<
  CustomerField,
  string | null
>;

const KEY_SHAPE = /^(\d{11}|[0-9A-Z]{12}\d{2})$/;

/** The customer key of a document as received, or null when it is not a whole CPF/CNPJ (masked). */
export function customerKey(document: string | null | undefined): string | null {
  if (!document) return null;
  const key = normalizeDocument(document);
  return KEY_SHAPE.test(key) ? key : null;
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function empty(document: string, asOf: string, name: string): CustomerData {
  const data = { document, as_of: asOf } as CustomerData;
  for (const field of CUSTOMER_FIELDS) data[field] = null;
  data.name = name;
  return data;
}

/** The payer of a boleto record, or null when it names no whole document. */
export function customerOfBoleto(record: BoletoRecord): CustomerData | null {
  const key = customerKey(record.payer.document);
  const name = text(record.payer.name);
  if (key === null || name === null) return null;
  const data = empty(key, sortableInstant(record.createdAt), name);
  const p = record.payer;
  data.email = text(p.email);
  if (text(p.phone?.prefix) && text(p.phone?.number)) {
    data.phone_prefix = text(p.phone?.prefix);
    data.phone_number = text(p.phone?.number);
  }
  const a = p.address;
  data.zip_code = text(a?.zipCode);
  data.public_place = text(a?.publicPlace);
  data.address_number = text(a?.number);
  data.complement = text(a?.complement);
  data.neighborhood = text(a?.neighborhood);
  data.city = text(a?.city);
  data.state = text(a?.state);
  return data;
}

/** The payer of a Pix code (immediate codes may have none; due-date codes carry a city). */
export function customerOfPixCode(
  record: ImmediateQrCode | DueDateQrCode,
  kind: 'immediate' | 'due-date',
): CustomerData | null {
  const key = customerKey(record.payer?.document);
  const name = text(record.payer?.name);
  if (key === null || name === null) return null;
  const data = empty(key, sortableInstant(record.createdAt), name);
  // An immediate code's address is the receiver's city, not the payer's.
  if (kind === 'due-date') {
    const a = record.address;
    data.zip_code = text(a.zipCode);
    data.public_place = text(a.street);
    data.city = text(a.cityName);
    data.state = text(a.state ?? a.uf);
  }
  return data;
}

/**
 * Merges what a record says about a customer into what is kept. The latest data wins: a
 * record given at or after the kept data replaces each field it has, and never blanks a field
 * it lacks; an older record only fills fields still empty. Returns null when nothing changes.
 */
export function mergeCustomer(
  kept: CustomerData | null,
  incoming: CustomerData,
): CustomerData | null {
  if (kept === null) return incoming;
  const newer = incoming.as_of >= kept.as_of;
  const merged: CustomerData = { ...kept, as_of: newer ? incoming.as_of : kept.as_of };
  // The phone is one value: its two parts come from the same record.
  const phoneGiven = incoming.phone_prefix !== null && incoming.phone_number !== null;
  const keptPhone = kept.phone_prefix !== null && kept.phone_number !== null;
  for (const field of CUSTOMER_FIELDS) {
    if (field === 'phone_prefix' || field === 'phone_number') continue;
    const value = incoming[field];
    if (value === null) continue;
    if (newer || kept[field] === null) merged[field] = value;
  }
  if (phoneGiven && (newer || !keptPhone)) {
    merged.phone_prefix = incoming.phone_prefix;
    merged.phone_number = incoming.phone_number;
  }
  const same =
    merged.as_of === kept.as_of && CUSTOMER_FIELDS.every((field) => merged[field] === kept[field]);
  return same ? null : merged;
}

/** Lowercase, without accents: what a customer search compares. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text a customer is found by: name, document and e-mail. */
export function customerSearchText(
  data: Pick<CustomerData, 'name' | 'document' | 'email'>,
): string {
  return foldText([data.name, data.document, data.email ?? ''].join(' '));
}
