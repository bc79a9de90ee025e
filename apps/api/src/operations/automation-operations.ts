import { requireSession } from '../auth/authenticate.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const idOf = (request: { params: { automationId: string } }) => request.params.automationId;

/** Automations (issue 46): see automations/automation-directory.ts. */
export function automationOperations(context: ServerContext) {
  const { automations } = context;
  const email = (request: Parameters<typeof requireSession>[0]) => requireSession(request).email;
  return operationGroup({
    async listAutomations(request) {
      return automations.list(email(request));
    },

    async createAutomation(request, reply) {
      const made = await automations.create(email(request), request.body);
      reply.status(201);
      return made;
    },

    async getAutomation(request) {
      return automations.get(email(request), idOf(request));
    },

    async updateAutomation(request) {
      return automations.update(email(request), idOf(request), request.body);
    },

    async deleteAutomation(request, reply) {
      await automations.delete(email(request), idOf(request));
      return reply.status(204).send();
    },

    async pauseAutomation(request) {
      return automations.pause(email(request), idOf(request));
    },

    async resumeAutomation(request) {
      return automations.resume(email(request), idOf(request));
    },

    async runAutomationNow(request, reply) {
      const started = await automations.runNow(email(request), idOf(request));
      reply.status(202);
      return started;
    },

    async listAutomationRuns(request) {
      return automations.runs(email(request), idOf(request), request.query.limit ?? 20);
    },

    async rotateAutomationWebhook(request) {
      return automations.rotateWebhook(email(request), idOf(request));
    },

    async listAutomationDeliveries(request) {
      return automations.deliveries(email(request), idOf(request));
    },

    async receiveAutomationWebhook(request, reply) {
      const signature = request.headers['taskwell-signature'];
      const received = await context.automationWebhooks.receive(
        request.params.hookKey,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      reply.status(202);
      return received;
    },
  });
}
