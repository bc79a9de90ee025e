import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets, computed once. The API's helmet configuration has no
 * per-request part (no CSP nonces), so running helmet's middleware on every request only repeats
 * the same work: on the task list that cost 40 % of the throughput (docs/decisions/011). Helmet
 * runs once on a response that is never sent, and the headers it set are read back.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  request.socket.destroy();
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}
