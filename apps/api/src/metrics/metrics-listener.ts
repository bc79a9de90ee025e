import type { Registry } from 'prom-client';
import { listenApart, type SideListener } from '../http/side-listener.ts';

/** The metrics endpoint of a process. */
export type MetricsListener = SideListener;

/**
 * Serves `GET /metrics` in Prometheus' text format on a port of its own (`METRICS_PORT`, on
 * `METRICS_HOST`, default loopback): apart from the API's port, so a public API never shows its
 * figures and a scrape never waits behind user requests (decision 114).
 */
export async function listenForMetrics(options: {
  port: number;
  host: string;
  registry: Registry;
  /** Told when a scrape fails. */
  onError?: (error: unknown) => void;
}): Promise<MetricsListener> {
  return listenApart((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Metrics are at GET /metrics.\n');
      return;
    }
    options.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': options.registry.contentType, 'cache-control': 'no-store' });
        response.end(text);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be read.\n');
      },
    );
  }, options);
}
