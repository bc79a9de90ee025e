import { loadServerOptions, missingScaledSecrets } from './load-server-options.ts';

// `pnpm --filter @taskwell/api start`: the API on HOST:API_PORT (default 127.0.0.1:3002).
// The settings are checked before the server's modules load (a third of a start's CPU): a
// process started with the wrong settings says so and exits at once.
const missing = missingScaledSecrets(process.env);
if (missing.length > 0) {
  process.stderr.write(
    `With DATABASE_URL (the scaled mode) the API needs ${missing.join(' and ')}: every process must be given the same keys, not generate its own into DATA_DIR.\n`,
  );
  process.exit(2);
}
const { port, host, ...options } = loadServerOptions();
const [
  { describeLocalAiServers, findLocalAiServers },
  { loadPrivateAiSettings },
  { createServer },
  { describeOptionalParts },
  { configuredAiTiers, loadAiSettings },
  { stopOnSignals },
  { surviveOutages },
] = await Promise.all([
  import('./ai/local-ai-servers.ts'),
  import('./ai/private-ai-settings.ts'),
  import('./create-server.ts'),
  import('./optional-parts.ts'),
  import('./services/index.ts'),
  import('./stop-on-signals.ts'),
  import('./survive-outages.ts'),
]);
const app = await createServer(options);
surviveOutages(app.log);
stopOnSignals(app, { graceMs: app.taskwell.runtime.settings.shutdownGraceMs });
await app.listen({ port, host });
app.log.info(
  { database: app.taskwell.database.kind, dataDir: options.dataDir },
  `Taskwell API on http://${host}:${port} (${app.taskwell.database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
);
// Issue 25: which optional parts are on and off, one plain line each among the JSON log lines.
const aiSettings = loadAiSettings(process.env);
const parts = describeOptionalParts({
  payments: options.payments,
  linkedin: options.linkedin,
  aiTiers: aiSettings.tiers,
  smtpUrl: options.smtpUrl,
  privateAiLoopback: loadPrivateAiSettings(process.env).policy.allowLoopback,
});
// Issue 40: with no AI_* tier, a local model server on its usual port is offered, never used silently.
const local = configuredAiTiers(aiSettings).length === 0 ? await findLocalAiServers() : [];
process.stdout.write(`${[...parts, ...describeLocalAiServers(local)].map((line) => `  ${line}`).join('\n')}\n`);
