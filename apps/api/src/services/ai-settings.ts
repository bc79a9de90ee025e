/** The model tiers of spec §1's three-tier model ecosystem. */
export const aiTiers = ['enterprise', 'partner', 'public'] as const;

/** A model tier: enterprise (a company's own models), partner, or public. */
export type AiTier = (typeof aiTiers)[number];

/** Where one tier's OpenAI-compatible chat completions are served. */
export interface AiTierSettings {
  /** The API's base URL, such as `https://host/v1` (the client adds `/chat/completions`). */
  baseUrl: string;
  /** The key, sent as a bearer token. Never logged or shown. */
  apiKey: string;
  /** The model's name at that provider. */
  model: string;
}

/** The AI configuration: the configured tiers and how long to wait for them. */
export interface AiSettings {
  /** The configured tiers; a tier that is absent is not offered. */
  tiers: Partial<Record<AiTier, AiTierSettings>>;
  /** How long one completion may take, retries included per try (ms). */
  timeoutMs: number;
  /** How many times a failed call (connection error, 408, 409, 429, 5xx) is tried again. */
  maxRetries: number;
  /**
   * The fetch the tiers' clients call their providers with; default `providerFetch`
   * (provider-fetch.ts). Tests that answer for a provider inside the process's own fetch pass it.
   */
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

/** The default wait for one completion: models can take a while on long prompts. */
export const defaultAiTimeoutMs = 60_000;

/** The default number of retries. */
export const defaultAiMaxRetries = 1;

function whole(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return parsed;
}

/**
 * Reads the AI configuration from the environment, without side effects: for each tier
 * `AI_<TIER>_BASE_URL`, `AI_<TIER>_API_KEY` and `AI_<TIER>_MODEL`, each falling back to
 * `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL`; `AI_TIMEOUT_MS` and `AI_MAX_RETRIES` for all. A tier
 * with none of the three is not configured; one with only some of them is an error that names
 * the missing variables (never a key's value). Servers that need no key take any placeholder.
 */
export function loadAiSettings(env: Readonly<Record<string, string | undefined>>): AiSettings {
  const tiers: Partial<Record<AiTier, AiTierSettings>> = {};
  for (const tier of aiTiers) {
    const prefix = `AI_${tier.toUpperCase()}_`;
    const read = (field: 'BASE_URL' | 'API_KEY' | 'MODEL') =>
      (env[`${prefix}${field}`] || env[`AI_${field}`])?.trim() || undefined;
    const found = { baseUrl: read('BASE_URL'), apiKey: read('API_KEY'), model: read('MODEL') };
    if (!found.baseUrl && !found.apiKey && !found.model) continue;
    const missing = (
      [
        ['BASE_URL', found.baseUrl],
        ['API_KEY', found.apiKey],
        ['MODEL', found.model],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([field]) => `${prefix}${field} (or AI_${field})`);
    if (missing.length > 0) throw new Error(`The ${tier} AI tier is half configured: set ${missing.join(' and ')}`);
    const baseUrl = found.baseUrl ?? '';
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw new Error(`${prefix}BASE_URL (or AI_BASE_URL) must be an http or https URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${prefix}BASE_URL (or AI_BASE_URL) must be an http or https URL`);
    }
    tiers[tier] = { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: found.apiKey ?? '', model: found.model ?? '' };
  }
  return {
    tiers,
    timeoutMs: whole(env, 'AI_TIMEOUT_MS', defaultAiTimeoutMs),
    maxRetries: whole(env, 'AI_MAX_RETRIES', defaultAiMaxRetries),
  };
}

/** The configured tiers, in the order of `aiTiers`. */
export function configuredAiTiers(settings: AiSettings | undefined): AiTier[] {
  return aiTiers.filter((tier) => settings?.tiers[tier] !== undefined);
}
