// EMV tag-length-value records: a two-digit id, a two-digit length (01–99) and that many
// characters. Lengths count Unicode code points, not UTF-16 units or bytes, so a payload from a
// generator that let a non-ASCII letter through still splits where its author meant it to.

export type TlvRecord = { readonly tag: string; readonly value: string };

export type TlvStructureReason = 'invalid_tag' | 'invalid_length' | 'truncated' | 'duplicate';

export type TlvParse =
  | { readonly ok: true; readonly records: readonly TlvRecord[] }
  | { readonly ok: false; readonly field: string; readonly reason: TlvStructureReason };

const TWO_DIGITS = /^\d\d$/;

/** `where` names the enclosing field in errors ('' at the top level, e.g. '26' in a template). */
export function parseTlv(text: string, where: string): TlvParse {
  const chars = Array.from(text);
  const records: TlvRecord[] = [];
  const seen = new Set<string>();
  const name = (tag: string): string => (where === '' ? tag : `${where}-${tag}`);
  let at = 0;
  while (at < chars.length) {
    const tag = chars.slice(at, at + 2).join('');
    if (!TWO_DIGITS.test(tag)) {
      return { ok: false, field: where === '' ? 'payload' : where, reason: 'invalid_tag' };
    }
    const length = chars.slice(at + 2, at + 4).join('');
    if (!TWO_DIGITS.test(length) || length === '00') {
      return { ok: false, field: name(tag), reason: 'invalid_length' };
    }
    const end = at + 4 + Number(length);
    if (end > chars.length) return { ok: false, field: name(tag), reason: 'truncated' };
    if (seen.has(tag)) return { ok: false, field: name(tag), reason: 'duplicate' };
    seen.add(tag);
    records.push({ tag, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return { ok: true, records };
}

/** Callers guarantee 1–99 code points; the encoder validates every value before it gets here. */
export function tlv(tag: string, value: string): string {
  return `${tag}${String(Array.from(value).length).padStart(2, '0')}${value}`;
}
