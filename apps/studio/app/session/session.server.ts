import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { decodeJwt } from 'jose';
import { secureCookie } from '../site-config.server.ts';
import { sealToken, unsealToken } from './sealed-token.server.ts';
import { loadSessionSecrets } from './session-secrets.server.ts';

/** What the cookie session holds: the sealed API token and when it expires. */
interface SessionData {
  /** The API session token, sealed (see sealed-token.server.ts). */
  sealedToken: string;
  /** The token's expiry, in unix seconds (spec §3: the payload carries it). */
  exp: number;
}

const secrets = loadSessionSecrets();

/**
 * The cookie session (docs/decisions/020): signed with the newest secret, httpOnly, SameSite=Lax,
 * and Secure with the `__Host-` prefix in production (see secureCookie).
 */
const storage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: secureCookie ? '__Host-taskwell-session' : 'taskwell-session',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
    path: '/',
    secrets,
  },
});

/** The cookie session of one request. */
export interface StudioSession {
  /** The Remix session behind the cookie. */
  session: Session<SessionData>;
  /** The API session token, or null for a visitor (no cookie, a tampered one, or an expired token). */
  token: string | null;
}

/** Reads the request's cookie session and opens its token. */
export async function readStudioSession(request: Request, now: number = Date.now()): Promise<StudioSession> {
  const session = await storage.getSession(request.headers.get('Cookie'));
  const sealed = session.get('sealedToken');
  const exp = session.get('exp');
  if (!sealed || !exp || exp * 1000 <= now) return { session, token: null };
  return { session, token: await unsealToken(sealed, secrets) };
}

/** The Set-Cookie of a new sign-in: the token sealed, the cookie living as long as the token. */
export async function commitSignIn(session: Session<SessionData>, token: string): Promise<string> {
  const { exp } = decodeJwt(token);
  if (typeof exp !== 'number') throw new Error('The API session token carries no expiry');
  session.set('sealedToken', await sealToken(token, secrets));
  session.set('exp', exp);
  return storage.commitSession(session, { expires: new Date(exp * 1000) });
}

/** The Set-Cookie that ends the cookie session. */
export function endSession(session: Session<SessionData>): Promise<string> {
  return storage.destroySession(session);
}
