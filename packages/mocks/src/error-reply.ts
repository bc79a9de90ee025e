import type { ErrorBody } from '@taskwell/api-sdk';
import { HttpResponse } from 'msw';

/** The contract's error reply. */
export function errorReply(status: number, code: string, message: string): Response {
  const body: ErrorBody = { status, code, message };
  // Every 503 says when to come back, as the contract's ServiceUnavailable does (issue 42).
  return HttpResponse.json(body, { status, ...(status === 503 ? { headers: { 'retry-after': '5' } } : {}) });
}
