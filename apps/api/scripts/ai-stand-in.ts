// `pnpm --filter @taskwell/api ai:stand-in`: a local stand-in for an OpenAI-compatible chat
// provider (the one the API's tests use, src/testing/ai-stand-in.ts) on a free loopback port, for
// the studio's e2e journeys and local development. It prints the AI_* lines an API started against
// it needs, then runs until stopped. An answer from the user's documents is written from the first
// sentence it is given, plus one sentence those do not support (the answer must drop it); any
// other prompt gets a fixed reply.
import { startAiStandIn } from '../src/testing/ai-stand-in.ts';

const standIn = await startAiStandIn();
process.stdout.write(
  [
    `AI stand-in listening on ${standIn.baseUrl}`,
    `AI_BASE_URL=${standIn.baseUrl}`,
    'AI_API_KEY=local-stand-in-key',
    'AI_MODEL=stand-in',
    '',
  ].join('\n'),
);

const stop = () => {
  standIn.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
