import { requireSession } from '../auth/authenticate.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const personaIdOf = (request: { params: { personaId: string } }) => request.params.personaId;

/** Personas (issue 40): see personas/persona-directory.ts. */
export function personaOperations(context: ServerContext) {
  const { personas } = context;
  return operationGroup({
    async listPersonas(request) {
      return personas.list(requireSession(request).email);
    },

    async createPersona(request, reply) {
      const made = await personas.create(requireSession(request).email, request.body);
      reply.status(201);
      return made;
    },

    async updatePersona(request) {
      return personas.update(requireSession(request).email, personaIdOf(request), request.body);
    },

    async deletePersona(request, reply) {
      await personas.delete(requireSession(request).email, personaIdOf(request));
      return reply.status(204).send();
    },
  });
}
