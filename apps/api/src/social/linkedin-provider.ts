import * as oidc from 'openid-client';
import { DomainError, invalid, unavailable } from '../errors/domain-error.ts';
import { type LinkedInSettings, linkedInScopes } from './linkedin-settings.ts';

/** What the code exchange gives: the member and the provider's tokens. */
export interface LinkedInGrant {
  /** The member's id (the id token's `sub`). */
  memberId: string;
  /** The member's name as the provider gives it. */
  memberName: string;
  accessToken: string;
  refreshToken: string | undefined;
  scope: string | undefined;
  /** When the access token expires (ms), when the provider says. */
  accessExpiresAt: number | undefined;
}

/** An HTTP client for the calls to the provider, in openid-client's shape. */
export type ProviderFetch = oidc.CustomFetch;

/** The secrets of one authorization, kept on the server between the start and the exchange. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** How long the server waits before a retry is worth it when the provider does not answer. */
const retryAfterMs = 30_000;

/** Loopback issuers are local stand-ins (tests, development): plain HTTP is allowed for them only. */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * A provider failure as a domain error: the provider refusing the code or a token check failing
 * is the member's failed authentication (400); no answer, a time-out or a 5xx is the provider
 * being down (503, try again).
 */
export function providerFailure(error: unknown): DomainError {
  if (error instanceof oidc.ResponseBodyError && error.status < 500) {
    return invalid('social_auth_failed', 'LinkedIn refused this authorization. Press Connect to try again.', {
      cause: error,
    });
  }
  if (error instanceof oidc.ClientError && !(error instanceof oidc.ResponseBodyError)) {
    // Checks of what the provider sent (id token signature, nonce, issuer) that failed.
    return invalid(
      'social_auth_failed',
      'The answer from LinkedIn could not be verified. Press Connect to try again.',
      {
        cause: error,
      },
    );
  }
  return unavailable('social_provider_unavailable', 'LinkedIn does not answer right now. Try again in a minute.', {
    retryAfterMs,
    cause: error,
  });
}

function nameOf(claims: Record<string, unknown>): string | undefined {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '');
  const full = text('name') || [text('given_name'), text('family_name')].filter(Boolean).join(' ');
  return full || undefined;
}

/**
 * LinkedIn as an OpenID Connect provider, through openid-client: its endpoints from the issuer's
 * discovery document (read at first use and kept; a failed read is tried again next time), the
 * authorization page with PKCE (S256) when the provider lists it, the code exchange with the id
 * token's checks, the member's name from the id token or else userinfo, and token revocation.
 */
export class LinkedInProvider {
  private configuration: Promise<oidc.Configuration> | undefined;

  /** `fetchImplementation` replaces fetch for the calls to the provider (tests pass a failing one). */
  constructor(
    private readonly settings: LinkedInSettings,
    private readonly fetchImplementation?: ProviderFetch,
  ) {}

  private async config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      this.configuration = oidc
        .discovery(
          issuer,
          this.settings.clientId,
          { redirect_uris: [this.settings.redirectUri], response_types: ['code'] },
          oidc.ClientSecretPost(this.settings.clientSecret),
          {
            timeout: (this.settings.timeoutMs ?? 10_000) / 1000,
            ...(this.fetchImplementation ? { [oidc.customFetch]: this.fetchImplementation } : {}),
            ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
          },
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw providerFailure(error);
        });
    }
    return this.configuration;
  }

  /** The authorization page for these checks (spec §7 scopes), and whether PKCE is used. */
  async authorizationUrl(checks: AuthorizationChecks): Promise<URL> {
    const config = await this.config();
    const parameters: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: linkedInScopes,
      state: checks.state,
      nonce: checks.nonce,
    };
    if (this.usesPkce(config)) {
      parameters.code_challenge = await oidc.calculatePKCECodeChallenge(checks.codeVerifier);
      parameters.code_challenge_method = 'S256';
    }
    return oidc.buildAuthorizationUrl(config, parameters);
  }

  /** Exchanges the callback's code with the authorization's checks at `now` (ms); reads the member. */
  async exchange(code: string, checks: AuthorizationChecks, now: number): Promise<LinkedInGrant> {
    const config = await this.config();
    const callback = new URL(this.settings.redirectUri);
    callback.search = new URLSearchParams({ code, state: checks.state }).toString();
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
        ...(this.usesPkce(config) ? { pkceCodeVerifier: checks.codeVerifier } : {}),
      });
      const claims = tokens.claims();
      if (!claims) throw invalid('social_auth_failed', 'LinkedIn sent no identity. Press Connect to try again.');
      let memberName = nameOf(claims);
      if (!memberName && config.serverMetadata().userinfo_endpoint) {
        memberName = nameOf(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub));
      }
      const expiresIn = tokens.expiresIn();
      return {
        memberId: claims.sub,
        memberName: memberName ?? 'LinkedIn member',
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        scope: tokens.scope,
        accessExpiresAt: expiresIn === undefined ? undefined : now + expiresIn * 1000,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw providerFailure(error);
    }
  }

  /** Asks the provider to revoke a token, where it offers revocation; false when it could not be done. */
  async revoke(token: string): Promise<boolean> {
    try {
      const config = await this.config();
      if (!config.serverMetadata().revocation_endpoint) return false;
      await oidc.tokenRevocation(config, token);
      return true;
    } catch {
      return false;
    }
  }

  private usesPkce(config: oidc.Configuration): boolean {
    return config.serverMetadata().supportsPKCE('S256');
  }
}
