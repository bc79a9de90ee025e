import type { AiChoice, AiService, AiServiceCreate, AiServiceUpdate } from '@taskwell/api-sdk';
import {
  aiChoicePlanMessage,
  aiServiceKey,
  aiTierKeys,
  aiTiersOfPlan,
  canChooseAiService,
  canKeepPrivateAi,
  defaultAiTierCredits,
  planForAiTier,
  privateAiPlanMessage,
} from '@taskwell/domain';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** A private AI service as the mock keeps it: the view, its owner, and its key (never answered). */
export interface MockAiService {
  service: AiService;
  owner: string;
  baseUrl: string;
  key: string;
}

const tierLabels = { public: 'Public tier', partner: 'Partner tier', enterprise: 'Enterprise tier' } as const;

/**
 * Private AI services (issue 40) as the server keeps them: the caller's own (Creator plan and up),
 * never a key in a reply, and the choices a run's form offers (every tier, as the mock has all
 * three configured).
 */
export function aiHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That AI service was not found.');
  const viewOf = (entry: MockAiService): AiService => ({ ...entry.service, baseUrl: entry.baseUrl });
  const owned = (id: string, owner: string) => {
    const entry = context.aiServices.get(id);
    return entry && entry.owner === owner ? entry : undefined;
  };
  return {
    listAiServices: http.get(
      '/api/ai/services',
      withFailures(context, 'listAiServices', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const services = [...context.aiServices.values()]
          .filter((entry) => entry.owner === caller.profile.id)
          .map(viewOf);
        return response(200).json({ services });
      }),
    ),
    createAiService: http.post(
      '/api/ai/services',
      withFailures(context, 'createAiService', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!canKeepPrivateAi(caller.profile.plan)) {
          return response.untyped(errorReply(403, 'plan_required', privateAiPlanMessage));
        }
        const body = (await request.json()) as AiServiceCreate;
        const at = new Date(context.now()).toISOString();
        const entry: MockAiService = {
          service: {
            aiServiceId: context.newUuid(),
            name: body.name.trim(),
            model: body.model.trim(),
            hasKey: (body.apiKey ?? '') !== '',
            editable: true,
            createdAt: at,
            updatedAt: at,
          },
          owner: caller.profile.id,
          baseUrl: body.baseUrl,
          key: body.apiKey ?? '',
        };
        context.aiServices.set(entry.service.aiServiceId, entry);
        return response(201).json(viewOf(entry));
      }),
    ),
    updateAiService: http.patch(
      '/api/ai/services/{aiServiceId}',
      withFailures(context, 'updateAiService', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = owned(params.aiServiceId, caller.profile.id);
        if (!entry) return response.untyped(notFound());
        const body = (await request.json()) as AiServiceUpdate;
        if (body.apiKey !== undefined) entry.key = body.apiKey;
        if (body.baseUrl !== undefined) entry.baseUrl = body.baseUrl;
        entry.service = {
          ...entry.service,
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(body.model !== undefined ? { model: body.model.trim() } : {}),
          hasKey: entry.key !== '',
          updatedAt: new Date(context.now()).toISOString(),
        };
        return response(200).json(viewOf(entry));
      }),
    ),
    deleteAiService: http.delete(
      '/api/ai/services/{aiServiceId}',
      withFailures(context, 'deleteAiService', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!owned(params.aiServiceId, caller.profile.id)) return response.untyped(notFound());
        context.aiServices.delete(params.aiServiceId);
        return response(204).empty();
      }),
    ),
    testAiService: http.post(
      '/api/ai/services/{aiServiceId}/test',
      withFailures(context, 'testAiService', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = owned(params.aiServiceId, caller.profile.id);
        if (!entry) return response.untyped(notFound());
        // A mock service answers when it has a key, as most providers want one.
        return response(200).json(
          entry.key
            ? { ok: true, reply: 'Hello! The connection works.', model: entry.service.model, ms: 42 }
            : { ok: false, message: 'The AI service refused the credentials (HTTP 401).', ms: 12 },
        );
      }),
    ),
    listAiChoices: http.get(
      '/api/ai/choices',
      withFailures(context, 'listAiChoices', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const plan = caller.profile.plan;
        const included = new Set(aiTiersOfPlan(plan));
        const tiers: AiChoice[] = aiTierKeys.map((tier) => ({
          key: tier,
          label: tierLabels[tier],
          kind: 'tier',
          tier,
          credits: defaultAiTierCredits[tier],
          included: included.has(tier),
          ...(included.has(tier) ? {} : { planRequired: planForAiTier(tier).name }),
        }));
        const own: AiChoice[] = [...context.aiServices.values()]
          .filter((entry) => entry.owner === caller.profile.id)
          .map((entry) => ({
            key: aiServiceKey({ kind: 'private', id: entry.service.aiServiceId }),
            label: entry.service.name,
            kind: 'private',
            credits: 0,
            included: true,
          }));
        const canChoose = canChooseAiService(plan);
        return response(200).json({
          canChoose,
          ...(canChoose ? {} : { message: aiChoicePlanMessage }),
          choices: [...tiers, ...own],
        });
      }),
    ),
  };
}
