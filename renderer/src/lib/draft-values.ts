import type { z } from 'zod';
import {
  issuesToFields,
  parseMoneyInput,
  type FieldMessage,
  type Locale,
} from '../../../preload/contract/index.ts';
import { parsePercentInput } from './format.ts';

/**
 * The id of a form field's input, from its form's id and its contract path: `payer.document`
 * in form `f` → `f-payer-document`. The one rule: labels, messages and focus all use it.
 */
export const fieldId = (path: string, formId = 'f'): string =>
  `${formId}-${path.replaceAll('.', '-')}`;

/**
 * What a form field needs from its form: messages to show, to be told of blur and edits, its
 * input's id, and to say which path it shows while it is on screen.
 */
export interface FieldHost {
  messages(path: string): string[];
  touch(path: string): void;
  edited(path: string): void;
  fieldId(path: string): string;
  /** Returns the function that unregisters it. */
  register(path: string): () => void;
  /** The text typed at a draft path (`payer.name`): a field with no value of its own shows it. */
  read(path: string): string;
  /** Puts what was typed at a draft path. */
  write(path: string, value: string): void;
}

/** The value at a dotted path (`payer.address.city`, `bands.0.value`) of a draft. */
export function valueAt(draft: unknown, path: string): unknown {
  let at: unknown = draft;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Sets the value at a dotted path of a draft whose parts along the path already exist. */
export function setValueAt(draft: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.length === 0 ? draft : valueAt(draft, keys.join('.'));
  if (parent === null || typeof parent !== 'object') {
    throw new Error(`The draft has no place for ${path}.`);
  }
  (parent as Record<string, unknown>)[last] = value;
}

/** A Brazilian postal address as typed (a payer's, a business's), shown by AddressFields. */
export interface AddressDraft {
  zipCode: string;
  publicPlace: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** Field path (`payer.document`) → messages, as the bridge sends them. */
export type Fields = Record<string, FieldMessage[]>;

/**
 * Money typed in a form: cents, or undefined with a message at `path` that replaces the
 * schema's for that field (a blank amount reads "Informe o valor").
 */
export function moneyField(
  text: string,
  locale: Locale,
  path: string,
  fields: Fields,
): number | undefined {
  const parsed = parseMoneyInput(text, locale);
  if (parsed.ok) return parsed.cents;
  fields[path] = [{ key: parsed.key === 'v.required' ? 'v.money.required' : parsed.key }];
  return undefined;
}

/** A percentage typed as `2,5` or `2.5`; undefined with a message when it cannot be read. */
export function percentField(text: string, path: string, fields: Fields): number | undefined {
  const value = parsePercentInput(text);
  if (value === undefined || Number.isNaN(value)) {
    fields[path] = [{ key: value === undefined ? 'v.required' : 'v.invalid' }];
    return undefined;
  }
  return value;
}

/** True when a percent has at most four decimals (the Pix tax fields' precision). */
export function hasAtMostFourDecimals(percent: number): boolean {
  return Math.abs(percent * 1e4 - Math.round(percent * 1e4)) < 1e-6;
}

export type DraftCheck<T> = { ok: true; data: T; fields: Fields } | { ok: false; fields: Fields };

/**
 * The contract's schema run over what the form built; messages about text that could not
 * even be read (`parseFields`) win over the schema's for the same field.
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  parseFields: Fields,
): DraftCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  const fields: Fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
  for (const [path, messages] of Object.entries(parseFields)) fields[path] = messages;
  if (parsed.success && Object.keys(fields).length === 0) {
    return { ok: true, data: parsed.data, fields };
  }
  return { ok: false, fields };
}

/** True when any of the texts has something typed in it (optional groups are sent only then). */
export function anyTyped(...texts: string[]): boolean {
  return texts.some((s) => s.trim() !== '');
}
