import type { RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import type { TaskTransport } from '../transport.ts';

/** One scripted answer: a value, or an error to throw. */
export type Scripted<T> = T | { throws: unknown };

export interface ScriptedTransport extends TaskTransport {
  /** The calls made, in order. */
  calls: { method: 'execute' | 'resume' | 'results' | 'uploadAsset'; args: unknown[] }[];
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
}): ScriptedTransport {
  const calls: ScriptedTransport['calls'] = [];
  return {
    calls,
    execute(body) {
      calls.push({ method: 'execute', args: [body] });
      return next(script.execute ?? [], 'execute');
    },
    resume(requestId, body) {
      calls.push({ method: 'resume', args: [requestId, body] });
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
