import { isCalendarDate } from '../../../preload/contract/index.ts';

/** The print pages' places: `#/print/…`, each a document laid out for paper. */
export type PixCardSize = 'A6' | 'A4';
export const pixCardSizes: readonly PixCardSize[] = ['A6', 'A4'];

export type PrintRoute =
  | { name: 'print-boleto'; id: string }
  /** Many boletos, three slips a page. */
  | { name: 'print-carne'; ids: string[] }
  | { name: 'print-pix-card'; id: string; size: PixCardSize }
  /** A counter QR (a static code made here): the same card, built again from what it carries. */
  | {
      name: 'print-counter-qr';
      key: string;
      amountCents: number | null;
      description: string | null;
      size: PixCardSize;
    }
  /** A counter QR registered with the bank, by its correlationId: the same card, from the cache. */
  | { name: 'print-counter-qr-registered'; id: string; size: PixCardSize }
  | { name: 'print-receipt'; kind: 'boleto' | 'pix'; id: string }
  /** Totals of the charges due in a period (calendar dates, `from` ≤ `to`). */
  | { name: 'print-report'; from: string; to: string };

/** The most boletos one carnê holds: the route carries every id, and so must stay short. */
export const MAX_CARNE_BOLETOS = 100;

export const printRouteNames: readonly PrintRoute['name'][] = [
  'print-boleto',
  'print-carne',
  'print-pix-card',
  'print-counter-qr',
  'print-counter-qr-registered',
  'print-receipt',
  'print-report',
];

export function isPrintRoute<R extends { name: string }>(route: R): route is R & PrintRoute {
  return (printRouteNames as readonly string[]).includes(route.name);
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Carnê ids in the order given, blanks and repeats dropped. */
function parseIds(text: string | null): string[] | null {
  if (text === null) return null;
  const ids: string[] = [];
  for (const part of text.split(',')) {
    const id = decode(part.trim());
    if (id === null) return null;
    if (id !== '' && !ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 ? ids : null;
}

/** `key`, then `amount` (cents) and `description` when the code carries them, then `size`. */
function counterQrQuery(route: Extract<PrintRoute, { name: 'print-counter-qr' }>): string {
  const parts = [`key=${encodeURIComponent(route.key)}`];
  if (route.amountCents !== null) parts.push(`amount=${route.amountCents}`);
  if (route.description !== null) {
    parts.push(`description=${encodeURIComponent(route.description)}`);
  }
  parts.push(`size=${route.size}`);
  return parts.join('&');
}

function parseCounterQr(search: string): PrintRoute | null {
  // By hand rather than URLSearchParams, which would read a `+` as a space.
  const query = new Map<string, string>();
  for (const pair of search.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const value = decode(pair.slice(at + 1));
    if (value === null) return null;
    query.set(pair.slice(0, at), value);
  }
  const key = query.get('key');
  const amount = query.get('amount');
  const size = (query.get('size') ?? 'A6').toUpperCase();
  if (!key || (size !== 'A6' && size !== 'A4')) return null;
  if (amount !== undefined && !/^[1-9]\d{0,14}$/.test(amount)) return null;
  return {
    name: 'print-counter-qr',
    key,
    amountCents: amount === undefined ? null : Number(amount),
    description: query.get('description') || null,
    size,
  };
}

/** Reads `#/print/…`; null when the hash is not a print page or is malformed. */
export function parsePrintRoute(hash: string): PrintRoute | null {
  const raw = hash.replace(/^#/, '');
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt + 1);
  const parts = path.split('/').filter((p) => p !== '');
  if (parts[0] !== 'print') return null;
  const id = parts.length >= 3 ? decode(parts[parts.length - 1]!) : null;

  if (parts[1] === 'boleto' && parts.length === 3 && id) return { name: 'print-boleto', id };
  if (parts[1] === 'carne' && parts.length === 2) {
    // Split before decoding: an id may itself hold an encoded comma.
    const ids = parseIds(/(?:^|&)ids=([^&]*)/.exec(search)?.[1] ?? null);
    return ids ? { name: 'print-carne', ids } : null;
  }
  if (parts[1] === 'pix-card' && parts.length === 3 && id) {
    const size = (new URLSearchParams(search).get('size') ?? 'A6').toUpperCase();
    return size === 'A6' || size === 'A4' ? { name: 'print-pix-card', id, size } : null;
  }
  if (parts[1] === 'counter-qr' && parts.length === 2) return parseCounterQr(search);
  if (parts[1] === 'counter-qr-registered' && parts.length === 3 && id) {
    const size = (new URLSearchParams(search).get('size') ?? 'A6').toUpperCase();
    return size === 'A6' || size === 'A4'
      ? { name: 'print-counter-qr-registered', id, size }
      : null;
  }
  if (parts[1] === 'report' && parts.length === 2) {
    const query = new URLSearchParams(search);
    const from = query.get('from');
    const to = query.get('to');
    if (isCalendarDate(from) && isCalendarDate(to) && from <= to) {
      return { name: 'print-report', from, to };
    }
    return null;
  }
  if (parts[1] === 'receipt' && parts.length === 4 && id) {
    if (parts[2] === 'boleto' || parts[2] === 'pix') {
      return { name: 'print-receipt', kind: parts[2], id };
    }
  }
  return null;
}

export function printHref(route: PrintRoute): string {
  switch (route.name) {
    case 'print-boleto':
      return `#/print/boleto/${encodeURIComponent(route.id)}`;
    case 'print-carne':
      return `#/print/carne?ids=${route.ids.map(encodeURIComponent).join(',')}`;
    case 'print-pix-card':
      return `#/print/pix-card/${encodeURIComponent(route.id)}?size=${route.size}`;
    case 'print-counter-qr':
      return `#/print/counter-qr?${counterQrQuery(route)}`;
    case 'print-counter-qr-registered':
      return `#/print/counter-qr-registered/${encodeURIComponent(route.id)}?size=${route.size}`;
    case 'print-receipt':
      return `#/print/receipt/${route.kind}/${encodeURIComponent(route.id)}`;
    case 'print-report':
      return `#/print/report?from=${route.from}&to=${route.to}`;
  }
}
