import { createServer, type ServerResponse } from 'node:http';

/** A chat completion request the stand-in holds until it is let go. */
interface Held {
  response: ServerResponse;
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

function answer(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(completion('Dear colleagues, the office is closed on Friday for the move.')));
}

/** Starts the stand-in: `POST /v1/chat/completions` answers a fixed rewrite, or holds it. */
export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: Held[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    request.resume();
    request.on('end', () => {
      if (!standIn.holding) return answer(response);
      const entry: Held = { response, closed: false };
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
      for (const entry of requests) if (!entry.closed && !entry.response.writableEnded) answer(entry.response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
