import { AccessDeniedError, type ApiClient, ApiError, MalformedReplyError, NetworkError } from '@taskwell/api-sdk';
import type { CheckoutOutcome } from '@taskwell/ui/checkout-panel';
import { paymentsOffMessage } from './payment-failure.ts';

/** One payment read of a loader: its value, payments switched off on the server, or a failure. */
export type PaymentRead<Value> =
  | { state: 'ready'; value: Value }
  | { state: 'off' }
  | { state: 'failed' /** For the user. */; message: string };

// A loader still has to end when the API accepts the connection and never answers.
const readTimeoutMs = 15_000;

/** The signal a loader's payment read runs under: the request's, and a time limit. */
export function readSignal(request: Request): AbortSignal {
  return AbortSignal.any([request.signal, AbortSignal.timeout(readTimeoutMs)]);
}

/**
 * Runs one payment read for a loader. A session the API ended is rethrown for
 * `loadOrEndSession`; 503 `payments_not_configured` is 'off' (the page says so and offers nothing
 * to buy); any other refusal or an unreachable API is a failure the page shows in place, so one
 * missing figure never hides the others.
 */
export async function readPayment<Value>(read: () => Promise<Value>): Promise<PaymentRead<Value>> {
  try {
    return { state: 'ready', value: await read() };
  } catch (error) {
    if (error instanceof AccessDeniedError) throw error;
    if (error instanceof ApiError) {
      if (error.code === 'payments_not_configured') return { state: 'off' };
      return { state: 'failed', message: error.body?.message ?? 'The payment service did not answer as expected.' };
    }
    if (error instanceof NetworkError || error instanceof MalformedReplyError || isTimeout(error)) {
      return { state: 'failed', message: 'The Taskwell service could not be reached. Try again in a moment.' };
    }
    throw error;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The message of a read that is not ready, for the page. */
export function readProblem(read: PaymentRead<unknown>): string | null {
  if (read.state === 'ready') return null;
  return read.state === 'off' ? paymentsOffMessage : read.message;
}

/**
 * The return from a checkout that had to leave the page (`?session_id=`, spec §2 Billing): the
 * page only reads the status (the status call applies a completed purchase once, decision 035).
 */
export async function readCheckoutReturn(api: ApiClient, request: Request): Promise<CheckoutOutcome | null> {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (!sessionId) return null;
  const read = await readPayment(() =>
    api.getCheckoutSessionStatus({ 'session-id': sessionId }, { signal: readSignal(request) }),
  );
  if (read.state !== 'ready') return { status: 'unconfirmed' };
  return read.value.status === 'complete'
    ? { status: 'complete', email: read.value.customer_email }
    : { status: read.value.status };
}
