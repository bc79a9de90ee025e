import type OpenAI from 'openai';
import type { ChatClient, ChatReply, ChatRequest, ChatUsage } from './chat-port.ts';
import { ServiceError } from './service.ts';

/** How often, at most, the answer so far is handed on while it streams in (ms). */
export const textIntervalMs = 100;

/** What one client is made from. */
export interface ChatClientOptions {
  /** `tier` (an operator tier) or `private` (a user's own service). */
  kind: ChatClient['kind'];
  /** The tier, for a tier's client. */
  tier?: ChatClient['tier'];
  /** Its name in messages: "The public AI provider", "The AI service \"Team Llama\"". */
  name: string;
  /** The API's base URL, such as `https://host/v1`. */
  baseUrl: string;
  /** The key, sent as a bearer token. Never logged or shown: removed from any message that echoes it. */
  apiKey: string;
  /** The model's name at that provider. */
  model: string;
  /** How long one call may take (ms). */
  timeoutMs: number;
  /** How many times a failed call (connection error, 408, 409, 429, 5xx) is tried again. */
  maxRetries: number;
  /** What a refused key's message tells the user to check ("AI_PUBLIC_API_KEY (or AI_API_KEY)", "its key in Settings"). */
  keyHint: string;
  /** The clock of the streamed text's interval (ms; a test's fixed one); default `performance.now`. */
  clock?: () => number;
  /** The fetch the calls go through (a private service's guarded one); default the platform's. */
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

// The client library is loaded when the first AI step runs, not when the API starts.
let sdk: Promise<typeof OpenAI> | undefined;
const loadSdk = () => {
  sdk ??= import('openai').then((module) => module.default);
  return sdk;
};

/** An error in the chain of causes that carries a message for the user (an outbound refusal). */
function userFacingCause(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if ('userMessage' in current && typeof current.userMessage === 'string') return current.userMessage;
    current = current.cause;
  }
  return undefined;
}

/**
 * A provider's failure as a message a user can act on. The provider's own words are kept for a
 * refused request (a wrong model name, a prompt too long), cut short and with the key removed
 * should a provider ever echo it.
 */
export function providerFailure(error: unknown, library: typeof OpenAI, options: ChatClientOptions): ServiceError {
  const { name } = options;
  const redact = (text: string) => (options.apiKey ? text.split(options.apiKey).join('[key]') : text);
  const refused = userFacingCause(error);
  if (refused) return new ServiceError(`${name} could not be reached: ${refused}`);
  if (error instanceof library.APIConnectionTimeoutError) {
    const wait = options.timeoutMs < 1000 ? `${options.timeoutMs} ms` : `${Math.round(options.timeoutMs / 1000)} s`;
    return new ServiceError(`${name} did not answer within ${wait}.`);
  }
  if (error instanceof library.APIConnectionError) return new ServiceError(`${name} could not be reached.`);
  if (error instanceof library.APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 401 || status === 403) {
      return new ServiceError(`${name} refused the credentials (HTTP ${status}): check ${options.keyHint}.`);
    }
    if (status === 429) return new ServiceError(`${name} is limiting requests (HTTP 429): try again later.`);
    if (status >= 500) return new ServiceError(`${name} failed (HTTP ${status}): try again later.`);
    const detail = redact(String((error.error as { message?: unknown } | undefined)?.message ?? '')).slice(0, 300);
    return new ServiceError(`${name} refused the request (HTTP ${status})${detail ? `: ${detail}` : '.'}`);
  }
  return new ServiceError(`${name} gave an answer that could not be read.`);
}

function usageOf(usage: OpenAI.CompletionUsage | null | undefined): ChatUsage | null {
  if (!usage) return null;
  return { promptTokens: usage.prompt_tokens ?? 0, completionTokens: usage.completion_tokens ?? 0 };
}

/**
 * Reads a streamed completion: the text as it grows (handed on at most every {@link textIntervalMs},
 * the first time that long after the reply began; the whole text last), the model and the usage.
 */
async function readStream(
  stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>,
  request: ChatRequest,
  model: string,
  clock: () => number,
): Promise<ChatReply> {
  let text = '';
  let reply: ChatReply = { text: '', model, finishReason: null, usage: null };
  // The first text is handed on an interval after the reply began, not at its first chunk: a reply
  // that comes whole within it (a fast model, a short answer) is handed on once, at its end, so
  // its run announces one text to the other processes, not two (issue 40: an AI step's overhead).
  let shownAt = clock();
  let shown = '';
  for await (const chunk of stream) {
    const choice = chunk.choices?.[0];
    const delta = choice?.delta?.content;
    if (delta) text += delta;
    reply = {
      text,
      model: chunk.model || reply.model,
      finishReason: choice?.finish_reason ?? reply.finishReason,
      usage: usageOf(chunk.usage) ?? reply.usage,
    };
    const now = clock();
    if (text !== shown && now - shownAt >= textIntervalMs) {
      shownAt = now;
      shown = text;
      request.onText?.(text);
    }
  }
  // The library ends a stream quietly when its signal aborts: an answer cut short is no answer.
  request.signal.throwIfAborted();
  if (text !== shown) request.onText?.(text);
  return reply;
}

/**
 * An OpenAI-compatible chat model (OpenAI, Azure OpenAI, Mistral, Groq, OpenRouter, Ollama, LM
 * Studio, llama.cpp's server, vLLM): one call per `complete`, streamed when the caller shows the
 * text as it is written (`onText`; the usage then comes in the last chunk, `include_usage`).
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  let client: OpenAI | undefined;
  const clientOf = (library: typeof OpenAI): OpenAI => {
    // Everything is passed explicitly: the client would otherwise read OPENAI_* variables of
    // the process, and send an OPENAI_ADMIN_KEY found there to this provider.
    client ??= new library({
      // A server that takes no key (a local Ollama) is sent a placeholder: the client needs one.
      apiKey: options.apiKey || 'no-key',
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      logLevel: 'off',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return client;
  };
  return {
    kind: options.kind,
    label: options.name,
    ...(options.tier ? { tier: options.tier } : {}),
    async complete(request) {
      const library = await loadSdk();
      const body = {
        model: options.model,
        messages: request.messages.map((message) => ({ role: message.role, content: message.content })),
        ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
      };
      try {
        const openai = clientOf(library);
        if (request.onText) {
          const stream = await openai.chat.completions.create(
            { ...body, stream: true, stream_options: { include_usage: true } },
            { signal: request.signal },
          );
          return await readStream(stream, request, options.model, options.clock ?? (() => performance.now()));
        }
        const completion = await openai.chat.completions.create(body, { signal: request.signal });
        const choice = completion.choices?.[0];
        return {
          text: choice?.message?.content ?? '',
          model: completion.model || options.model,
          finishReason: choice?.finish_reason ?? null,
          usage: usageOf(completion.usage),
        };
      } catch (error) {
        // An abort is the runtime's decision, not the provider's failure: it keeps its reason.
        if (request.signal.aborted) throw request.signal.reason;
        throw providerFailure(error, library, options);
      }
    },
  };
}
