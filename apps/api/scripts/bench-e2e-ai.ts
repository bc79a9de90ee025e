import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopServer } from './bench-e2e-runs.ts';

/**
 * The OpenAI-compatible stand-in (`ai:stand-in`) in a process of its own for scripts/bench-e2e.ts
 * (issue 40), answering every chat at once (no wait between its streamed chunks): the AI_*
 * settings it prints are handed to the API servers.
 */
export async function startAiStandInProcess(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL('./ai-stand-in.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // It answers with the prompt: the AI step writes what the echo step writes, so the two differ by the call only.
    env: { ...process.env, PORT: '0', CHUNK_DELAY_MS: '0', ECHO_PROMPT: 'true' },
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const env: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the AI stand-in did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the AI stand-in exited (${code})`)));
    lines.on('line', (line) => {
      const match = /^(AI_[A-Z_]+)=(.*)$/.exec(line);
      if (match?.[1] && match[2] !== undefined) env[match[1]] = match[2];
      // The model's name is the last line it prints.
      if (match?.[1] === 'AI_MODEL') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  // The tier's settings only: the private loopback setting is not the benchmark's.
  const { AI_PRIVATE_ALLOW_LOOPBACK: _loopback, ...tier } = env;
  return { env: { ...tier, AI_MAX_RETRIES: '0' }, stop: () => stopServer(child) };
}
