import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/**
 * True when `digits` is a CPF (11 digits) or CNPJ (14 digits) whose check digits are right.
 * Numbers of one repeated digit (`11111111111`) are refused, as the Receita Federal does.
 */
export function isValidTaxDocument(digits: string): boolean {
  if (/^\d{11}$/.test(digits)) return isValidCpf(digits);
  if (/^\d{14}$/.test(digits)) return isValidCnpj(digits);
  return false;
}
