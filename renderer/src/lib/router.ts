import { parsePrintRoute, printHref, type PrintRoute } from './print-route.ts';
import { routeTable, startRoute, type ListName, type RouteName } from '../routes.ts';

export type { ListName, RouteName } from '../routes.ts';

/** `'boletos/:id'` → `{ id: string }`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

type TableRoute = {
  [N in RouteName]: { name: N } & ParamsOf<(typeof routeTable)[N]['path']>;
}[RouteName];

/** The app's places, read from `location.hash`: a row of the route table, or a print page. */
export type Route = TableRoute | PrintRoute | { name: 'not-found'; hash: string };

function decodeSegment(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Params of `path` when `parts` matches its pattern; null when not. */
function match(path: string, parts: string[]): Record<string, string> | null {
  const pattern = path.split('/');
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment.startsWith(':')) {
      const value = decodeSegment(parts[i]!);
      if (value === null || value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== parts[i]) return null;
  }
  return params;
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\?.*$/, '');
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.length === 0) return { name: startRoute };
  if (parts[0] === 'print') return parsePrintRoute(hash) ?? { name: 'not-found', hash };
  for (const [name, definition] of Object.entries(routeTable)) {
    const params = match(definition.path, parts);
    if (params) return { name, ...params } as Route;
  }
  return { name: 'not-found', hash };
}

/** True for the rows of the route table (not print pages, not unknown hashes). */
export function isTableRoute(route: Route): route is TableRoute {
  return Object.hasOwn(routeTable, route.name);
}

export function href(route: Route): string {
  if (route.name === 'not-found') return route.hash || `#/${routeTable[startRoute].path}`;
  if (!isTableRoute(route)) return printHref(route);
  const params = route as unknown as Record<string, string>;
  const path = routeTable[route.name].path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment,
    )
    .join('/');
  return `#/${path}`;
}

/** The params of a table route, as its view receives them. */
export function routeParams(route: TableRoute): Record<string, string> {
  const { name: _name, ...params } = route as { name: string } & Record<string, string>;
  return params;
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
