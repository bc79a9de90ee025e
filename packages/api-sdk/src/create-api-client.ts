import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { AccessDeniedError, ApiError, MalformedReplyError, NetworkError, parseRetryAfter } from './errors.ts';
import { executionOperations } from './execution-operations.ts';
import { fileOperations } from './file-operations.ts';
import { operationCalls } from './generated/operation-calls.ts';
import { type OperationId, operationTable } from './generated/operation-table.ts';
import type { paths } from './generated/schema.ts';

export type { RequestOptions } from './operation-call.ts';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API origin: absolute (`http://localhost:3002`) or same-origin (`''`, through a proxy). */
  baseUrl: string;
  /** An app id (an API key): task calls then send it as the `API-Key` header instead of the session token. */
  appId?: string | undefined;
  /** A public key: the calls that take one send it as the `Public-Key` header (an embedded widget). */
  publicKey?: string | undefined;
  /**
   * With a public key, the visitor's token sent as `Visitor-Token` (the runs the key starts belong
   * to it); without one, the client makes a random one and keeps it for its life.
   */
  visitorToken?: string | undefined;
  /** Returns the session token for calls that take one; nothing when signed out. */
  getToken?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  /**
   * Called when a call that carried credentials is answered 401: the credentials are no longer
   * good (spec §8: log out). A 403 refuses one thing only and ends nothing (docs/decisions/045).
   */
  onUnauthorized?: ((event: { operationId: OperationId; status: number }) => void) | undefined;
  /** The fetch to use; looked up on every call, so test interceptors installed later still see it. */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** The clock behind the cache-busting `_` parameter, in milliseconds. */
  now?: (() => number) | undefined;
}

type Operation = (typeof operationTable)[OperationId];

const operationsByRoute = new Map<string, OperationId>(
  (Object.entries(operationTable) as [OperationId, Operation][]).map(([id, operation]) => [
    `${operation.method.toUpperCase()} ${operation.path}`,
    id,
  ]),
);

function operationOf(method: string, schemaPath: string): OperationId {
  const id = operationsByRoute.get(`${method.toUpperCase()} ${schemaPath}`);
  if (!id) throw new Error(`${method} ${schemaPath} is not an operation of the contract`);
  return id;
}

const accepts = (operation: Operation, scheme: 'bearer' | 'apiKey' | 'publicKey') =>
  (operation.credentials as readonly string[]).includes(scheme);

/**
 * openapi-fetch keeps the `Request` it finds when the client is made. Runtimes that install their
 * own fetch and Request after start-up (remix-serve) would then pair an old Request with a new
 * fetch, which rejects it; this one looks the global up on every call instead.
 */
const LateRequest = class {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    // biome-ignore lint/correctness/noConstructorReturn: a stand-in for whatever Request is global now
    return new globalThis.Request(input, init);
  }
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof globalThis.Request;
  }
} as unknown as typeof Request;

/**
 * A typed client for every operation of the contract, on openapi-fetch. Each method resolves
 * with the reply's data or rejects with an {@link ApiError} (an {@link AccessDeniedError} for a
 * 401 on a call that carried credentials), a {@link MalformedReplyError} or a
 * {@link NetworkError}.
 */
export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const visitorToken = options.visitorToken ?? globalThis.crypto.randomUUID();
  // Replies that ended the session; the methods turn them into AccessDeniedError.
  const denied = new WeakSet<Response>();

  // spec §7 "Task auth": the API-Key header when an app id is given, else the bearer session token.
  const credentials: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operation = operationTable[operationOf(request.method, schemaPath)];
      if (options.appId && accepts(operation, 'apiKey')) {
        request.headers.set('API-Key', options.appId);
        return request;
      }
      if (options.publicKey && accepts(operation, 'publicKey')) {
        request.headers.set('Public-Key', options.publicKey);
        request.headers.set('Visitor-Token', visitorToken);
        return request;
      }
      if (accepts(operation, 'bearer')) {
        const token = await options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };

  // spec §7: execution and feedback calls carry `_={timestamp}` and ask caches to stay out.
  const cacheBusting: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operation = operationTable[operationOf(request.method, schemaPath)];
      if (!operation.cacheBust) return undefined;
      const url = new URL(request.url);
      url.searchParams.set('_', String(now()));
      // The body is copied as bytes: a Request made from another one carries its body as a stream,
      // which browsers send only over HTTP/2 (Chromium fails such a call with ALPN negotiation).
      const body = request.body === null ? null : await request.arrayBuffer();
      const busted = new Request(url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
      });
      busted.headers.set('Cache-Control', 'no-cache');
      busted.headers.set('Pragma', 'no-cache');
      return busted;
    },
  };

  // spec §8: an authorized call refused for its credentials -> 'Access denied' and log out. Only a
  // 401 says that; the API answers 403 for a refusal of one thing (a plan that does not unlock a
  // task), which ends no session (docs/decisions/045).
  const unauthorized: Middleware = {
    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      const carried = ['Authorization', 'API-Key', 'Public-Key'].some((name) => request.headers.has(name));
      if (!carried) return undefined;
      denied.add(response);
      options.onUnauthorized?.({ operationId: operationOf(request.method, schemaPath), status: response.status });
      return undefined;
    },
  };

  const raw: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
    Request: LateRequest,
  });
  raw.use(credentials, cacheBusting, unauthorized);

  async function send<Data>(
    operationId: OperationId,
    call: () => Promise<{ data?: Data; error?: unknown; response: Response }>,
  ): Promise<Data> {
    let result: Awaited<ReturnType<typeof call>>;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof SyntaxError) throw new MalformedReplyError(operationId, 'the reply is not valid JSON');
      throw new NetworkError(operationId, error);
    }
    const { response } = result;
    if (response.ok) return result.data as Data;
    if (denied.has(response)) throw new AccessDeniedError(operationId, response.status, result.error);
    throw new ApiError(operationId, response.status, result.error, undefined, {
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after'), now()),
    });
  }

  return {
    /** The underlying openapi-fetch client, with the same middleware. */
    raw,
    ...operationCalls(raw, send),
    ...fileOperations(raw, send, options.baseUrl),
    ...executionOperations(raw, send),
  };
}

/** The client {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
