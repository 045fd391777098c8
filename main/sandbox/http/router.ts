import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxShapes } from '../shapes.ts';
import type { SandboxStore } from '../store.ts';
import type { Reply } from './reply.ts';

/** Everything a route handler may use. */
export interface RequestContext {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Path parameters named in the route pattern (`{correlationId}`), URL-decoded. */
  params: Record<string, string>;
  /** The request's headers (names in lower case), e.g. `idempotencykey`. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
  traceId: string;
  /** The authenticated account (from `x-service-account-id`). */
  accountId: string;
  /** The sandbox clock at the start of this request. */
  now: Date;
  store: SandboxStore;
  /** Which shapes to answer in where the spec is silent (../shapes.ts). */
  shapes: SandboxShapes;
}

export type RouteHandler = (ctx: RequestContext) => Reply | Promise<Reply>;

/** One entry of the route table: `pattern` is a path with `{name}` segments. */
export interface Route {
  method: string;
  pattern: string;
  handler: RouteHandler;
}

/** The methods a route table answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route table written by path: each pattern with the handler of each method it answers. */
export type RoutesByPath = Record<string, Partial<Record<HttpMethod, RouteHandler>>>;

/** The routes of a table written by path, in the order written. */
export function routesOf(table: RoutesByPath): Route[] {
  return Object.entries(table).flatMap(([pattern, methods]) =>
    Object.entries(methods).map(([method, handler]) => ({ method, pattern, handler })),
  );
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

/** Compiles a route table into a matcher. A path segment parameter matches one segment. */
export function createRouter(
  routes: readonly Route[],
): (method: string, path: string) => RouteMatch {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.pattern
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return { ...route, regex: new RegExp(`^${source}$`), names };
  });

  return (method, path) => {
    const allowed: string[] = [];
    for (const route of compiled) {
      const match = route.regex.exec(path);
      if (!match) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
      } catch {
        return { kind: 'not_found' }; // a malformed %-escape names no resource
      }
      return { kind: 'found', handler: route.handler, params };
    }
    return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'not_found' };
  };
}
