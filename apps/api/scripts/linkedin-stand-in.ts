// `pnpm --filter @taskwell/api linkedin:stand-in`: a local stand-in for LinkedIn's OpenID Connect
// provider (the one the API tests use) on a free loopback port, for the studio's e2e journeys and
// local development. It prints the LINKEDIN_* lines an API started against it needs, then runs
// until stopped. Its authorization page consents at once as "Ada Lovelace" and sends the member
// back to the redirect address it is given; a code works once.
import { startLinkedInStandIn } from '../src/social/testing/linkedin-stand-in.ts';

const standIn = await startLinkedInStandIn();
process.stdout.write(
  [
    `LinkedIn stand-in listening on ${standIn.issuer}`,
    `LINKEDIN_ISSUER=${standIn.issuer}`,
    'LINKEDIN_CLIENT_ID=taskwell-studio-local',
    'LINKEDIN_CLIENT_SECRET=local-stand-in-secret',
    '',
  ].join('\n'),
);

const stop = () => {
  standIn.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
