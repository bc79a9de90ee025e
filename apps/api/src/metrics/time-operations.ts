import type { FastifyInstance } from 'fastify';
import type { PrometheusMetrics } from './prometheus-metrics.ts';

/**
 * Times every reply by the operation it served: the contract's operationId, else the route's
 * pattern, else `unmatched` (a path no route has). Never the raw URL: it holds ids and tokens,
 * and a label per URL would grow without end.
 */
export function timeOperations(app: FastifyInstance, metrics: PrometheusMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions;
    metrics.requestTimed(route.config?.operationId ?? route.url ?? 'unmatched', reply.elapsedTime);
    done();
  });
}
