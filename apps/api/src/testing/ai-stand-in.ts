import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible provider on a loopback port, for tests and the studio's end-to-end suite
// (`pnpm --filter @taskwell/api ai:stand-in`): it speaks `POST /v1/chat/completions` as OpenAI
// does, with and without `stream: true` (server-sent chunks, the usage in a last chunk when
// `stream_options.include_usage` asks for it), and `GET /v1/models`; it records every request it
// received with its Authorization header, so a test can see which key reached the provider.
// Another process reads the requests at `GET /__stand-in/requests` and changes the answer, its
// model and the wait between streamed chunks with `POST /__stand-in/behaviour`.

/** One request the stand-in received. */
export interface StandInRequest {
  method: string;
  /** The path and query. */
  path: string;
  /** The Authorization header as sent (a bearer key), or null. */
  authorization: string | null;
  /** The JSON body, when it had one. */
  body: unknown;
}

/** What the stand-in answers, changeable while it runs. */
export interface StandInBehaviour {
  /** The answer's text; the request's body is given (default: `standInReply`). */
  answer: (body: ChatBody) => string;
  /** The model named in replies and `/v1/models`. */
  model: string;
  /** The tokens reported: of the prompt and of the answer. */
  usage: { promptTokens: number; completionTokens: number };
  /** Wait between two streamed chunks (ms); 0 sends them as fast as the socket takes them. */
  chunkDelayMs: number;
  /** When set, every chat request is refused with this status and message (OpenAI's error shape). */
  failure?: { status: number; message: string } | undefined;
  /** When set, every request is answered with a redirect (302) to this address. */
  redirectTo?: string | undefined;
  /** When set, only this bearer key is accepted; any other is refused with 401. */
  requiredKey?: string | undefined;
}

/** The body of a chat completion request, as far as the stand-in reads it. */
export interface ChatBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** A chat completion request the stand-in holds until it is let go. */
interface Held {
  response: ServerResponse;
  body: ChatBody;
  /** True once the caller closed the connection before an answer (its step was aborted). */
  closed: boolean;
}

/** The stand-in, running. */
export interface AiStandIn {
  /** `AI_BASE_URL` for it (ends in /v1). */
  baseUrl: string;
  /** While true, chat completions wait until `answerHeld()`; else they are answered at once. */
  holding: boolean;
  /** What it answers; change any field at any time. */
  behaviour: StandInBehaviour;
  /** Every request received, oldest first. */
  requests: StandInRequest[];
  /** How many requests are held now (not closed by their caller). */
  held(): number;
  /** Requests whose caller went away while they were held or streamed. */
  closedByCaller(): number;
  /** Answers every held request. */
  answerHeld(): void;
  close(): Promise<void>;
}

/** The stand-in's answer to a prompt that is not an answer from documents. */
export const standInAnswer = 'Dear colleagues, the office is closed on Friday for the move.';

/** What the stand-in adds to every answer from documents: a sentence they never support. */
export const unsupportedSentence = 'Every employee also has a company car worth £90,000.';

/** A value of a JSON Schema's shape, as a model that obeys it writes one: its strings say `standInAnswer`. */
export function valueOfShape(schema: unknown): unknown {
  const shape = (schema ?? {}) as { type?: string; enum?: unknown[]; properties?: object; items?: unknown };
  if (Array.isArray(shape.enum) && shape.enum.length > 0) return shape.enum[0];
  switch (shape.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.properties ?? {}).map(([name, property]) => [name, valueOfShape(property)]),
      );
    case 'array':
      return [valueOfShape(shape.items)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return standInAnswer;
  }
}

/** The JSON Schema a system message asks the answer to match: its last line that is a schema of an object. */
function askedShape(body: ChatBody): unknown {
  const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
  for (const line of system.split('\n').reverse()) {
    try {
      const parsed = JSON.parse(line) as { type?: unknown };
      if (parsed && typeof parsed === 'object' && parsed.type === 'object') return parsed;
    } catch {
      // Words, not a schema.
    }
  }
  return undefined;
}

/**
 * The default reply to a request: an answer from the user's documents (the prompt lists numbered
 * sentences, decision 125) is written from the first of them, plus `unsupportedSentence`, both
 * citing it; any other request whose system message gives a JSON Schema of an object is answered
 * with a value of that shape (`valueOfShape`); any other prompt gets `standInAnswer`.
 */
export function standInReply(body: ChatBody): string {
  const prompt = String(body.messages?.find((message) => message.role === 'user')?.content ?? '');
  const first = /^\[1\] (.+)$/m.exec(prompt)?.[1];
  if (prompt.includes('Sentences from the documents:') && first) {
    return JSON.stringify({
      answer: [
        { sentence: `The documents say: ${first}`, sources: [1] },
        { sentence: unsupportedSentence, sources: [1] },
      ],
    });
  }
  const shape = askedShape(body);
  return shape ? JSON.stringify(valueOfShape(shape)) : standInAnswer;
}

