/** A kind of local OpenAI-compatible server and the loopback port it listens on by default. */
export interface LocalAiServerCandidate {
  /** Its name, as the start-up line says it. */
  name: string;
  /** Its usual port on 127.0.0.1. */
  port: number;
}

/** The usual ports of the local servers people run (issue 40). */
export const localAiServerCandidates: readonly LocalAiServerCandidate[] = [
  { name: 'Ollama', port: 11434 },
  { name: 'LM Studio', port: 1234 },
  { name: "llama.cpp's server", port: 8080 },
  { name: 'vLLM', port: 8000 },
];

/** A local server that answered. */
export interface LocalAiServer {
  name: string;
  /** Its base URL, as `AI_BASE_URL` takes it. */
  baseUrl: string;
  /** The models it lists (`GET /v1/models`). */
  models: string[];
}

/** Asks one candidate for its models; undefined unless it answers as an OpenAI-compatible server does. */
async function ask(candidate: LocalAiServerCandidate, timeoutMs: number): Promise<LocalAiServer | undefined> {
  const baseUrl = `http://127.0.0.1:${candidate.port}/v1`;
  try {
    const response = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) return undefined;
    const models = body.data
      .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined))
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length < 200);
    return { name: candidate.name, baseUrl, models };
  } catch {
    return undefined;
  }
}

/**
 * The local OpenAI-compatible servers that answer on their usual loopback ports now (each asked
 * for its models, all at once, each within `timeoutMs`). Nothing is used: the start-up lines
 * offer what was found (issue 40: never silently).
 */
export async function findLocalAiServers(
  options: { candidates?: readonly LocalAiServerCandidate[]; timeoutMs?: number } = {},
): Promise<LocalAiServer[]> {
  const candidates = options.candidates ?? localAiServerCandidates;
  const found = await Promise.all(candidates.map((candidate) => ask(candidate, options.timeoutMs ?? 500)));
  return found.filter((server): server is LocalAiServer => server !== undefined);
}

/** The start-up lines that offer the servers found: how to use one, never a key (each line under 140 characters). */
export function describeLocalAiServers(found: readonly LocalAiServer[]): string[] {
  return found.flatMap((server) => {
    const model = server.models[0] ?? '<model>';
    const listed = server.models.length > 0 ? `, models: ${server.models.slice(0, 3).join(', ')}` : '';
    return [
      `AI: a local OpenAI-compatible server answers at ${server.baseUrl} (${server.name}${listed}); not used unless set:`.slice(
        0,
        139,
      ),
      `  AI_BASE_URL=${server.baseUrl} AI_MODEL=${model} AI_API_KEY=local runs the AI tasks on it;`.slice(0, 139),
      '  AI_PRIVATE_ALLOW_LOOPBACK=true lets users add it as their own private AI service.',
    ];
  });
}
