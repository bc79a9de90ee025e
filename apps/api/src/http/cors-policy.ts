import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { OperationId } from '@taskwell/api-sdk';
import type { FastifyRequest } from 'fastify';

/** What browsers may read from whichever origin is allowed. */
const shared: FastifyCorsOptions = {
  methods: ['GET', 'POST'],
  exposedHeaders: ['Content-Disposition', 'Content-Range', 'Accept-Ranges', 'Retry-After', 'X-Request-Id'],
  maxAge: 600,
};

/**
 * The headers the studio and the public site may send. Last-Event-ID: a browser that reopens a
 * run's event stream says what it saw last.
 */
const siteHeaders = [
  'Authorization',
  'Content-Type',
  'API-Key',
  'Public-Key',
  'Visitor-Token',
  'Range',
  'Last-Event-ID',
];

/** The headers a widget on a public key's site may send: the key and its visitor, never a session or a secret key. */
const widgetHeaders = ['Content-Type', 'Public-Key', 'Visitor-Token', 'Last-Event-ID'];

const refused: FastifyCorsOptions = { origin: false };

/** Who may call the operations of the contract from a browser. */
export interface CorsRules {
  /** Origins allowed on every operation without origins of its own (the studio's and the public site's). */
  origins: ReadonlySet<string>;
  /** Operations with origins of their own, and only those (the contact form: the public site's). */
  ownOrigins: ReadonlyMap<OperationId, readonly string[]>;
  /** The operations a public key may call: the origins of live public keys are allowed on these only. */
  publicKeyOperations: ReadonlySet<OperationId>;
  /** True when a live public key lists the origin. */
  listedByPublicKey: (origin: string) => Promise<boolean>;
}

/**
 * The operation a request is for, as the router matched it (its address decoded as the router
 * decodes it): a call's own route, or for a preflight (`OPTIONS`, see `registerPreflights`) the
 * operation of that address with the method the preflight announces.
 */
export function operationOfRequest(request: FastifyRequest): OperationId | undefined {
  const config = request.routeOptions.config as {
    operationId?: OperationId;
    preflightOf?: Readonly<Record<string, OperationId>>;
  };
  if (config.operationId) return config.operationId;
  const announced = request.headers['access-control-request-method'];
  return typeof announced === 'string' ? config.preflightOf?.[announced.trim().toUpperCase()] : undefined;
}

/**
 * CORS options per request, for `@fastify/cors`'s delegator, decided from the operation the request
 * is for (issue 29), never from the address as sent: the router decodes percent-encoding, so
 * `/api/%63ontact` is the contact form and gets the contact form's rule. A preflight is answered
 * for the same origins as the call it announces; an address that is no operation allows no origin.
 */
export function corsPolicy(rules: CorsRules): FastifyCorsOptionsDelegateCallback {
  const ownOrigins = new Map(
    [...rules.ownOrigins].map(([operationId, origins]) => [
      operationId,
      { ...shared, allowedHeaders: siteHeaders, origin: [...new Set(origins)] },
    ]),
  );
  const site: FastifyCorsOptions = { ...shared, allowedHeaders: siteHeaders, origin: true };
  const widget: FastifyCorsOptions = { ...shared, allowedHeaders: widgetHeaders, origin: true };
  return (request, callback) => {
    const operationId = operationOfRequest(request);
    const origin = request.headers.origin;
    if (!operationId || !origin) return callback(null, refused);
    const own = ownOrigins.get(operationId);
    if (own) return callback(null, own);
    if (rules.origins.has(origin)) return callback(null, site);
    if (!rules.publicKeyOperations.has(operationId)) return callback(null, refused);
    rules.listedByPublicKey(origin).then(
      (listed) => callback(null, listed ? widget : refused),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), refused),
    );
  };
}
