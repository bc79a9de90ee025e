import type { OperationId } from './generated/operation-table.ts';

/** What the client may be given for each request. */
export interface RequestOptions {
  /** Aborts the request (a closed run modal, a navigation). */
  signal?: AbortSignal | undefined;
  /**
   * The `Idempotency-Key` of a start, retry or resume: one per user action (a click), sent again
   * with every repeat of it, so that a repeat never runs or charges twice.
   */
  idempotencyKey?: string | undefined;
}

/**
 * What openapi-fetch is given of our options: the signal, and an idempotency key as its header.
 * The one way every method passes its `init` on.
 */
export function fetchOptions(init: RequestOptions | undefined): {
  signal?: AbortSignal;
  headers?: Record<string, string>;
} {
  return {
    ...(init?.signal ? { signal: init.signal } : {}),
    ...(init?.idempotencyKey ? { headers: { 'Idempotency-Key': init.idempotencyKey } } : {}),
  };
}

/**
 * A query as it is sent: values left unsaid (undefined, or blank text) are not sent, text is sent
 * without the spaces at its ends, and a list as its items joined by commas.
 */
export function queryOf<Query extends object>(query: Query | undefined): Query {
  const sent: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    const text = typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== '') sent[name] = text;
  }
  return sent as Query;
}

/** One call of an operation through openapi-fetch, as openapi-fetch answers it. */
export type FetchCall<Data> = () => Promise<{ data?: Data; error?: unknown; response: Response }>;

/** Sends a call and gives its data, or throws the client's errors (the client's `send`). */
export type Send = <Data>(operationId: OperationId, call: FetchCall<Data>) => Promise<Data>;
