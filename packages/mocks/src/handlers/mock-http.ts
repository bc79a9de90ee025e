import type { OperationId, paths } from '@taskwell/api-sdk';
import { serviceBusyMessage } from '@taskwell/domain';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { errorReply, type MockContext, type MockFailure } from '../mock-context.ts';

/** msw's `http`, typed by the contract; `*` matches any origin (absolute API URLs and same-origin calls). */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

const bodyStringOperations = new Set<OperationId>(['executeTask', 'resumeRequest', 'getRequestResults']);

function failureReply(operationId: OperationId, failure: MockFailure): Response {
  switch (failure) {
    case 'network':
      return HttpResponse.error();
    case 'unauthorized':
      return errorReply(401, 'unauthorized', 'Your session has ended. Please sign in again.');
    case 'forbidden':
      return errorReply(403, 'forbidden', 'You are not allowed to do this.');
    case 'too-many-requests':
      return HttpResponse.json(
        { status: 429, code: 'too_many_requests', message: 'Too many requests. Please wait and try again.' },
        { status: 429, headers: { 'retry-after': '60' } },
      );
    case 'service-busy':
      return errorReply(503, 'service_unavailable', serviceBusyMessage);
    case 'server-error':
    case 'error-step':
    case 'aborted':
      return errorReply(500, 'internal_error', 'Something went wrong on our side. Please try again.');
    case 'malformed':
      if (operationId === 'streamRequestEvents') {
        return new HttpResponse('event: status\nid: 1\ndata: {"status": \n\n', {
          headers: { 'content-type': 'text/event-stream' },
        });
      }
      return bodyStringOperations.has(operationId)
        ? HttpResponse.json({ body: '{"status": "IN_PROGRESS", "requestId": ' })
        : new HttpResponse('{"truncated": ', { headers: { 'content-type': 'application/json' } });
    default:
      return failure satisfies never;
  }
}

/**
 * Wraps a resolver so that a failure a test selected for this operation (see
 * `MockApi.failNext`) answers instead. Run-level failures (`error-step`, `aborted`) are left
 * for the results handler, which ends the run with them.
 */
export function withFailures<Resolver extends (...args: never[]) => unknown>(
  context: MockContext,
  operationId: OperationId,
  resolver: Resolver,
): Resolver {
  const wrapped = (...args: Parameters<Resolver>) => {
    const failure = context.takeFailure(operationId, (next) => next !== 'error-step' && next !== 'aborted');
    if (failure) return failureReply(operationId, failure);
    return resolver(...args);
  };
  return wrapped as unknown as Resolver;
}
