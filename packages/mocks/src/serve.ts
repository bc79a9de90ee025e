import { MOCK_PIN, seededAccounts } from './fixtures/users.ts';
import { serveMockApi } from './serve-mock-api.ts';

// `pnpm --filter @taskwell/mocks serve`: the mock API on HOST:API_PORT or PORT (default 127.0.0.1:3002).
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 3002);
const host = process.env.HOST ?? '127.0.0.1';

const running = await serveMockApi({ port, host });
console.info(`Taskwell mock API on ${running.url}`);
console.info(
  `Sign in with any e-mail and the PIN ${MOCK_PIN}; ready-made accounts: ${seededAccounts.map((a) => `${a.id} (${a.plan})`).join(', ')}.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
