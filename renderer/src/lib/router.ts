/** The app's places, read from `location.hash`. */
export type Route =
  | { name: 'list' }
  | { name: 'new' }
  | { name: 'detail'; id: string }
  | { name: 'settings' }
  /** Boletos whose issue may not have reached the bank (the outbox). */
  | { name: 'pending' }
  | { name: 'not-found'; hash: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\?.*$/, '');
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length === 0) return { name: 'list' };
  if (parts[0] === 'boletos') {
    if (parts.length === 1) return { name: 'list' };
    if (parts.length === 2 && parts[1] === 'new') return { name: 'new' };
    if (parts.length === 2) {
      try {
        return { name: 'detail', id: decodeURIComponent(parts[1]!) };
      } catch {
        return { name: 'not-found', hash };
      }
    }
  }
  if (parts[0] === 'settings' && parts.length === 1) return { name: 'settings' };
  if (parts[0] === 'pending' && parts.length === 1) return { name: 'pending' };
  return { name: 'not-found', hash };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'list':
      return '#/boletos';
    case 'new':
      return '#/boletos/new';
    case 'detail':
      return `#/boletos/${encodeURIComponent(route.id)}`;
    case 'settings':
      return '#/settings';
    case 'pending':
      return '#/pending';
    case 'not-found':
      return route.hash || '#/boletos';
  }
}

export function navigate(route: Route): void {
  location.hash = href(route);
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
