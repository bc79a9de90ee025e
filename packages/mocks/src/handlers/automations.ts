import type { Automation, AutomationInput, AutomationRun } from '@taskwell/api-sdk';
import {
  type AutomationTrigger,
  automationAllowance,
  automationCountMessage,
  automationCron,
  automationTriggerMessage,
  findPlan,
  planWithMoreAutomation,
} from '@taskwell/domain';
import { Cron } from 'croner';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** An automation as the mock keeps it: the reply's fields, its owner and its history, newest first. */
export interface MockAutomation {
  automation: Automation;
  owner: string;
  runs: AutomationRun[];
}

const planTrigger = (trigger: AutomationInput['trigger']): AutomationTrigger =>
  trigger.kind === 'schedule' ? (trigger.schedule?.kind === 'cron' ? 'cron' : 'schedule') : trigger.kind;

/** The next five moments of a schedule, as the server works them out (croner, in the time zone). */
function nextRunsOf(input: AutomationInput, now: number): string[] | string {
  if (input.trigger.kind !== 'schedule') return [];
  const made = automationCron(input.trigger.schedule ?? { kind: 'daily' });
  if ('problem' in made) return made.problem;
  try {
    const cron = new Cron(made.cron, { timezone: input.timeZone, paused: true, mode: '5-part' });
    return cron.nextRuns(5, new Date(now)).map((moment) => moment.toISOString());
  } catch {
    return `"${input.timeZone}" is not a time zone, or the schedule does not parse.`;
  }
}

