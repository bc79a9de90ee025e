import type { AutomationInput } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const idOf = (request: FastifyRequest) => (request.params as { automationId: string }).automationId;

/** Automations (issue 46): see automations/automation-directory.ts. */
export function automationOperations(context: ServerContext) {
  const { automations } = context;
  const email = (request: FastifyRequest) => requireSession(request).email;
  return {
    async listAutomations(request: FastifyRequest) {
      return automations.list(email(request));
    },

    async createAutomation(request: FastifyRequest, reply: FastifyReply) {
      const made = await automations.create(email(request), request.body as AutomationInput);
      reply.status(201);
      return made;
    },

    async getAutomation(request: FastifyRequest) {
      return automations.get(email(request), idOf(request));
    },

    async updateAutomation(request: FastifyRequest) {
      return automations.update(email(request), idOf(request), request.body as AutomationInput);
    },

    async deleteAutomation(request: FastifyRequest, reply: FastifyReply) {
      await automations.delete(email(request), idOf(request));
      return reply.status(204).send();
    },

    async pauseAutomation(request: FastifyRequest) {
      return automations.pause(email(request), idOf(request));
    },

    async resumeAutomation(request: FastifyRequest) {
      return automations.resume(email(request), idOf(request));
    },

    async runAutomationNow(request: FastifyRequest, reply: FastifyReply) {
      const started = await automations.runNow(email(request), idOf(request));
      reply.status(202);
      return started;
    },

    async listAutomationRuns(request: FastifyRequest) {
      const { limit } = request.query as { limit?: number };
      return automations.runs(email(request), idOf(request), limit ?? 20);
    },

    async rotateAutomationWebhook(request: FastifyRequest) {
      return automations.rotateWebhook(email(request), idOf(request));
    },

    async listAutomationDeliveries(request: FastifyRequest) {
      return automations.deliveries(email(request), idOf(request));
    },

    async receiveAutomationWebhook(request: FastifyRequest, reply: FastifyReply) {
      const { hookKey } = request.params as { hookKey: string };
      const signature = request.headers['taskwell-signature'];
      const received = await context.automationWebhooks.receive(
        hookKey,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      reply.status(202);
      return received;
    },
  } satisfies OperationHandlers;
}
