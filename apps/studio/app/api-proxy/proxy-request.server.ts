import type { AppLoadContext } from '@remix-run/node';
import { endSession, readStudioSession } from '../session/session.server.ts';
import { sessionEndedHeader } from '../session/sign-in-reason.ts';
import { apiUrl } from '../site-config.server.ts';
import { proxiedOperation } from './proxy-operation.ts';

// What a browser may tell the API; cookies and anything else stay with the studio.
const forwardedRequestHeaders = [
  'accept',
  'content-type',
  'content-length',
  'range',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'pragma',
  'last-event-id',
  // A click's key for a start, a retry or a resume: a double click runs and charges once (issue 29).
  'idempotency-key',
];

// Hop-by-hop headers (RFC 9110 §7.6.1) and what fetch already decoded are not passed back.
const droppedReplyHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

/**
 * The API's reply body as the browser gets it: when the browser leaves (a run view closed its event
 * stream, a download was cancelled), the call to the API is aborted with it and the body ends
 * quietly, rather than failing the response and logging an error for something that is not one.
 */
function endsWithBrowser(body: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (signal.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function errorReply(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ status, code, message }, { status, headers });
}

/**
 * The studio's same-origin `/api/*` proxy (docs/decisions/020): the browser calls the API's paths
 * on the studio, which adds the bearer token from the cookie session and streams the API's reply
 * back untouched (event streams included, never compressed). Only operations of the contract pass,
 * and never the ones that carry the token. A 401 to a call that carried the token ends the cookie
 * session and is marked with `X-Taskwell-Session: ended`; a 403 refuses one thing (a plan that does
 * not unlock a task) and passes through as it is (docs/decisions/045). The Origin check runs
 * before (server.ts), for every request that changes something.
 */
export async function proxyRequest(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  if (!proxiedOperation(request.method, url.pathname)) {
    return errorReply(404, 'not_found', 'There is no such API operation.');
  }
  const { session, token } = await readStudioSession(request);
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);

  const target = new URL(`${url.pathname}${url.search}`, apiUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let reply: Response;
  try {
    reply = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      signal: request.signal,
      redirect: 'manual',
      // Node's fetch needs this to send a streamed body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return errorReply(502, 'api_unreachable', 'The Taskwell service cannot be reached right now. Please try again.');
  }

  const replyHeaders = new Headers();
  reply.headers.forEach((value, name) => {
    if (!droppedReplyHeaders.has(name)) replyHeaders.set(name, value);
  });
  if (token && reply.status === 401) {
    replyHeaders.append('Set-Cookie', await endSession(session));
    replyHeaders.set(sessionEndedHeader, 'ended');
  }
  const body = reply.body ? endsWithBrowser(reply.body, request.signal) : null;
  return new Response(body, { status: reply.status, statusText: reply.statusText, headers: replyHeaders });
}
