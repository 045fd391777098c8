import tls from 'node:tls';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, buildConnector, request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { AppFailure, type AppError } from '../../preload/contract/errors.ts';
import { failureFromNetworkError, raisedBeforeConnected } from './network-failure.ts';
import { failureFromResponse, type FieldPathMap } from './response-failure.ts';
import {
  DEFAULT_RETRY,
  RETRYABLE_METHODS,
  RETRYABLE_STATUSES,
  backoffDelayMs,
  parseRetryAfter,
  type RetryOptions,
} from './retry-policy.ts';

/** Timeouts of one client, in milliseconds. */
export interface ServiceTimeouts {
  /** TCP connect plus TLS handshake. */
  connectMs: number;
  /** From the request sent to the response headers. */
  headersMs: number;
  /** Longest silence while the response body arrives. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: ServiceTimeouts = {
  connectMs: 10_000,
  headersMs: 30_000,
  bodyMs: 30_000,
};

/** One profile's connection to the service. Secrets here never reach errors or logs. */
export interface ServiceClientConfig {
  /** `https://host[:port][/prefix]`; request paths are appended to it. */
  baseUrl: string;
  accountId: string;
  apiKey: string;
  /** Header names of the API key and the account (they carry the operator's brand). */
  headerNames: { apiKey: string; accountId: string };
  /** A CA (PEM) trusted in addition to the system roots — the local sandbox's CA. */
  ca?: string;
  /** Client certificate and key (PEM) for mutual TLS. */
  clientCertificate?: { certPem: string; keyPem: string };
  timeouts?: Partial<ServiceTimeouts>;
  /** Retry tunables for reads (tests shorten the delays). */
  retry?: Partial<RetryOptions>;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call. `schema` parses the JSON answer; it should tolerate extra fields (looseObject). */
export interface ServiceRequest<T> {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`; dynamic segments already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers (e.g. `IdempotencyKey`); the auth headers cannot be overridden. */
  headers?: Record<string, string>;
  schema?: z.ZodType<T>;
  /** How to read a 2xx body: `json` (default), `text`, or `empty` (drained, value undefined). */
  expect?: 'json' | 'text' | 'empty';
  /** Maps the paths of a 400 validation problem to form paths; default: all form-level. */
  fieldPaths?: FieldPathMap;
}

export interface ServiceResponse<T> {
  status: number;
  value: T;
}

/** The app's client of the banking service for one profile. */
export interface ServiceClient {
  /** Sends one call; every failure is thrown as an `AppFailure`. */
  request<T = unknown>(call: ServiceRequest<T>): Promise<ServiceResponse<T>>;
  /** True when this client presents a client certificate (mutual TLS). */
  readonly hasClientCertificate: boolean;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

/**
 * Hears how each request ended: `null` when the service answered (a refusal is an answer
 * too), else the failure. The one place the app learns whether the bank can be reached.
 */
export type RequestObserver = (failure: AppError | null) => void;

/** A response read to the end, before it is judged. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Everything Node trusts by default (bundled roots, or the OS store under --use-system-ca). */
function defaultTrustedCas(): string[] {
  return typeof tls.getCACertificates === 'function'
    ? tls.getCACertificates('default')
    : [...tls.rootCertificates];
}

function buildAgent(config: ServiceClientConfig, timeouts: ServiceTimeouts): Agent {
  const connect = buildConnector({
    // `ca` replaces the default roots in Node, so the extra CA is added to them.
    ca: config.ca ? [...defaultTrustedCas(), config.ca] : undefined,
    cert: config.clientCertificate?.certPem,
    key: config.clientCertificate?.keyPem,
    // Verification stays on: said explicitly so that no one "fixes" it by omission.
    rejectUnauthorized: true,
    timeout: timeouts.connectMs,
  });
  return new Agent({
    // A connection that failed before it was made (TCP and TLS) carried no request: the error
    // is marked so, since the same codes also come from connections lost after a request.
    connect: (options, callback) =>
      connect(options, (error, socket) =>
        error ? callback(raisedBeforeConnected(error), null) : callback(null, socket),
      ),
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: 10_000,
  });
}

function buildUrl(baseUrl: string, path: string, query: ServiceRequest<unknown>['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function tryParseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A 2xx whose body cannot be read. `answer: 'unreadable'` tells the write pipeline that the
 * service took the request (it said 2xx) though what it answered is unknown: for a write, the
 * intent is kept and settled by its identity (`main/app/pipeline/answer.ts`).
 */
function unexpectedAnswer(status: number, path: string, detail: string): AppFailure {
  return new AppFailure('internal', `Unexpected answer from the service: ${detail}`, {
    key: 'error.service_response',
    params: { status, path, answer: 'unreadable' },
  });
}

function contentTypeOf(headers: RawAnswer['headers']): string {
  const value = headers['content-type'];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** `application/json`, `application/problem+json` and the like. */
export function isJsonContentType(type: string): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type.trim());
}

function parseSuccess<T>(answer: RawAnswer, call: ServiceRequest<T>): T {
  const { status, text } = answer;
  if (call.expect === 'empty') return undefined as T;
  if (call.expect === 'text') return (call.schema ? call.schema.parse(text) : text) as T;
  // A gateway's page under a 200 is not the bank's answer, however it parses.
  if (!isJsonContentType(contentTypeOf(answer.headers))) {
    throw unexpectedAnswer(status, call.path, 'not JSON (content type)');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unexpectedAnswer(status, call.path, 'not JSON');
  }
  if (!call.schema) return json as T;
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw unexpectedAnswer(status, call.path, `field "${where}" does not match`);
  }
  return parsed.data;
}

/**
 * Creates the client of one profile: one undici Agent (keep-alive pool, mutual TLS when a
 * client certificate is given, explicit timeouts). TLS verification is never disabled.
 */
export function createServiceClient(
  config: ServiceClientConfig,
  observe: RequestObserver = () => {},
): ServiceClient {
  const timeouts: ServiceTimeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts };
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...config.retry };
  const agent = buildAgent(config, timeouts);
  const hasClientCertificate = config.clientCertificate !== undefined;

  async function attempt<T>(call: ServiceRequest<T>): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      accept: call.expect === 'json' || call.expect === undefined ? 'application/json' : '*/*',
      ...call.headers,
      [config.headerNames.apiKey]: config.apiKey,
      [config.headerNames.accountId]: config.accountId,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await undiciRequest(buildUrl(config.baseUrl, call.path, call.query), {
      dispatcher: agent,
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    // The body is read here, inside the caller's try: a body timeout is a network failure.
    const ignoreBody = call.expect === 'empty' && response.statusCode < 300;
    const text = ignoreBody ? (await response.body.dump(), '') : await response.body.text();
    return { status: response.statusCode, headers: response.headers, text };
  }

  async function request<T>(call: ServiceRequest<T>): Promise<ServiceResponse<T>> {
    try {
      const response = await send(call);
      observe(null);
      return response;
    } catch (error) {
      if (error instanceof AppFailure) observe(error.error);
      throw error;
    }
  }

  async function send<T>(call: ServiceRequest<T>): Promise<ServiceResponse<T>> {
    const retryable = RETRYABLE_METHODS.has(call.method);
    const isWrite = !retryable;
    const context = {
      method: call.method,
      path: call.path,
      clientCertificate: hasClientCertificate,
    };
    for (let attemptNo = 1; ; attemptNo++) {
      const canRetry = retryable && attemptNo < retry.maxAttempts;
      let answer: RawAnswer;
      try {
        answer = await attempt(call);
      } catch (error) {
        const failure = failureFromNetworkError(error, context);
        // Only "could not talk to it" is worth repeating; TLS, certificate and timeouts are not.
        if (canRetry && failure.error.code === 'offline') {
          await sleep(backoffDelayMs(attemptNo, retry));
          continue;
        }
        throw failure;
      }
      const { status, text } = answer;
      if (status >= 200 && status < 300) return { status, value: parseSuccess(answer, call) };
      if (canRetry && RETRYABLE_STATUSES.has(status)) {
        await sleep(
          backoffDelayMs(attemptNo, retry, parseRetryAfter(answer.headers['retry-after'])),
        );
        continue;
      }
      const json = isJsonContentType(contentTypeOf(answer.headers));
      throw failureFromResponse(status, json ? tryParseJson(text) : text, {
        ...context,
        isWrite,
        fieldPaths: call.fieldPaths,
      });
    }
  }

  return {
    request,
    hasClientCertificate,
    close: () => agent.close(),
  };
}
