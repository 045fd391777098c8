import { formatDocument, pixKeyKindOf } from '../../../../preload/contract/index.ts';

/** A Pix key as people read it: a CPF or CNPJ punctuated, any other key as it is. */
export function showPixKey(key: string): string {
  const kind = pixKeyKindOf(key);
  return kind === 'cpf' || kind === 'cnpj' ? formatDocument(key) : key;
}
