import type { Persona, PersonaInput } from '@taskwell/api-sdk';
import {
  findPlan,
  personaAllowance,
  personaLimitMessage,
  personaLimits,
  personaPointsOfView,
  planWithMorePersonas,
} from '@taskwell/domain';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** A persona as the mock keeps it: the reply's fields, and who may change it. */
export interface MockPersona {
  persona: Omit<Persona, 'mine'>;
  /** The account that owns it, or the organization that shares it. */
  owner: { email: string } | { organizationId: string };
}

const words = (list: unknown) =>
  Array.isArray(list)
    ? list
        .map((entry) => String(entry).trim())
        .filter((entry) => entry !== '' && entry.length <= personaLimits.word)
        .slice(0, personaLimits.words)
    : [];

/** Personas (issue 40) as the server keeps them: the caller's own up to their plan's count, their organizations' shared. */
export function personaHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That persona was not found.');
  const bad = (message: string) => errorReply(400, 'invalid_request', message);
  const ownsOrganization = (email: string, id: string) =>
    context.organizations.get(id)?.members.get(email)?.role === 'owner';
  const memberOf = (email: string, id: string) => context.organizations.get(id)?.members.has(email) === true;
  const canChange = (email: string, kept: MockPersona) =>
    'email' in kept.owner ? kept.owner.email === email : ownsOrganization(email, kept.owner.organizationId);
  const canRead = (email: string, kept: MockPersona) =>
    'email' in kept.owner ? kept.owner.email === email : memberOf(email, kept.owner.organizationId);
  const view = (email: string, kept: MockPersona): Persona => ({ ...kept.persona, mine: canChange(email, kept) });
  const fieldsOf = (body: PersonaInput | null) => {
    const name = typeof body?.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > personaLimits.name) return bad('Give the persona a name of 1 to 80 characters.');
    const pointOfView = body?.pointOfView ?? 'any';
    if (!personaPointsOfView.includes(pointOfView)) return bad('Choose a point of view.');
    return {
      name,
      voice: (body?.voice ?? '').trim(),
      audience: (body?.audience ?? '').trim(),
      pointOfView,
      wordsToUse: words(body?.wordsToUse),
      wordsToAvoid: words(body?.wordsToAvoid),
      instructions: (body?.instructions ?? '').trim(),
    };
  };
  const sameName = (owner: MockPersona['owner'], name: string, except?: string) =>
    [...context.personas.values()].some(
      (kept) =>
        kept.persona.id !== except &&
        JSON.stringify(kept.owner) === JSON.stringify(owner) &&
        kept.persona.name.toLowerCase() === name.toLowerCase(),
    );

  return {
    listPersonas: http.get(
      '/api/personas',
      withFailures(context, 'listPersonas', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const email = caller.profile.id;
        const readable = [...context.personas.values()].filter((kept) => canRead(email, kept));
        const own = readable.filter((kept) => 'email' in kept.owner);
        const shared = readable.filter((kept) => !('email' in kept.owner));
        const byName = (a: MockPersona, b: MockPersona) => a.persona.name.localeCompare(b.persona.name);
        const limit = personaAllowance(caller.profile.plan);
        return response(200).json({
          personas: [...own.sort(byName), ...shared.sort(byName)].map((kept) => view(email, kept)),
          allowance: {
            plan: (findPlan(caller.profile.plan) ?? findPlan('free'))?.name ?? 'Free',
            limit: limit ?? null,
            used: own.length,
            morePlan: planWithMorePersonas(caller.profile.plan)?.name ?? null,
          },
        });
      }),
    ),
    createPersona: http.post(
      '/api/personas',
      withFailures(context, 'createPersona', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const email = caller.profile.id;
        const body = (await request.json().catch(() => null)) as PersonaInput | null;
        const fields = fieldsOf(body);
        if (fields instanceof Response) return response.untyped(fields);
        const organizationId = body?.organizationId;
        if (organizationId !== undefined && !ownsOrganization(email, organizationId)) {
          return response.untyped(errorReply(404, 'not_found', 'That organization was not found.'));
        }
        const owner = organizationId === undefined ? { email } : { organizationId };
        if (organizationId === undefined) {
          const limit = personaAllowance(caller.profile.plan);
          const used = [...context.personas.values()].filter(
            (kept) => 'email' in kept.owner && kept.owner.email === email,
          );
          if (limit !== undefined && used.length >= limit) {
            return response.untyped(errorReply(403, 'persona_limit', personaLimitMessage(caller.profile.plan)));
          }
        }
        if (sameName(owner, fields.name)) {
          return response.untyped(
            errorReply(409, 'persona_name_taken', `There is already a persona "${fields.name}".`),
          );
        }
        const organization = organizationId === undefined ? undefined : context.organizations.get(organizationId);
        const kept: MockPersona = {
          owner,
          persona: {
            id: context.newUuid(),
            ...fields,
            organization: organization
              ? { id: organization.organization.organizationId, name: organization.organization.name }
              : null,
            updatedAt: new Date(context.now()).toISOString(),
          },
        };
        context.personas.set(kept.persona.id, kept);
        return response(201).json(view(email, kept));
      }),
    ),
    updatePersona: http.put(
      '/api/personas/{personaId}',
      withFailures(context, 'updatePersona', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = context.personas.get(params.personaId);
        if (!kept || !canChange(caller.profile.id, kept)) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as PersonaInput | null;
        const fields = fieldsOf(body);
        if (fields instanceof Response) return response.untyped(fields);
        if (sameName(kept.owner, fields.name, kept.persona.id)) {
          return response.untyped(
            errorReply(409, 'persona_name_taken', `There is already a persona "${fields.name}".`),
          );
        }
        kept.persona = { ...kept.persona, ...fields, updatedAt: new Date(context.now()).toISOString() };
        return response(200).json(view(caller.profile.id, kept));
      }),
    ),
    deletePersona: http.delete(
      '/api/personas/{personaId}',
      withFailures(context, 'deletePersona', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = context.personas.get(params.personaId);
        if (!kept || !canChange(caller.profile.id, kept)) return response.untyped(notFound());
        context.personas.delete(params.personaId);
        return response(204).empty();
      }),
    ),
  };
}
