/**
 * The bank's code as the boleto prints it beside the digitable line: `001-9`, `237-2`,
 * `104-0`. The digit is módulo 11 of the three-digit COMPE code — weights 2, 3, 4 from the
 * rightmost digit, DV = 11 − (sum mod 11) — where 10 and 11 print as 0.
 */

/**
 * Banks that print X where the digit comes out 10 (Sicredi's slips read `748-X`); every other
 * bank, Caixa's `104-0` among them, prints 0.
 */
const PRINTS_X_FOR_TEN: ReadonlySet<string> = new Set(['748']);

export function bankCodeCheckDigit(bankCode: string): string {
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError(`a bank code has 3 digits: ${bankCode}`);
  let sum = 0;
  let weight = 2;
  for (let i = bankCode.length - 1; i >= 0; i--) {
    sum += Number(bankCode[i]) * weight;
    weight++;
  }
  const dv = 11 - (sum % 11);
  if (dv === 10 && PRINTS_X_FOR_TEN.has(bankCode)) return 'X';
  return dv >= 10 ? '0' : String(dv);
}

/** `999-7` from a 44-digit bar code (or anything that starts with the bank's three digits). */
export function bankCodeWithDigit(barCode: string): string {
  const bank = barCode.replace(/\D/g, '').slice(0, 3);
  return `${bank}-${bankCodeCheckDigit(bank)}`;
}
