import { createParser } from 'eventsource-parser';

// How the Digital Advisor widget asks its task through the API with a public key (decision 066):
// start the run, follow its event stream (polling when the stream cannot be had), then read the
// answer's text. Only the calls a public key may make: execute, results, events, result texts.

/** Where and as whom the widget asks. */
export interface AdvisorClientOptions {
  /** The API's origin, such as `https://api.taskwell.example`. */
  apiUrl: string;
  /** The publishable key of the site (`tw_pk_...`). */
  publicKey: string;
  /** The advisor task the key runs. */
  taskId: string;
  /**
   * The visitor's token (at least 128 random bits): the API binds the runs this key starts to it,
   * and shows them to no other visitor. Without one, each question has its own.
   */
  visitorToken?: string;
  /** The name of the task's question parameter (default `question`). */
  parameter?: string;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
  /** Time between polls when the event stream cannot be had (ms, default 1000). */
  pollMs?: number;
  /** How long an answer may take in all (ms, default 60 s). */
  timeoutMs?: number;
}

/** A failure the visitor is told about, in words they can act on. */
export class AdvisorError extends Error {
  override name = 'AdvisorError';
}

interface RunStatus {
  status: 'IN_PROGRESS' | 'COMPLETED' | 'PAUSED' | 'ERROR' | 'ABORTED';
  message?: string;
  results?: { parameter: { metadata: { 'Content-Type': string }; value: { data: string }[] } }[];
}

const unreachable = 'The Digital Advisor could not be reached. Please try again.';

/** The visitor's message for a refused call. */
async function refusal(response: Response): Promise<AdvisorError> {
  switch (response.status) {
    case 401:
    case 403:
      return new AdvisorError('The Digital Advisor is not available on this site.');
    case 402:
      return new AdvisorError('The Digital Advisor cannot answer right now. Please try again later.');
    case 429: {
      // The key's owner capped what the site may spend a day (issue 29): nothing to wait minutes for.
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (body?.code === 'daily_cap_reached') {
        return new AdvisorError(
          'The Digital Advisor has answered all it can for today on this site. Please try again tomorrow.',
        );
      }
      const seconds = Number(response.headers.get('retry-after'));
      if (!Number.isFinite(seconds) || seconds <= 0) {
        return new AdvisorError('Too many questions for now. Please try again shortly.');
      }
      const wait = seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      return new AdvisorError(`Too many questions for now. Please try again in ${wait}.`);
    }
    default: {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      return new AdvisorError(response.status < 500 && typeof body?.message === 'string' ? body.message : unreachable);
    }
  }
}

const isFinal = (status: RunStatus) => status.status !== 'IN_PROGRESS' && status.status !== 'PAUSED';

/**
 * Asks the advisor one question and resolves with its answer as markdown; rejects with an
 * {@link AdvisorError} whose message the widget shows.
 */
export async function askAdvisor(
  options: AdvisorClientOptions,
  question: string,
  signal?: AbortSignal,
): Promise<string> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers = { 'Public-Key': options.publicKey, 'Visitor-Token': options.visitorToken ?? crypto.randomUUID() };
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    let response: Response;
    try {
      response = await send(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers }, signal: stop });
    } catch (error) {
      if (timeout.aborted) throw new AdvisorError('The Digital Advisor took too long to answer. Please try again.');
      if (signal?.aborted) throw error;
      throw new AdvisorError(unreachable);
    }
    if (!response.ok) throw await refusal(response);
    return response;
  };

  const started = await call(`/api/execute/task?_=${Date.now()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      taskId: options.taskId,
      parameters: {
        [options.parameter ?? 'question']: { metadata: { 'Content-Type': 'text/plain' }, value: question },
      },
      character: { name: 'EMPTY', content: '' },
    }),
  });
  const { requestId } = JSON.parse(((await started.json()) as { body: string }).body) as { requestId: string };
  const runPath = encodeURIComponent(requestId);

  let final = await followEvents(() =>
    call(`/api/request/events/${runPath}`, { headers: { Accept: 'text/event-stream' } }),
  );
  // The stream could not be had or broke: poll the results instead (the contract's fallback).
  while (!final) {
    const polled = await call(`/api/request/results/${runPath}?_=${Date.now()}`);
    const status = JSON.parse(((await polled.json()) as { body: string }).body) as RunStatus;
    if (isFinal(status)) final = status;
    else await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
  if (final.status !== 'COMPLETED') {
    throw new AdvisorError(final.message || 'The Digital Advisor could not answer that. Please try again.');
  }
  const item = final.results
    ?.find((result) => result.parameter.metadata['Content-Type'].startsWith('text/'))
    ?.parameter.value.at(0);
  if (!item) throw new AdvisorError('The Digital Advisor gave no answer. Please try other words.');
  return (await call(`/api/asset/text/${encodeURIComponent(item.data)}`)).text();
}

/** Follows a run's event stream to its end; undefined when the stream fails or ends early. */
async function followEvents(open: () => Promise<Response>): Promise<RunStatus | undefined> {
  let final: RunStatus | undefined;
  try {
    const response = await open();
    if (!response.body) return undefined;
    const parser = createParser({
      onEvent(event) {
        if (event.event !== 'status') return;
        const status = JSON.parse(event.data) as RunStatus;
        if (isFinal(status)) final = status;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    while (!final) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    await reader.cancel().catch(() => undefined);
  } catch (error) {
    // A refused key or a lost connection is told by the polling call that follows.
    if (error instanceof AdvisorError || error instanceof TypeError || error instanceof SyntaxError) return final;
    throw error;
  }
  return final;
}
