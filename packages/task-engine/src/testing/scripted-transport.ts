import type { RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import type { RunEvent, TaskTransport } from '../transport.ts';

/** One scripted answer: a value, or an error to throw. */
export type Scripted<T> = T | { throws: unknown };

/** One scripted event stream: its events, then how it ends (default: the server closes it). */
export interface ScriptedStream {
  events: RunEvent[];
  /** `end`: closed by the server; `hang`: open until the caller aborts; or an error mid-way. */
  ending?: 'end' | 'hang' | { throws: unknown };
}

export interface ScriptedTransport extends TaskTransport {
  /** The calls made, in order. */
  calls: { method: 'execute' | 'resume' | 'results' | 'events' | 'uploadAsset'; args: unknown[] }[];
  /** The idempotency key of each start and resume, in order. */
  idempotencyKeys: { method: 'execute' | 'resume'; key: string | undefined }[];
}

async function* play(stream: ScriptedStream, signal: AbortSignal): AsyncGenerator<RunEvent> {
  for (const event of stream.events) {
    await Promise.resolve();
    if (signal.aborted) throw signal.reason;
    yield event;
  }
  const ending = stream.ending ?? 'end';
  if (ending === 'end') return;
  if (ending === 'hang') {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    return;
  }
  throw ending.throws;
}

function next<T>(queue: Scripted<T>[], method: string): Promise<T> {
  const answer = queue.length > 1 ? queue.shift() : queue[0];
  if (answer === undefined) return Promise.reject(new Error(`no scripted answer for ${method}`));
  if (typeof answer === 'object' && answer !== null && 'throws' in answer) return Promise.reject(answer.throws);
  return Promise.resolve(answer as T);
}

/**
 * A transport that answers from scripts, at once; the last answer of a script repeats. For tests
 * and benchmarks of the controller that need no HTTP.
 */
export function createScriptedTransport(script: {
  execute?: Scripted<RunAccepted>[];
  resume?: Scripted<RunAccepted>[];
  results?: Scripted<RequestStatus>[];
  /** With it the transport has an event stream; each opening takes the next script. */
  events?: Scripted<ScriptedStream>[];
}): ScriptedTransport {
  const calls: ScriptedTransport['calls'] = [];
  const idempotencyKeys: ScriptedTransport['idempotencyKeys'] = [];
  const { events } = script;
  return {
    ...(events
      ? {
          async events(requestId: string, options: { signal: AbortSignal; lastEventId?: string | undefined }) {
            calls.push({ method: 'events', args: [requestId, options.lastEventId] });
            return play(await next(events, 'events'), options.signal);
          },
        }
      : {}),
    calls,
    idempotencyKeys,
    execute(body, _signal, key) {
      calls.push({ method: 'execute', args: [body] });
      idempotencyKeys.push({ method: 'execute', key });
      return next(script.execute ?? [], 'execute');
    },
    resume(requestId, body, _signal, key) {
      calls.push({ method: 'resume', args: [requestId, body] });
      idempotencyKeys.push({ method: 'resume', key });
      return next(script.resume ?? [], 'resume');
    },
    results(requestId) {
      calls.push({ method: 'results', args: [requestId] });
      return next(script.results ?? [], 'results');
    },
    uploadAsset(file, contentType, fileName) {
      calls.push({ method: 'uploadAsset', args: [file, contentType, fileName] });
      return Promise.resolve({ assetId: 'asset-1', fileName: fileName ?? 'file' });
    },
  };
}
