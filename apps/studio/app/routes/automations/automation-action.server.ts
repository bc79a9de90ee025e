import type { AppLoadContext } from '@remix-run/node';
import { data } from '@remix-run/node';
import { AccessDeniedError, ApiError, type AutomationInput, NetworkError } from '@taskwell/api-sdk';
import { z } from 'zod';
import { openRequest, serviceBusyReply, sessionEndedReply } from '../../session/signed-in.server.ts';
import type { AutomationOutcome } from './automation-outcome.ts';

// The body is the form's JSON: the automation's fields go to the API as they are (the API checks
// them and says why it refuses); only the intent and the id are checked here.
const id = z.string().uuid();
const body = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), input: z.record(z.string(), z.unknown()) }),
  z.object({ intent: z.literal('update'), id, input: z.record(z.string(), z.unknown()) }),
  z.object({ intent: z.enum(['pause', 'resume', 'delete', 'run', 'rotate']), id }),
]);

/** The largest form a user sends (a name, the task's values, a mapping): far under the API's own limit. */
const bodyLimitBytes = 256 * 1024;

const refused = (intent: string, automationId: string | null, message: string, status: number) =>
  data<AutomationOutcome>({ status: 'refused', intent, id: automationId, message }, status);

/**
 * The automations page's action (issue 46): create, update, pause, resume, delete, run now and a
 * new webhook secret, each one API call. A refusal comes back with the API's own message and a
 * 4xx, so the page is not reloaded and the form keeps what was typed.
 */
export async function automationAction(request: Request, context: AppLoadContext) {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > bodyLimitBytes) {
    return refused('', null, 'That form is too large to send.', 413);
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return refused('', null, 'That request was not understood.', 400);
  const asked = parsed.data;
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  const { api } = opened;
  const init = { signal: request.signal };
  try {
    switch (asked.intent) {
      case 'create':
      case 'update': {
        const input = asked.input as unknown as AutomationInput;
        const automation =
          asked.intent === 'create'
            ? await api.createAutomation(input, init)
            : await api.updateAutomation(asked.id, input, init);
        const secrets = { signingSecret: automation.signingSecret, deliverySecret: automation.deliverySecret };
        return data<AutomationOutcome>({ status: 'saved', intent: asked.intent, automation, secrets });
      }
      case 'pause':
        await api.pauseAutomation(asked.id, init);
        return data<AutomationOutcome>({ status: 'done', intent: 'pause', id: asked.id });
      case 'resume':
        await api.resumeAutomation(asked.id, init);
        return data<AutomationOutcome>({ status: 'done', intent: 'resume', id: asked.id });
      case 'delete':
        await api.deleteAutomation(asked.id, init);
        return data<AutomationOutcome>({ status: 'done', intent: 'delete', id: asked.id });
      case 'run': {
        const run = await api.runAutomationNow(asked.id, init);
        return data<AutomationOutcome>({ status: 'started', id: asked.id, run });
      }
      case 'rotate': {
        const secrets = await api.rotateAutomationWebhook(asked.id, init);
        return data<AutomationOutcome>({ status: 'rotated', id: asked.id, secrets });
      }
    }
  } catch (error) {
    const automationId = 'id' in asked ? asked.id : null;
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status === 503) return serviceBusyReply(error);
    if (error instanceof ApiError) {
      return refused(asked.intent, automationId, error.message, error.status >= 500 ? 502 : 409);
    }
    if (error instanceof NetworkError) {
      return refused(asked.intent, automationId, 'Taskwell could not be reached. Please try again.', 502);
    }
    throw error;
  }
}
