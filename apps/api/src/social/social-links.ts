import type { SocialAuthorization, SocialLinkReply, SocialLinkState } from '@taskwell/api-sdk';
import { and, eq, gt } from 'drizzle-orm';
import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import type { Database } from '../db/open-database.ts';
import { socialAuthorizations, socialLinks } from '../db/schema.ts';
import { invalid, unavailable } from '../errors/domain-error.ts';
import type { LinkedInProvider } from './linkedin-provider.ts';
import type { TokenCipher } from './token-cipher.ts';

/** How long an authorization may take from the start to the code exchange (the contract's 10 minutes). */
export const authorizationMs = 10 * 60 * 1000;

/** What the social link needs. */
export interface SocialLinksOptions {
  db: Database;
  /** The provider; undefined when the server has no LinkedIn settings. */
  provider: LinkedInProvider | undefined;
  /** Seals the provider's tokens at rest. */
  cipher: TokenCipher;
  now: () => number;
  /** Where failures of the provider's revocation are logged. */
  log: { warn(details: object, message: string): void };
}

const notConfigured = () =>
  unavailable('social_link_not_configured', 'Linking a LinkedIn account is not configured on this server.');

const authorizationEnded = () =>
  invalid(
    'social_auth_failed',
    'This LinkedIn authorization is unknown, expired or already used. Press Connect to try again.',
  );

/**
 * The account's LinkedIn link (spec §4 Social link, decision 070): starts an authorization whose
 * PKCE verifier and nonce stay here, exchanges the callback's code once, keeps the link with the
 * tokens sealed, reads and removes it.
 */
export class SocialLinks {
  constructor(private readonly options: SocialLinksOptions) {}

  /** Whether the server can link at all. */
  get configured(): boolean {
    return this.options.provider !== undefined;
  }

  private requireProvider(): LinkedInProvider {
    if (!this.options.provider) throw notConfigured();
    return this.options.provider;
  }

  /** Starts an authorization bound to `state`, replacing the account's earlier one. */
  async start(email: string, state: string): Promise<SocialAuthorization> {
    const provider = this.requireProvider();
    const checks = { state, codeVerifier: randomPKCECodeVerifier(), nonce: randomNonce() };
    // The page first: when the provider cannot be reached nothing is written.
    const page = await provider.authorizationUrl(checks);
    const now = this.options.now();
    const expiresAt = new Date(now + authorizationMs);
    const row = { ...checks, expiresAt, createdAt: new Date(now) };
    await this.options.db
      .insert(socialAuthorizations)
      .values({ accountEmail: email, ...row })
      .onConflictDoUpdate({ target: socialAuthorizations.accountEmail, set: row });
    return { authorizationUrl: page.href, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Exchanges the callback's code. The authorization is taken (deleted) before the provider is
   * asked, in one statement, so two exchanges of one state cannot both go on; a code that fails
   * needs a new start.
   */
  async link(email: string, code: string, state: string): Promise<SocialLinkReply> {
    const provider = this.requireProvider();
    const now = this.options.now();
    const [taken] = await this.options.db
      .delete(socialAuthorizations)
      .where(
        and(
          eq(socialAuthorizations.accountEmail, email),
          eq(socialAuthorizations.state, state),
          gt(socialAuthorizations.expiresAt, new Date(now)),
        ),
      )
      .returning();
    if (!taken) throw authorizationEnded();
    const grant = await provider.exchange(code, taken, now);
    const { cipher } = this.options;
    const row = {
      memberId: grant.memberId,
      memberName: grant.memberName,
      accessToken: cipher.seal(grant.accessToken, `${email} access`),
      refreshToken: grant.refreshToken === undefined ? null : cipher.seal(grant.refreshToken, `${email} refresh`),
      scope: grant.scope ?? null,
      accessExpiresAt: grant.accessExpiresAt === undefined ? null : new Date(grant.accessExpiresAt),
      linkedAt: new Date(now),
    };
    await this.options.db
      .insert(socialLinks)
      .values({ accountEmail: email, ...row })
      .onConflictDoUpdate({ target: socialLinks.accountEmail, set: row });
    return { connected: true, memberName: grant.memberName };
  }

  /** The link's state for the profile's Social tab. */
  async read(email: string): Promise<SocialLinkState> {
    const [link] = await this.options.db
      .select({ memberName: socialLinks.memberName, linkedAt: socialLinks.linkedAt })
      .from(socialLinks)
      .where(eq(socialLinks.accountEmail, email))
      .limit(1);
    return {
      configured: this.configured,
      connected: link !== undefined,
      ...(link ? { memberName: link.memberName, linkedAt: link.linkedAt.toISOString() } : {}),
    };
  }

  /** Whether the account is linked (the profile's `linkedinConnected`). */
  async isLinked(email: string): Promise<boolean> {
    const [link] = await this.options.db
      .select({ email: socialLinks.accountEmail })
      .from(socialLinks)
      .where(eq(socialLinks.accountEmail, email))
      .limit(1);
    return link !== undefined;
  }

  /**
   * Removes the link, then asks the provider to revoke its access token; the link is gone
   * whatever the provider answers (the member can also revoke it in LinkedIn's settings).
   */
  async unlink(email: string): Promise<void> {
    const [removed] = await this.options.db
      .delete(socialLinks)
      .where(eq(socialLinks.accountEmail, email))
      .returning({ accessToken: socialLinks.accessToken });
    await this.options.db.delete(socialAuthorizations).where(eq(socialAuthorizations.accountEmail, email));
    if (!removed || !this.options.provider) return;
    const token = this.options.cipher.open(removed.accessToken, `${email} access`);
    if (token === undefined || !(await this.options.provider.revoke(token))) {
      this.options.log.warn({}, 'the LinkedIn access token of a removed link was not revoked');
    }
  }
}
