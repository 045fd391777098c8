import type { AppError, FieldMessage, Locale } from '../../../../preload/contract/index.ts';
import type { MessageKey, MessageParams } from './keys.ts';
import { translate, translateError, translateField } from './translate.ts';

const STORAGE_KEY = 'balcao.locale';

function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'pt-BR' || saved === 'en') return saved;
  } catch {
    // Storage may be unavailable; pt-BR is the default either way.
  }
  return 'pt-BR';
}

/**
 * The UI language. Main keeps the saved choice (`app:get-info`, `settings:set-locale`); a copy
 * in localStorage lets the first paint already speak the right language.
 */
class I18n {
  #locale = $state<Locale>(initialLocale());

  get locale(): Locale {
    return this.#locale;
  }

  set locale(value: Locale) {
    this.#locale = value;
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Not fatal: only the first paint of the next start would use pt-BR.
    }
  }

  t = (key: MessageKey | (string & {}), params?: MessageParams): string =>
    translate(this.#locale, key, params);

  field = (message: FieldMessage): string => translateField(this.#locale, message);

  error = (error: AppError): string => translateError(this.#locale, error);
}

export const i18n = new I18n();
export const t = i18n.t;
