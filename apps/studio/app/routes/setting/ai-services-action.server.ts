import { data } from '@remix-run/node';
import { AccessDeniedError, type AiServiceTest, ApiError, NetworkError } from '@taskwell/api-sdk';
import { z } from 'zod';
import { type openRequest, sessionEndedReply } from '../../session/signed-in.server.ts';

/** What an AI service's change answers: the row's fetcher reads it. */
export type AiServiceOutcome =
  | { status: 'done'; intent: string; message: string }
  | { status: 'tested'; intent: 'ai-test'; test: AiServiceTest }
  | { status: 'refused'; intent: string; field?: AiServiceField | undefined; message: string };

/** The fields of the service form, as a refusal names them. */
export type AiServiceField = 'name' | 'baseUrl' | 'model' | 'apiKey' | 'owner';

const id = z.string().trim().uuid('That AI service is not one of yours.');
const name = z.string().trim().min(1, 'Give the service a name, such as Team Llama.').max(80, 'At most 80 characters.');
const baseUrl = z
  .string()
  .trim()
  .max(500, 'An address can have at most 500 characters.')
  .refine((value) => /^https?:\/\/\S+$/.test(value), 'Write the address as https://api.openai.com/v1.');
const model = z
  .string()
  .trim()
  .min(1, 'Name the model, such as gpt-4o-mini or llama3.2.')
  .max(200, 'At most 200 characters.');
// A key is printable ASCII without spaces; spaces a paste brings along are trimmed.
const apiKey = z
  .string()
  .trim()
  .max(2000, 'A key can have at most 2000 characters.')
  .refine((value) => /^[\u0021-\u007E]*$/.test(value), 'A key has no spaces or special characters.');

const aiRequest = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('ai-create'),
    owner: z.string().trim(),
    name,
    baseUrl,
    model,
    apiKey,
  }),
  // An empty key field keeps the key: it is never shown, so it is never sent back.
  z.object({ intent: z.literal('ai-update'), aiServiceId: id, name, baseUrl, model, apiKey }),
  z.object({ intent: z.literal('ai-delete'), aiServiceId: id }),
  z.object({ intent: z.literal('ai-test'), aiServiceId: id }),
]);

const fieldOf = (path: PropertyKey | undefined): AiServiceField | undefined =>
  path === 'name' || path === 'baseUrl' || path === 'model' || path === 'apiKey' || path === 'owner' ? path : undefined;

/** The field an API refusal is about, from its details' pointer (`/baseUrl`). */
function fieldOfDetails(error: ApiError): AiServiceField | undefined {
  return fieldOf(error.body?.details?.[0]?.path?.replace(/^\/(body\/)?/, ''));
}

/**
 * Private AI services through the API (issue 40): add, change (a new key replaces the kept one; an
 * empty key field keeps it), delete, and test the connection. The form's own checks come first; the
 * API's refusals (a plan, an address it does not allow) are shown as it words them.
 */
export async function aiServicesAction(
  request: Request,
  fields: Record<string, FormDataEntryValue>,
  opened: Awaited<ReturnType<typeof openRequest>>,
) {
  const intent = String(fields.intent ?? '');
  const parsed = aiRequest.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data<AiServiceOutcome>(
      { status: 'refused', intent, field: fieldOf(issue?.path[0]), message: issue?.message ?? 'Check the form.' },
      { status: 400 },
    );
  }
  if (!opened.token) return sessionEndedReply(opened);
  const init = { signal: request.signal };
  const action = parsed.data;
  try {
    switch (action.intent) {
      case 'ai-create': {
        const made = await opened.api.createAiService(
          {
            name: action.name,
            baseUrl: action.baseUrl,
            model: action.model,
            ...(action.apiKey ? { apiKey: action.apiKey } : {}),
            ...(action.owner && action.owner !== 'me' ? { organizationId: action.owner } : {}),
          },
          init,
        );
        return data<AiServiceOutcome>({
          status: 'done',
          intent,
          message: `${made.name} is added. Test its connection to see the model answer.`,
        });
      }
      case 'ai-update': {
        const changed = await opened.api.updateAiService(
          action.aiServiceId,
          {
            name: action.name,
            baseUrl: action.baseUrl,
            model: action.model,
            ...(action.apiKey ? { apiKey: action.apiKey } : {}),
          },
          init,
        );
        return data<AiServiceOutcome>({
          status: 'done',
          intent,
          message: action.apiKey ? `${changed.name} is saved with its new key.` : `${changed.name} is saved.`,
        });
      }
      case 'ai-delete':
        await opened.api.deleteAiService(action.aiServiceId, init);
        return data<AiServiceOutcome>({ status: 'done', intent, message: 'The AI service and its key are deleted.' });
      case 'ai-test': {
        const test = await opened.api.testAiService(action.aiServiceId, init);
        return data<AiServiceOutcome>({ status: 'tested', intent: 'ai-test', test });
      }
      default:
        return action satisfies never;
    }
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status < 500) {
      return data<AiServiceOutcome>(
        { status: 'refused', intent, field: fieldOfDetails(error), message: error.message },
        { status: error.status === 403 ? 403 : 400 },
      );
    }
    if (error instanceof NetworkError || error instanceof ApiError) {
      return data<AiServiceOutcome>(
        { status: 'refused', intent, message: 'Your AI services could not be changed right now. Please try again.' },
        { status: 502 },
      );
    }
    throw error;
  }
}
