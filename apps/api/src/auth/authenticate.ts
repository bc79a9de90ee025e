import type { FastifyRequest } from 'fastify';
import { forbidden, invalid, unauthenticated } from '../errors/domain-error.ts';
import type { KeyRecords } from '../keys/key-records.ts';
import { visitorOf } from '../keys/key-secrets.ts';
import type { RateLimits } from './rate-limits.ts';
import type { Session, SessionRecords } from './session-tokens.ts';

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Who a request acts for (ARCHITECTURE "Keys": three kinds of credential with three scopes). A
 * session is a signed-in user; an API key is the account's own code, with the account's rights on
 * the operations that take one; a public key is a widget that runs one task for the account.
 */
export type Caller =
  | { kind: 'session'; email: string; session: Session }
  | { kind: 'apiKey'; email: string; keyId: string }
  | {
      kind: 'publicKey';
      email: string;
      keyId: string;
      taskId: string;
      /** The widget visitor's token, as kept (`visitorOf`): the runs it starts are its own. */
      visitor: string;
    };

/** Which credentials an operation takes (its `security` in the contract). */
export interface AcceptedCredentials {
  bearer: boolean;
  apiKey: boolean;
  publicKey: boolean;
}

/** What establishes a caller. */
export interface CallerSources {
  sessions: SessionRecords;
  keys: KeyRecords;
  limits: RateLimits;
}

/**
 * Checks the bearer header of a request and keeps its session on the request. Undefined when the
 * request has no Authorization header; 401 when it has one that is not a live session.
 */
export async function authenticate(sessions: SessionRecords, request: FastifyRequest): Promise<Session | undefined> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const token = bearerPattern.exec(header)?.[1];
  if (!token) throw unauthenticated();
  const session = await sessions.verify(token);
  if (!session) throw unauthenticated();
  request.session = session;
  request.bearerToken = token;
  return session;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Establishes who a request acts for, from the credentials its operation accepts: spec §7 "Task
 * auth" takes the `API-Key` header when given, else the bearer; a `Public-Key` comes from a
 * widget. A key that is unknown or revoked is 401; a public key from an origin not in its list is
 * 403; each key's requests are rate limited (429). Credentials the operation does not take are
 * ignored. Undefined when the request carries none it takes.
 */
export async function authenticateCaller(
  sources: CallerSources,
  request: FastifyRequest,
  accepts: AcceptedCredentials,
): Promise<Caller | undefined> {
  const apiKey = accepts.apiKey ? headerOf(request, 'api-key') : undefined;
  if (apiKey !== undefined) {
    const holder = await sources.keys.findSecret(apiKey.trim());
    if (holder?.kind !== 'secret') throw unauthenticated('The API key is not valid or was revoked.');
    await sources.limits.consumeApiKey(holder.keyId);
    request.caller = { kind: 'apiKey', email: holder.email, keyId: holder.keyId };
    return request.caller;
  }
  const publicKey = accepts.publicKey ? headerOf(request, 'public-key') : undefined;
  if (publicKey !== undefined) {
    // A widget's visitors share one key: each one's runs are bound to its own token.
    const visitorToken = headerOf(request, 'visitor-token');
    if (!visitorToken) {
      throw invalid(
        'visitor_token_required',
        "A public key's calls carry the visitor's token (Visitor-Token), which the runs it starts belong to.",
        { details: [{ path: '/headers/visitor-token', message: 'is required with a public key' }] },
      );
    }
    const holder = await sources.keys.findPublic(publicKey.trim());
    if (holder?.kind !== 'public') throw unauthenticated('The public key is not valid or was revoked.');
    // A publishable key is for browsers on the sites it lists; the browser, not the page, sets Origin.
    const origin = headerOf(request, 'origin');
    if (!origin || !holder.origins.includes(origin)) {
      throw forbidden('origin_not_allowed', 'This public key may not be used from this site.');
    }
    await sources.limits.consumePublicKeyVisit(holder.keyId, request.ip);
    request.caller = {
      kind: 'publicKey',
      email: holder.email,
      keyId: holder.keyId,
      taskId: holder.taskId,
      visitor: visitorOf(visitorToken),
    };
    return request.caller;
  }
  if (!accepts.bearer) return undefined;
  const session = await authenticate(sources.sessions, request);
  if (!session) return undefined;
  request.caller = { kind: 'session', email: session.email, session };
  return request.caller;
}

/** The session of a request that must be signed in. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** Who a request acts for, on operations that take keys as well as sessions. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
