import { parsePrintRoute, printHref, type PrintRoute } from '../features/print/lib/route.ts';

/** The app's places, read from `location.hash`. */
export type Route =
  /** Everything the account is owed: boletos and Pix codes. */
  | { name: 'charges' }
  /** The boletos (`#/boletos`, the start page): the charges list limited to boletos. */
  | { name: 'list' }
  | { name: 'new' }
  | { name: 'detail'; id: string }
  | { name: 'pix-new' }
  | { name: 'pix-new-due' }
  | { name: 'pix'; id: string }
  | { name: 'settings' }
  /** Charges whose creation may not have reached the bank (the outbox). */
  | { name: 'pending' }
  /** Documents laid out for paper: boleto, carnê, Pix card, receipt. */
  | PrintRoute
  | { name: 'not-found'; hash: string };

/** The two lists a record can be opened from; the record's "back" goes to the one it came from. */
export type ListName = 'boletos' | 'charges';

function decodeId(part: string, hash: string): Route | string {
  try {
    return decodeURIComponent(part);
  } catch {
    return { name: 'not-found', hash };
  }
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\?.*$/, '');
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length === 0) return { name: 'list' };
  if (parts[0] === 'boletos') {
    if (parts.length === 1) return { name: 'list' };
    if (parts.length === 2 && parts[1] === 'new') return { name: 'new' };
    if (parts.length === 2) {
      const id = decodeId(parts[1]!, hash);
      return typeof id === 'string' ? { name: 'detail', id } : id;
    }
  }
  if (parts[0] === 'charges' && parts.length === 1) return { name: 'charges' };
  if (parts[0] === 'pix' && parts.length === 2) {
    if (parts[1] === 'new') return { name: 'pix-new' };
    if (parts[1] === 'new-due') return { name: 'pix-new-due' };
    const id = decodeId(parts[1]!, hash);
    return typeof id === 'string' ? { name: 'pix', id } : id;
  }
  if (parts[0] === 'settings' && parts.length === 1) return { name: 'settings' };
  if (parts[0] === 'pending' && parts.length === 1) return { name: 'pending' };
  if (parts[0] === 'print') return parsePrintRoute(hash) ?? { name: 'not-found', hash };
  return { name: 'not-found', hash };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'charges':
      return '#/charges';
    case 'list':
      return '#/boletos';
    case 'new':
      return '#/boletos/new';
    case 'detail':
      return `#/boletos/${encodeURIComponent(route.id)}`;
    case 'pix-new':
      return '#/pix/new';
    case 'pix-new-due':
      return '#/pix/new-due';
    case 'pix':
      return `#/pix/${encodeURIComponent(route.id)}`;
    case 'settings':
      return '#/settings';
    case 'pending':
      return '#/pending';
    case 'print-boleto':
    case 'print-carne':
    case 'print-pix-card':
    case 'print-receipt':
    case 'print-report':
      return printHref(route);
    case 'not-found':
      return route.hash || '#/boletos';
  }
}

export function navigate(route: Route): void {
  location.hash = href(route);
}

/** The list route of a list name. */
export function listRoute(list: ListName): Route {
  return list === 'charges' ? { name: 'charges' } : { name: 'list' };
}

/** True when a key press belongs to a text field, so single-letter shortcuts must not fire. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(type);
  }
  return el.isContentEditable === true;
}
