import type { ServerResponse } from 'node:http';
import { listenApart, type SideListener } from '../http/side-listener.ts';
import { type ReadinessProbes, readinessOf } from './readiness-probes.ts';

/** A small HTTP listener of a process without the API's (the worker): `/healthz` and `/readyz`. */
export type HealthListener = SideListener;

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Serves the worker's health as the API serves its own (decision 114): `GET /healthz` 200
 * `{ status: 'ok' }`; `GET /readyz` 200 with the checks, or 503 with the contract's error body
 * naming the failed ones; anything else 404. Off unless `HEALTH_PORT` is set.
 */
export async function listenForHealth(options: {
  /** `HEALTH_PORT`; 0 takes a free one. */
  port: number;
  /** The address (`HOST`). */
  host: string;
  /** The process's readiness checks. */
  probes: ReadinessProbes;
}): Promise<HealthListener> {
  return listenApart((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply(response, 405, { status: 405, code: 'method_not_allowed', message: 'Only GET is answered here.' });
    }
    if (path === '/healthz') return reply(response, 200, { status: 'ok' });
    if (path !== '/readyz') return reply(response, 404, { status: 404, code: 'not_found', message: 'No such path.' });
    options.probes.check().then(
      (results) => {
        const readiness = readinessOf(results);
        if (readiness.ready) return reply(response, 200, readiness.body);
        reply(response, 503, {
          status: 503,
          code: 'not_ready',
          message: readiness.message,
          details: readiness.details,
        });
      },
      // The checks settle every promise; should one still fail, its words stay out of a public reply.
      () => reply(response, 500, { status: 500, code: 'internal_error', message: 'Something went wrong on our side.' }),
    );
  }, options);
}
