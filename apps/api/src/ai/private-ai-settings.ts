import { defaultAiMaxRetries, defaultAiTimeoutMs } from '../services/ai-settings.ts';
import type { PrivateAiSettings } from './private-ai-services.ts';

function flag(value: string | undefined, name: string): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  throw new Error(`${name} must be true or false`);
}

function whole(value: string | undefined, name: string, fallback: number): number {
  const text = value?.trim();
  if (!text) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return parsed;
}

/**
 * How private AI services are called (issue 40): public addresses only, unless
 * `AI_PRIVATE_ALLOW_LOOPBACK=true` also lets them reach this machine's loopback (a local Ollama,
 * LM Studio, llama.cpp or vLLM on a one-machine install); private and link-local networks are
 * never reached. `AI_TIMEOUT_MS` and `AI_MAX_RETRIES` apply as to the operator's tiers.
 */
export function loadPrivateAiSettings(env: Readonly<Record<string, string | undefined>>): PrivateAiSettings {
  return {
    policy: { allowLoopback: flag(env.AI_PRIVATE_ALLOW_LOOPBACK, 'AI_PRIVATE_ALLOW_LOOPBACK') },
    timeoutMs: whole(env.AI_TIMEOUT_MS, 'AI_TIMEOUT_MS', defaultAiTimeoutMs),
    maxRetries: whole(env.AI_MAX_RETRIES, 'AI_MAX_RETRIES', defaultAiMaxRetries),
  };
}