function defaultBehaviour(): StandInBehaviour {
  return {
    answer: standInReply,
    model: 'stand-in',
    usage: { promptTokens: 10, completionTokens: 5 },
    chunkDelayMs: 0,
  };
}

function usageOf(behaviour: StandInBehaviour) {
  const { promptTokens, completionTokens } = behaviour.usage;
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function completion(behaviour: StandInBehaviour, content: string) {
  return {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: behaviour.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: usageOf(behaviour),
  };
}

function chunk(behaviour: StandInBehaviour, fields: Record<string, unknown>) {
  return {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: behaviour.model,
    choices: [],
    ...fields,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams the answer word by word as OpenAI does: a role chunk, content chunks, a finish chunk, the usage, `[DONE]`. */
async function stream(response: ServerResponse, behaviour: StandInBehaviour, body: ChatBody, entry: Held) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(behaviour, { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }));
  const words = behaviour.answer(body).match(/\S+\s*|\s+/g) ?? [];
  for (const word of words) {
    if (entry.closed) return;
    if (behaviour.chunkDelayMs > 0) await wait(behaviour.chunkDelayMs);
    if (entry.closed) return;
    send(chunk(behaviour, { choices: [{ index: 0, delta: { content: word }, finish_reason: null }] }));
  }
  send(chunk(behaviour, { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
  if (body.stream_options?.include_usage) send(chunk(behaviour, { usage: usageOf(behaviour) }));
  response.end('data: [DONE]\n\n');
}

async function answer(entry: Held, behaviour: StandInBehaviour): Promise<void> {
  const { response, body } = entry;
  if (behaviour.failure) {
    response.writeHead(behaviour.failure.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: behaviour.failure.message, type: 'invalid_request_error' } }));
    return;
  }
  if (body.stream) return stream(response, behaviour, body, entry);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(completion(behaviour, behaviour.answer(body))));
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * Starts the stand-in on a free port of `host` (default 127.0.0.1; `::1` for IPv6). Every
 * request is recorded; a held or streaming request whose caller closes the connection is counted
 * (`closedByCaller`), which is how a test sees that a cancel stopped the provider's call.
 */
export async function startAiStandIn(
  options: { host?: string; port?: number; behaviour?: Partial<StandInBehaviour> } = {},
) {
  const held: Held[] = [];
  const requests: StandInRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '/';
      // What another process (the studio's end-to-end suite) reads and changes: never recorded.
      if (path === '/__stand-in/requests') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(requests));
        return;
      }
      if (path === '/__stand-in/behaviour' && request.method === 'POST') {
        const change = (body ?? {}) as { answer?: string; chunkDelayMs?: number; model?: string };
        if (typeof change.answer === 'string') {
          const text = change.answer;
          standIn.behaviour.answer = () => text;
        }
        if (typeof change.chunkDelayMs === 'number') standIn.behaviour.chunkDelayMs = change.chunkDelayMs;
        if (typeof change.model === 'string') standIn.behaviour.model = change.model;
        response.writeHead(204).end();
        return;
      }
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization ?? null,
        body,
      });
      const { behaviour } = standIn;
      if (behaviour.redirectTo) {
        response.writeHead(302, { location: behaviour.redirectTo }).end();
        return;
      }
      if (behaviour.requiredKey && request.headers.authorization !== `Bearer ${behaviour.requiredKey}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Incorrect API key provided.', type: 'invalid_api_key' } }));
        return;
      }
      if (request.method === 'GET' && path === '/v1/models') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ object: 'list', data: [{ id: behaviour.model, object: 'model', owned_by: 'stand-in' }] }),
        );
        return;
      }
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const entry: Held = { response, body: (body ?? {}) as ChatBody, closed: false };
      response.on('close', () => {
        if (!response.writableEnded) entry.closed = true;
      });
      held.push(entry);
      if (!standIn.holding) void answer(entry, behaviour);
    });
  });
  // Idle connections are kept for 65 s, as a provider's front keeps them, not Node's 5 s. A client
  // drops an idle socket a second before the server's hint; slowed past that second by a busy
  // machine, it may send on a socket the server is closing (ECONNRESET). Pauses of some 5 s
  // between a test's calls are common, of 65 s rare.
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const open = (entry: Held) => !entry.closed && !entry.response.headersSent;
  const standIn: AiStandIn = {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`,
    holding: false,
    behaviour: { ...defaultBehaviour(), ...options.behaviour },
    requests,
    held: () => held.filter(open).length,
    closedByCaller: () => held.filter((entry) => entry.closed).length,
    answerHeld() {
      for (const entry of held) if (open(entry)) void answer(entry, standIn.behaviour);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
