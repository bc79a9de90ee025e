import { fileURLToPath } from 'node:url';
import { bundledEntry } from '@taskwell/playwright-config/node-bundle';
import { startPrintingProcess } from '@taskwell/playwright-config/server-process';

const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** The API's local stand-in for an OpenAI-compatible chat provider (`ai:stand-in`), as the harness started it. */
export interface RunningAiStandIn {
  /** The `AI_*` settings it printed for the API. */
  apiEnv: Record<string, string>;
  /** Stops it. */
  stop: () => Promise<void>;
}

/** Starts the stand-in on a free loopback port and reads the `AI_*` lines it prints. */
export async function startAiStandIn(bundle: string, logFile: string): Promise<RunningAiStandIn> {
  const { printed, stop } = await startPrintingProcess({
    name: 'The AI stand-in',
    command: [process.execPath, ...bundledEntry(bundle, 'ai-stand-in')],
    cwd: apiDir,
    names: /^AI_[A-Z_]+$/,
    // The model's name is the last line it prints.
    ready: (lines) => Boolean(lines.AI_MODEL),
    logFile,
  });
  return { apiEnv: printed, stop };
}
