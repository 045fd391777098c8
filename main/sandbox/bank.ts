/**
 * Who the local sandbox pretends to be: the bank's codes and the demo account holder.
 */

/**
 * COMPE code printed in the sandbox's bar codes. `999` is not assigned to any institution,
 * so a sandbox boleto can never be taken for (or paid at) a real bank, while every
 * check digit is computed exactly as FEBRABAN specifies.
 */
export const SANDBOX_BANK_CODE = '999';

/** ISPB of the fictitious sandbox institution (8 digits, not a real participant). */
export const SANDBOX_ISPB = '99999999';

/** Branch (agência) of every sandbox account. */
export const SANDBOX_BRANCH = '0001';

/** The account holder that issues sandbox boletos and receives their Pix. */
export const SANDBOX_ACCOUNT_HOLDER = {
  name: 'Balcao Sandbox Ltda',
  document: '11222333000181',
  city: 'Sao Paulo',
  postalCode: '01310100',
} as const;

/**
 * Host of the location URL in the boletos' dynamic Pix payloads. Fixed (not the listening
 * address) because payloads are stored and the port changes between runs; `.local` keeps
 * it off the public DNS.
 */
export const SANDBOX_PIX_LOCATION_HOST = 'pix.sandbox.balcao.local';

/**
 * The account's 7-digit number for the bar code's free field: the digits of the account id
 * (its last 7), zero-padded. Account ids are digits in practice; anything else still yields
 * a stable number.
 */
export function accountFreeFieldDigits(accountId: string): string {
  const digits = accountId.replace(/\D/g, '').slice(-7);
  return digits.padStart(7, '0');
}
