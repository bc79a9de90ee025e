/** How the server reaches LinkedIn's OpenID Connect provider (decision 070). */
export interface LinkedInSettings {
  /** The provider's issuer; its endpoints come from `${issuer}/.well-known/openid-configuration` (`LINKEDIN_ISSUER`). */
  issuer: string;
  /** The app's client id (`LINKEDIN_CLIENT_ID`). */
  clientId: string;
  /** The app's client secret (`LINKEDIN_CLIENT_SECRET`). */
  clientSecret: string;
  /** The studio's callback the provider sends the member back to (`LINKEDIN_REDIRECT_URI`). */
  redirectUri: string;
  /** Longest wait for one call to the provider, in ms; default 10000. */
  timeoutMs?: number;
}

/** LinkedIn's issuer (its discovery document lives below it). */
export const linkedInIssuer = 'https://www.linkedin.com/oauth';

/** What the studio asks the member to grant (spec §7). */
export const linkedInScopes = 'openid profile w_member_social email';

const required = ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'] as const;

/**
 * The LinkedIn settings from the environment: none when neither the client id nor the secret is
 * set (the link then answers 503 `social_link_not_configured`), a start-up error when only one is.
 * The issuer defaults to LinkedIn's and the callback to the studio's `/linkedin-auth`.
 */
export function readLinkedInSettings(env: NodeJS.ProcessEnv, studioUrl: string): LinkedInSettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (!required.some((name) => value(name))) return undefined;
  const missing = required.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(`The LinkedIn link is half configured: ${missing.join(', ')} is missing. Set both or neither.`);
  }
  const issuer = value('LINKEDIN_ISSUER') ?? linkedInIssuer;
  const redirectUri = value('LINKEDIN_REDIRECT_URI') ?? new URL('/linkedin-auth', studioUrl).href;
  for (const [name, url] of [
    ['LINKEDIN_ISSUER', issuer],
    ['LINKEDIN_REDIRECT_URI', redirectUri],
  ] as const) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new Error(`${name} must be an http(s) address; got "${url}"`);
    }
  }
  return {
    issuer,
    clientId: value('LINKEDIN_CLIENT_ID') as string,
    clientSecret: value('LINKEDIN_CLIENT_SECRET') as string,
    redirectUri,
  };
}