/** Automations (issue 46) as the server keeps them: the caller's own, within their plan. */
export function automationHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That automation was not found.');
  const ownedBy = (email: string) => [...context.automations.values()].filter((kept) => kept.owner === email);
  const fieldsOf = (plan: string, input: AutomationInput | null, others: number, kept?: MockAutomation) => {
    if (!input || typeof input.name !== 'string' || !input.name.trim()) {
      return errorReply(400, 'invalid_request', 'Give the automation a name.');
    }
    const allowance = automationAllowance(plan);
    const trigger = planTrigger(input.trigger);
    if (!allowance.triggers.includes(trigger)) {
      return errorReply(403, 'automation_limit', automationTriggerMessage(plan, trigger));
    }
    if (others + 1 > allowance.count) return errorReply(403, 'automation_limit', automationCountMessage(plan));
    const nextRuns = nextRunsOf(input, context.now());
    if (typeof nextRuns === 'string') return errorReply(422, 'invalid_automation', nextRuns);
    if (input.delivery?.kind === 'webhook' && !input.delivery.url) {
      return errorReply(422, 'invalid_automation', 'Give the address the results are sent to.');
    }
    const at = new Date(context.now()).toISOString();
    const webhook = input.trigger.kind === 'webhook';
    return {
      id: kept?.automation.id ?? context.newUuid(),
      name: input.name.trim(),
      taskId: input.taskId,
      listingId: input.listingId ?? null,
      parameters: input.parameters,
      trigger: input.trigger,
      timeZone: input.timeZone,
      missed: input.missed ?? 'run-once',
      delivery: input.delivery ?? { kind: 'assets' },
      status: kept?.automation.status ?? 'active',
      pausedReason: null,
      failures: 0,
      nextRunAt: nextRuns[0] ?? null,
      nextRuns,
      webhookUrl: webhook ? (kept?.automation.webhookUrl ?? `/api/hooks/automations/${context.newUuid()}`) : null,
      lastRun: kept?.runs[0] ?? null,
      taskVersion: input.taskVersion ?? null,
      answers: { ...(input.answers ?? {}) },
      lastProblem: null,
      createdAt: kept?.automation.createdAt ?? at,
      updatedAt: at,
    } satisfies Automation;
  };
  const own = (request: Request, id: string) => {
    const caller = context.caller(request);
    if (caller instanceof Response) return caller;
    const kept = context.automations.get(id);
    return kept && kept.owner === caller.profile.id ? kept : notFound();
  };

  return {
    listAutomations: http.get(
      '/api/automations',
      withFailures(context, 'listAutomations', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const plan = caller.profile.plan;
        const allowance = automationAllowance(plan);
        const mine = ownedBy(caller.profile.id).sort((a, b) =>
          b.automation.createdAt.localeCompare(a.automation.createdAt),
        );
        return response(200).json({
          automations: mine.map((kept) => kept.automation),
          allowance: {
            plan: (findPlan(plan) ?? findPlan('free'))?.name ?? 'Free',
            limit: allowance.count,
            used: mine.length,
            smallestIntervalMinutes: allowance.smallestIntervalMinutes,
            triggers: [...allowance.triggers],
            morePlan: planWithMoreAutomation(plan, { count: allowance.count + 1 })?.name ?? null,
          },
        });
      }),
    ),
    createAutomation: http.post(
      '/api/automations',
      withFailures(context, 'createAutomation', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const input = (await request.json().catch(() => null)) as AutomationInput | null;
        const fields = fieldsOf(caller.profile.plan, input, ownedBy(caller.profile.id).length);
        if (fields instanceof Response) return response.untyped(fields);
        context.automations.set(fields.id, { automation: fields, owner: caller.profile.id, runs: [] });
        const signingSecret = fields.webhookUrl ? `whsec_${context.newUuid()}` : undefined;
        const deliverySecret = fields.delivery.kind === 'webhook' ? `whsec_${context.newUuid()}` : undefined;
        return response(201).json({
          ...fields,
          ...(signingSecret ? { signingSecret } : {}),
          ...(deliverySecret ? { deliverySecret } : {}),
        });
      }),
    ),
    getAutomation: http.get(
      '/api/automations/{automationId}',
      withFailures(context, 'getAutomation', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        return response(200).json(kept.automation);
      }),
    ),
    updateAutomation: http.put(
      '/api/automations/{automationId}',
      withFailures(context, 'updateAutomation', async ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        const plan = context.accounts.get(kept.owner)?.profile.plan ?? 'Free';
        const input = (await request.json().catch(() => null)) as AutomationInput | null;
        const fields = fieldsOf(plan, input, ownedBy(kept.owner).length - 1, kept);
        if (fields instanceof Response) return response.untyped(fields);
        const newWebhook = fields.delivery.kind === 'webhook' && kept.automation.delivery.kind !== 'webhook';
        kept.automation = fields;
        return response(200).json(newWebhook ? { ...fields, deliverySecret: `whsec_${context.newUuid()}` } : fields);
      }),
    ),
    deleteAutomation: http.delete(
      '/api/automations/{automationId}',
      withFailures(context, 'deleteAutomation', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        context.automations.delete(params.automationId);
        return response(204).empty();
      }),
    ),
    pauseAutomation: http.post(
      '/api/automations/{automationId}/pause',
      withFailures(context, 'pauseAutomation', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        kept.automation = { ...kept.automation, status: 'paused', nextRunAt: null, nextRuns: [] };
        return response(200).json(kept.automation);
      }),
    ),
    resumeAutomation: http.post(
      '/api/automations/{automationId}/resume',
      withFailures(context, 'resumeAutomation', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        const nextRuns = nextRunsOf(kept.automation as AutomationInput, context.now());
        const runs = typeof nextRuns === 'string' ? [] : nextRuns;
        kept.automation = {
          ...kept.automation,
          status: 'active',
          pausedReason: null,
          failures: 0,
          nextRunAt: runs[0] ?? null,
          nextRuns: runs,
        };
        return response(200).json(kept.automation);
      }),
    ),
    runAutomationNow: http.post(
      '/api/automations/{automationId}/run',
      withFailures(context, 'runAutomationNow', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        const at = new Date(context.now()).toISOString();
        const run: AutomationRun = {
          id: context.newUuid(),
          scheduledFor: at,
          trigger: 'manual',
          status: 'started',
          runId: context.newUuid(),
          runStatus: 'IN_PROGRESS',
          reason: null,
          createdAt: at,
        };
        kept.runs.unshift(run);
        kept.automation = { ...kept.automation, lastRun: run };
        return response(202).json(run);
      }),
    ),
    listAutomationRuns: http.get(
      '/api/automations/{automationId}/runs',
      withFailures(context, 'listAutomationRuns', ({ request, params, query, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        const limit = Number(query.get('limit') ?? 20);
        return response(200).json({ runs: kept.runs.slice(0, limit) });
      }),
    ),
    rotateAutomationWebhook: http.post(
      '/api/automations/{automationId}/webhook/rotate',
      withFailures(context, 'rotateAutomationWebhook', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        if (kept.automation.trigger.kind !== 'webhook') {
          return response.untyped(errorReply(409, 'not_a_webhook', 'This automation does not start on a webhook.'));
        }
        const webhookUrl = `/api/hooks/automations/${context.newUuid()}`;
        kept.automation = { ...kept.automation, webhookUrl };
        return response(200).json({ webhookUrl, signingSecret: `whsec_${context.newUuid()}` });
      }),
    ),
    receiveAutomationWebhook: http.post(
      '/api/hooks/automations/{hookKey}',
      withFailures(context, 'receiveAutomationWebhook', ({ params, response }) => {
        // Another system's call: the secret URL names the automation; anything else is a bare 404.
        const kept = [...context.automations.values()].find(
          (candidate) => candidate.automation.webhookUrl === `/api/hooks/automations/${params.hookKey}`,
        );
        if (!kept) return response.untyped(errorReply(404, 'not_found', 'Not found.'));
        return response(202).json({ accepted: true });
      }),
    ),
    listAutomationDeliveries: http.get(
      '/api/automations/{automationId}/deliveries',
      withFailures(context, 'listAutomationDeliveries', ({ request, params, response }) => {
        const kept = own(request, params.automationId);
        if (kept instanceof Response) return response.untyped(kept);
        return response(200).json({ deliveries: [] });
      }),
    ),
  };
}
