import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const serviceIdOf = (request: { params: { aiServiceId: string } }) => request.params.aiServiceId;

/** Private AI services and the choices of a run's form (issue 40): see ai/private-ai-services.ts. */
export function aiOperations(context: ServerContext) {
  const { aiServices, runAi } = context;
  return {
    async listAiServices(request) {
      return { services: await aiServices.list(requireSession(request).email) };
    },

    async createAiService(request, reply) {
      const created = await aiServices.create(requireSession(request).email, request.body);
      reply.status(201);
      return created;
    },

    async updateAiService(request) {
      return aiServices.update(requireSession(request).email, serviceIdOf(request), request.body);
    },

    async deleteAiService(request, reply) {
      await aiServices.remove(requireSession(request).email, serviceIdOf(request));
      return reply.status(204).send();
    },

    async testAiService(request) {
      return aiServices.test(requireSession(request).email, serviceIdOf(request));
    },

    async listAiChoices(request) {
      return runAi.choices(requireSession(request).email);
    },
  } satisfies Partial<OperationHandlers>;
}
