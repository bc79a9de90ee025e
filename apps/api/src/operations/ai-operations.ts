import type { AiServiceCreate, AiServiceUpdate } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const serviceIdOf = (request: FastifyRequest) => (request.params as { aiServiceId: string }).aiServiceId;

/** Private AI services and the choices of a run's form (issue 40): see ai/private-ai-services.ts. */
export function aiOperations(context: ServerContext) {
  const { aiServices, runAi } = context;
  return {
    async listAiServices(request: FastifyRequest) {
      return { services: await aiServices.list(requireSession(request).email) };
    },

    async createAiService(request: FastifyRequest, reply: FastifyReply) {
      const created = await aiServices.create(requireSession(request).email, request.body as AiServiceCreate);
      reply.status(201);
      return created;
    },

    async updateAiService(request: FastifyRequest) {
      return aiServices.update(requireSession(request).email, serviceIdOf(request), request.body as AiServiceUpdate);
    },

    async deleteAiService(request: FastifyRequest, reply: FastifyReply) {
      await aiServices.remove(requireSession(request).email, serviceIdOf(request));
      return reply.status(204).send();
    },

    async testAiService(request: FastifyRequest) {
      return aiServices.test(requireSession(request).email, serviceIdOf(request));
    },

    async listAiChoices(request: FastifyRequest) {
      return runAi.choices(requireSession(request).email);
    },
  } satisfies Partial<OperationHandlers>;
}
