// `pnpm --filter @taskwell/api ai:stand-in`: the OpenAI-compatible stand-in the API tests use
// (src/testing/ai-stand-in.ts), on a loopback port (`PORT`, default a free one), for the studio's
// e2e journeys and local development without a model. It prints the AI_* lines an API started
// against it needs (as an operator tier, or as a private service once loopback is allowed; the
// model's name last), then runs until stopped. Its answers stream word by word; an answer from the
// user's documents is written from the first sentence it is given, plus one sentence those do not
// support (the answer must drop it), a system message giving a JSON Schema of an object gets a value
// of that shape, any other prompt gets a fixed reply. `GET /__stand-in/requests`
// lists what it received (with each Authorization header), `POST /__stand-in/behaviour` changes the answer.
import { startAiStandIn } from '../src/testing/ai-stand-in.ts';

const port = process.env.PORT?.trim() ? Number(process.env.PORT) : 0;
// ECHO_PROMPT=true answers each chat with its last message (a benchmark's AI step then writes what an echo would).
const echo = process.env.ECHO_PROMPT === 'true';
const standIn = await startAiStandIn({
  port,
  behaviour: {
    chunkDelayMs: Number(process.env.CHUNK_DELAY_MS ?? 20),
    ...(echo ? { answer: (body) => body.messages?.at(-1)?.content ?? '' } : {}),
  },
});
process.stdout.write(
  [
    `AI stand-in listening on ${standIn.baseUrl}`,
    `AI_BASE_URL=${standIn.baseUrl}`,
    'AI_API_KEY=local-stand-in-key',
    'AI_PRIVATE_ALLOW_LOOPBACK=true',
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
