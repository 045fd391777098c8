/**
 * Reads one top-level field of a BR Code (EMV QR "copia e cola"): two-digit id, two-digit
 * length, value. Null when the payload is not well formed or lacks the field.
 */
export function emvField(payload: string, id: string): string | null {
  let at = 0;
  while (at + 4 <= payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4))) return null;
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    if (tag === id) return value;
    at += 4 + length;
  }
  return null;
}

/** The receiving account holder's name as the bank wrote it into a Pix payload (field 59). */
export function pixMerchantName(payload: string | null | undefined): string | null {
  if (!payload) return null;
  const name = emvField(payload, '59')?.trim();
  return name ? name : null;
}
