import { DomainError } from '../errors/domain-error.ts';
import { readinessOf } from '../health/readiness-probes.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** What load balancers and orchestrators ask (issue 27, decision 114): alive, and ready. */
export function healthOperations(context: ServerContext) {
  return operationGroup({
    async getLiveness() {
      return { status: 'ok' };
    },

    async getReadiness() {
      const readiness = readinessOf(await context.probes.check());
      if (!readiness.ready) {
        throw new DomainError('unavailable', 'not_ready', readiness.message, { details: readiness.details });
      }
      return readiness.body;
    },
  });
}
