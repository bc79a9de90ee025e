import { type ActionFunctionArgs, data } from '@remix-run/node';
import { AccessDeniedError, ApiError, NetworkError, type PersonaInput } from '@taskwell/api-sdk';
import { type PersonaPointOfView, personaLimits, personaPointsOfView } from '@taskwell/domain';
import { openRequest, sessionEndedReply } from '../../session/signed-in.server.ts';

/** What the personas page's action answers; what was typed comes back with a refusal, so nothing is lost. */
export type PersonaOutcome =
  | { status: 'done'; intent: string; message: string }
  | { status: 'refused'; intent: string; personaId: string; message: string };

const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();
/** One word or phrase a line (commas split too). */
const words = (form: FormData, key: string) =>
  text(form, key)
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** The persona's fields from the form, or the first thing wrong with them. */
export function personaFields(form: FormData): PersonaInput | string {
  const name = text(form, 'name');
  if (!name) return 'Give the persona a name.';
  if (name.length > personaLimits.name) return `A name has at most ${personaLimits.name} characters.`;
  for (const key of ['voice', 'audience'] as const) {
    if (text(form, key).length > personaLimits[key]) return `The ${key} has at most ${personaLimits[key]} characters.`;
  }
  if (text(form, 'instructions').length > personaLimits.instructions) {
    return `The instructions have at most ${personaLimits.instructions.toLocaleString('en-US')} characters.`;
  }
  const lists = { wordsToUse: words(form, 'wordsToUse'), wordsToAvoid: words(form, 'wordsToAvoid') };
  for (const list of Object.values(lists)) {
    if (list.length > personaLimits.words) return `A list holds at most ${personaLimits.words} words.`;
    if (list.some((word) => word.length > personaLimits.word)) {
      return `A word or phrase has at most ${personaLimits.word} characters.`;
    }
  }
  const pointOfView = text(form, 'pointOfView') || 'any';
  if (!personaPointsOfView.includes(pointOfView as PersonaPointOfView)) return 'Choose a point of view.';
  const organizationId = text(form, 'organizationId');
  return {
    name,
    voice: text(form, 'voice'),
    audience: text(form, 'audience'),
    pointOfView: pointOfView as PersonaPointOfView,
    ...lists,
    instructions: text(form, 'instructions'),
    ...(organizationId ? { organizationId } : {}),
  };
}

/** Create, change and delete a persona through the API; its refusals (the plan's count, a name taken) are shown as they are. */
export async function personaAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const personaId = text(form, 'personaId');
  const refused = (message: string, status: number) =>
    data<PersonaOutcome>({ status: 'refused', intent, personaId, message }, { status });
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  const init = { signal: request.signal };
  try {
    if (intent === 'delete') {
      await opened.api.deletePersona(personaId, init);
      return data<PersonaOutcome>({
        status: 'done',
        intent,
        message: `${text(form, 'name') || 'The persona'} was deleted.`,
      });
    }
    const fields = personaFields(form);
    if (typeof fields === 'string') return refused(fields, 400);
    if (intent === 'update') await opened.api.updatePersona(personaId, fields, init);
    else await opened.api.createPersona(fields, init);
    return data<PersonaOutcome>({
      status: 'done',
      intent,
      message: intent === 'update' ? `${fields.name} was saved.` : `${fields.name} is ready for your tasks.`,
    });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status < 500) return refused(error.message, error.status);
    if (error instanceof ApiError || error instanceof NetworkError) {
      return refused('Your personas could not be changed right now. Please try again in a moment.', 502);
    }
    throw error;
  }
}
