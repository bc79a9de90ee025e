import type { ExecuteTaskRequest, ResumeRequest } from '@taskwell/api-sdk';
import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers, ServerContext } from '../server-context.ts';

/**
 * spec §7 execution calls. Their replies keep the product's shape: a JSON object whose `body` is
 * a JSON document encoded as a string (decision 005).
 */
export function runOperations(context: ServerContext) {
  const { runtime } = context;
  return {
    async executeTask(request) {
      const email = requireSession(request).email;
      const accepted = await runtime.startRun({ email, request: request.body as ExecuteTaskRequest });
      return { body: JSON.stringify(accepted) };
    },

    async resumeRequest(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params as { requestId: string };
      const accepted = await runtime.resumeRun({ email, runId: requestId, request: request.body as ResumeRequest });
      return { body: JSON.stringify(accepted) };
    },

    async getRequestResults(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params as { requestId: string };
      return { body: JSON.stringify(await runtime.runStatus({ email, runId: requestId })) };
    },
  } satisfies OperationHandlers;
}
