import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** What the stand-in says about the member who consents. */
export interface StandInMember {
  /** The member's id (`sub`). */
  id: string;
  /** The member's name (`name`, `given_name`, `family_name`). */
  givenName: string;
  familyName: string;
}

/** A running stand-in for LinkedIn's OpenID Connect provider. */
export interface LinkedInStandIn {
  /** The issuer (for LINKEDIN_ISSUER). */
  issuer: string;
  /** The member every authorization consents as; change it between tests. */
  member: StandInMember;
  /** The tokens revoked so far, oldest first. */
  revoked: string[];
  /** Follows an authorization page as a member who consents at once: the callback address it sends back to. */
  consent(authorizationUrl: string): Promise<URL>;
  stop(): Promise<void>;
}

function formBody(request: IncomingMessage): Record<string, unknown> {
  return ((request as IncomingMessage & { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
}

/**
 * LinkedIn's provider as the tests and the studio's e2e journeys meet it, on a free loopback port:
 * oauth2-mock-server (discovery, authorization page, token endpoint with PKCE, id tokens signed
 * RS256 with the nonce, userinfo, revocation), taught what LinkedIn does beyond it: the member's
 * name in the id token, and a code that works once (`invalid_grant` after, RFC 6749 §4.1.2).
 */
export async function startLinkedInStandIn(
  member: StandInMember = { id: 'li-member-1', givenName: 'Ada', familyName: 'Lovelace' },
): Promise<LinkedInStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // It names itself `localhost`; the address it listens on is the IPv4 loopback one.
  server.issuer.url = server.issuer.url?.replace('//localhost:', '//127.0.0.1:');
  const usedCodes = new Set<string>();
  const standIn: LinkedInStandIn = {
    issuer: server.issuer.url ?? '',
    member,
    revoked: [],
    async consent(authorizationUrl) {
      const page = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = page.headers.get('location');
      if (page.status !== 302 || !location) throw new Error(`The authorization page answered ${page.status}`);
      return new URL(location);
    },
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    const { id, givenName, familyName } = standIn.member;
    Object.assign(token.payload, {
      sub: id,
      name: `${givenName} ${familyName}`,
      given_name: givenName,
      family_name: familyName,
    });
  });
  server.service.on(
    'beforeResponse',
    (response: { body: Record<string, unknown>; statusCode: number }, request: IncomingMessage) => {
      const { code } = formBody(request);
      if (typeof code !== 'string') return;
      if (usedCodes.has(code)) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'The authorization code was already used.' };
      }
      usedCodes.add(code);
    },
  );
  // The mock does not parse the revocation's form body: it is read here, after the reply.
  server.service.on('beforeRevoke', (_response: unknown, request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const token = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('token');
      if (token) standIn.revoked.push(token);
    });
  });
  return standIn;
}
