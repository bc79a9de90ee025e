import { createServer, type ServerResponse } from 'node:http';

/** A chat completion request the stand-in holds until it is let go. */
interface Held {
  response: ServerResponse;
  /** The request's body. */
  body: string;
  /** True once the caller closed the connection before an answer (its step was aborted). */
  closed: boolean;
}

/** An OpenAI-compatible provider on a loopback port, for processes a test starts (`AI_BASE_URL`). */
export interface AiStandIn {
  /** `AI_BASE_URL` for it (ends in /v1). */
  baseUrl: string;
  /** While true, chat completions wait until `answerHeld()`; else they are answered at once. */
  holding: boolean;
  /** How many requests are held now (not closed by their caller). */
  held(): number;
  /** Requests whose caller went away while they were held. */
  closedByCaller(): number;
  /** Answers every held request. */
  answerHeld(): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** What the stand-in adds to every answer from documents: a sentence they never support. */
export const unsupportedSentence = 'Every employee also has a company car worth £90,000.';

/**
 * The reply to a request: an answer from the user's documents (the prompt lists numbered
 * sentences, decision 125) is written from the first of them, plus `unsupportedSentence`, both
 * citing it; any other prompt gets a fixed rewrite.
 */
export function standInReply(body: string): string {
  let messages: Array<{ role?: string; content?: unknown }> = [];
  try {
    messages = (JSON.parse(body) as { messages?: typeof messages }).messages ?? [];
  } catch {
    // Not JSON: the fixed reply.
  }
  const prompt = String(messages.find((message) => message.role === 'user')?.content ?? '');
  const first = /^\[1\] (.+)$/m.exec(prompt)?.[1];
  if (prompt.includes('Sentences from the documents:') && first) {
    return JSON.stringify({
      answer: [
        { sentence: `The documents say: ${first}`, sources: [1] },
        { sentence: unsupportedSentence, sources: [1] },
      ],
    });
  }
  return 'Dear colleagues, the office is closed on Friday for the move.';
}

function answer(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(completion(standInReply(body))));
}

/** Starts the stand-in: `POST /v1/chat/completions` answers (`standInReply`), or holds the request. */
export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: Held[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!standIn.holding) return answer(response, body);
      const entry: Held = { response, body, closed: false };
      requests.push(entry);
      response.on('close', () => {
        if (!response.writableEnded) entry.closed = true;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const standIn: AiStandIn = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    holding: false,
    held: () => requests.filter((entry) => !entry.closed && !entry.response.writableEnded).length,
    closedByCaller: () => requests.filter((entry) => entry.closed).length,
    answerHeld() {
      for (const entry of requests)
        if (!entry.closed && !entry.response.writableEnded) answer(entry.response, entry.body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
