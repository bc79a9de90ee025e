import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database, OpenDatabase } from '../db/open-database.ts';
import { sessions } from '../db/schema.ts';

/** The channel on which a process announces the sessions it ended: the others forget them at once. */
export const sessionEndChannel = 'taskwell_session_ends';

/** The JOSE `typ` of session tokens; asset tokens have their own, so one never passes for the other. */
export const sessionTokenType = 'taskwell-session+jwt';
/** The JOSE `typ` of asset URL tokens. */
export const assetTokenType = 'taskwell-asset+jwt';
/** Issue 5: a session lasts 7 days by default and 30 days at most. */
export const defaultSessionTtlSeconds = 7 * 24 * 3600;
export const maximumSessionTtlSeconds = 30 * 24 * 3600;

/** A verified, unrevoked session. */
export interface Session {
  /** The account id (the e-mail). */
  email: string;
  /** The token's `jti`, the sessions table's key. */
  sessionId: string;
  /** Expiry in unix seconds. */
  exp: number;
}

/** Options of the session store. */
export interface SessionStoreOptions {
  db: Database;
  /** HS256 key. */
  key: Uint8Array;
  /** Key of asset URL tokens. */
  assetKey: Uint8Array;
  issuer: string;
  audience: string;
  /** Lifetime of a session token in seconds. */
  ttlSeconds: number;
  /** Lifetime of an asset URL token in seconds. */
  assetTokenTtlSeconds: number;
  /** The clock, in milliseconds. */
  now: () => number;
  /**
   * How long a token found valid in the database is trusted without asking again (ms). A logout
   * takes effect at once in the process that receives it, and in the others as soon as they hear
   * of it (`followEnds`); this time bounds it only while a process cannot listen.
   */
  cacheMs: number;
}

const maxCachedTokens = 10_000;

/**
 * Signed session tokens (jose, HS256) recorded in the sessions table, so that logout revokes them.
 * Verification refuses other algorithms (and `alg: none`), another issuer, audience or type, and
 * expired tokens.
 */
export class SessionRecords {
  private readonly cache = new Map<string, { session: Session; checkedAt: number }>();

  constructor(private readonly options: SessionStoreOptions) {}

  /** Records a new session for an account and returns its signed token. */
  async issue(email: string): Promise<{ token: string; session: Session }> {
    const { db, key, issuer, audience, ttlSeconds, now } = this.options;
    const issuedAt = Math.floor(now() / 1000);
    const session: Session = { email, sessionId: randomUUID(), exp: issuedAt + ttlSeconds };
    await db.insert(sessions).values({
      id: session.sessionId,
      accountEmail: email,
      expiresAt: new Date(session.exp * 1000),
      createdAt: new Date(now()),
    });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: sessionTokenType })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(email)
      .setJti(session.sessionId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(session.exp)
      .sign(key);
    return { token, session };
  }

  /** The session of a token, or undefined when the token is invalid, expired or revoked. */
  async verify(token: string): Promise<Session | undefined> {
    const { db, key, issuer, audience, now, cacheMs } = this.options;
    const at = now();
    const cached = this.cache.get(token);
    if (cached && at - cached.checkedAt < cacheMs) {
      return at < cached.session.exp * 1000 ? cached.session : undefined;
    }
    this.cache.delete(token);
    let claims: { sub?: string; jti?: string; exp?: number };
    try {
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        typ: sessionTokenType,
        currentDate: new Date(at),
        requiredClaims: ['sub', 'jti', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
    const [row] = await db
      .select({ email: sessions.accountEmail })
      .from(sessions)
      .where(and(eq(sessions.id, String(claims.jti)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(at))))
      .limit(1);
    if (!row || row.email !== claims.sub) return undefined;
    const session: Session = { email: row.email, sessionId: String(claims.jti), exp: Number(claims.exp) };
    if (this.cache.size >= maxCachedTokens) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { session, checkedAt: at });
    return session;
  }

  /**
   * Revokes a session everywhere: its token stops working. The statement that revokes it also
   * announces it (NOTIFY is sent when it commits), so other processes drop it from their caches.
   */
  async revoke(token: string, session: Session): Promise<void> {
    this.cache.delete(token);
    const at = new Date(this.options.now()).toISOString();
    await this.options.db.execute(sql`
      WITH ended AS (
        UPDATE ${sessions} SET revoked_at = ${at}::timestamptz
        WHERE ${sessions.id} = ${session.sessionId} AND ${sessions.revokedAt} IS NULL
        RETURNING ${sessions.id}
      )
      SELECT pg_notify(${sessionEndChannel}, id) FROM ended`);
  }

  /**
   * Forgets, at once, the sessions other processes end (issue 29: a logout through one process
   * was accepted by the others for up to `cacheMs`). After the listening connection was opened
   * again, what was announced meanwhile is lost: every cached token is checked again. Resolves
   * to the stop.
   */
  async followEnds(listen: NonNullable<OpenDatabase['listen']>): Promise<() => Promise<void>> {
    return listen(sessionEndChannel, (sessionId) => {
      if (sessionId === undefined) {
        this.cache.clear();
        return;
      }
      for (const [token, cached] of this.cache) if (cached.session.sessionId === sessionId) this.cache.delete(token);
    });
  }

  /** Deletes sessions that expired (revoked ones stay until their expiry, like any other). */
  async sweepExpired(now: Date): Promise<void> {
    await this.options.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }

  /** A short-lived token that authorises reading one asset of one owner, for URLs. */
  async issueAssetToken(assetId: string, ownerEmail: string): Promise<{ token: string; expiresAt: number }> {
    const { assetKey, issuer, audience, assetTokenTtlSeconds, now } = this.options;
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + assetTokenTtlSeconds;
    const token = await new SignJWT({ own: ownerEmail })
      .setProtectedHeader({ alg: 'HS256', typ: assetTokenType })
      .setIssuer(issuer)
      .setAudience(`${audience}:asset`)
      .setSubject(assetId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(assetKey);
    return { token, expiresAt };
  }

  /** The owner an asset token speaks for, when it is valid and bound to this asset. */
  async verifyAssetToken(token: string, assetId: string): Promise<string | undefined> {
    const { assetKey, issuer, audience, now } = this.options;
    try {
      const { payload } = await jwtVerify(token, assetKey, {
        algorithms: ['HS256'],
        issuer,
        audience: `${audience}:asset`,
        typ: assetTokenType,
        subject: assetId,
        currentDate: new Date(now()),
        requiredClaims: ['sub', 'exp'],
      });
      return typeof payload.own === 'string' ? payload.own : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }
}
