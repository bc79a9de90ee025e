// Starts the real API for the e2e suite (the Digital Advisor asks it): a throwaway data folder,
// the port the config chose, the marketing site's origin as MARKETING_URL (so the API seeds the
// site's advisor key for it), and the folder removed again when the runner stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'taskwell-marketing-e2e-api-'));
const api = spawn('pnpm', ['--filter', '@taskwell/api', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const stop = () => api.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
