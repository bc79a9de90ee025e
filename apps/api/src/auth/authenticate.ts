import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors/domain-error.ts';
import type { Session, SessionStore } from './session-tokens.ts';

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Checks the bearer header of a request and keeps its session on the request. Undefined when the
 * request has no Authorization header; 401 when it has one that is not a live session.
 */
export async function authenticate(sessions: SessionStore, request: FastifyRequest): Promise<Session | undefined> {
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

/** The session of a request that must be signed in. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}
