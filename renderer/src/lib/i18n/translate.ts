import {
  formatMoney,
  type AppError,
  type FieldMessage,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { en } from './en.ts';
import type { MessageKey, MessageParams } from './keys.ts';
import { ptBR } from './pt-BR.ts';

export const catalogues: Record<Locale, Readonly<Record<MessageKey, string>>> = {
  'pt-BR': ptBR,
  en,
};

export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(ptBR, key);
}

/** Replaces `{name}` with `params.name`; unknown placeholders stay visible rather than vanish. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The message for `key` in `locale`. Keys may come from main at run time, so an unknown one
 * falls back: to the service's own words (`params.text`, as `v.service` carries), then to its
 * parent (`error.certificate.x` → `error.certificate`), then to a generic message — the user
 * never sees a raw key.
 */
export function translate(locale: Locale, key: string, rawParams?: MessageParams): string {
  const catalogue = catalogues[locale] ?? catalogues['pt-BR'];
  const params = rawParams && withMoney(locale, rawParams);
  if (hasMessage(key)) return interpolate(catalogue[key], params);
  if (params && typeof params.text === 'string' && params.text !== '') return params.text;
  const parts = key.split('.');
  while (parts.length > 1) {
    parts.pop();
    const parent = parts.join('.');
    if (parent !== 'v' && parent !== 'error' && hasMessage(parent)) {
      return interpolate(catalogue[parent], params);
    }
  }
  if (key.startsWith('v.')) return catalogue['v.invalid'];
  if (key.startsWith('error.')) return catalogue['error.internal'];
  return key;
}

/**
 * Main speaks of money in integer cents (`limitCents`); a `…Cents` number is shown as reais in
 * the reader's locale.
 */
function withMoney(locale: Locale, params: MessageParams): MessageParams {
  const entries = Object.entries(params).map(([name, value]) =>
    name.endsWith('Cents') && typeof value === 'number' && Number.isSafeInteger(value)
      ? [name, formatMoney(value, locale)]
      : [name, value],
  );
  return Object.fromEntries(entries) as MessageParams;
}

/** A field message from a schema issue or from main. */
export function translateField(locale: Locale, message: FieldMessage): string {
  return translate(locale, message.key, message.params);
}

/** A bridge error in words: its specific key when we know it, else its code's message. */
export function translateError(locale: Locale, error: AppError): string {
  if (error.key && hasMessage(error.key)) return translate(locale, error.key, error.params);
  if (error.key?.startsWith('error.')) return translate(locale, error.key, error.params);
  return translate(locale, `error.${error.code}`, error.params);
}
