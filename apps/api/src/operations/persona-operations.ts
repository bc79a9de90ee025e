import type { PersonaInput } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const personaIdOf = (request: FastifyRequest) => (request.params as { personaId: string }).personaId;

/** Personas (issue 40): see personas/persona-directory.ts. */
export function personaOperations(context: ServerContext) {
  const { personas } = context;
  return {
    async listPersonas(request: FastifyRequest) {
      return personas.list(requireSession(request).email);
    },

    async createPersona(request: FastifyRequest, reply: FastifyReply) {
      const made = await personas.create(requireSession(request).email, request.body as PersonaInput);
      reply.status(201);
      return made;
    },

    async updatePersona(request: FastifyRequest) {
      return personas.update(requireSession(request).email, personaIdOf(request), request.body as PersonaInput);
    },

    async deletePersona(request: FastifyRequest, reply: FastifyReply) {
      await personas.delete(requireSession(request).email, personaIdOf(request));
      return reply.status(204).send();
    },
  } satisfies OperationHandlers;
}
