import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { AccessDeniedError, ApiError, type KnowledgeDocument, NetworkError } from '@taskwell/api-sdk';
import { formatBytes, knowledgeUploadRules } from '@taskwell/domain';
import { z } from 'zod';
import { formOverheadBytes, readLimitedForm } from '../../http/read-limited-form.server.ts';
import { openRequest, sessionEndedReply } from '../../session/signed-in.server.ts';

/** What the Well of Knowledge's action answers (create and delete of a collection redirect instead). */
export type KnowledgeOutcome =
  | { status: 'done'; intent: string; message: string; document?: KnowledgeDocument | undefined }
  | { status: 'refused'; intent: string; message: string };

const id = z.string().trim().min(1).max(128);
const line = (most: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give the ${what} a name.`)
    .max(most, `Keep the ${what}'s name to ${most} characters.`)
    .refine((value) => !/[\r\n]/.test(value), `Keep the ${what}'s name on one line.`);

const knowledgeRequest = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create-collection'), name: line(80, 'collection') }),
  z.object({ intent: z.literal('rename-collection'), collectionId: id, name: line(80, 'collection') }),
  z.object({ intent: z.literal('delete-collection'), collectionId: id }),
  z.object({ intent: z.literal('share-collection'), collectionId: id, shared: z.enum(['true', 'false']) }),
  z.object({
    intent: z.literal('paste'),
    collectionId: id,
    title: line(200, 'text'),
    text: z
      .string()
      .refine((value) => value.trim() !== '', 'Paste the text to add.')
      .refine((value) => value.length <= 1_000_000, 'A pasted text can be up to 1,000,000 characters.'),
  }),
  z.object({ intent: z.literal('upload'), collectionId: id }),
  z.object({ intent: z.literal('rename-document'), documentId: id, title: line(200, 'document') }),
  z.object({ intent: z.literal('delete-document'), documentId: id }),
]);

const unreachable = 'Your knowledge could not be changed right now. Please try again in a moment.';

/** The largest knowledge document (a PDF's, spec §9), with room for the form around it. */
const uploadFormLimit =
  Math.max(knowledgeUploadRules.pdf.maxBytes, knowledgeUploadRules.text.maxBytes) + formOverheadBytes;
/** The other forms, a pasted text's the largest: 1,000,000 characters, at most 9 bytes each once encoded. */
const textFormLimit = 9_000_000 + formOverheadBytes;

const uploadTooLarge = `A file can be up to ${formatBytes(knowledgeUploadRules.pdf.maxBytes)} (text and Markdown up to ${formatBytes(knowledgeUploadRules.text.maxBytes)}).`;

/**
 * Collections and documents through the API. The API's sentences are shown as they are (it words
 * every refusal for the user); the form's own checks come first, so a slip costs no round trip.
 */
export async function knowledgeAction({ request, context }: ActionFunctionArgs) {
  // Issue 39: the session before the body, and the body within its limit (only an upload is multipart).
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  const upload = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const read = await readLimitedForm(request, upload ? uploadFormLimit : textFormLimit);
  if (!read.ok) {
    const intent = upload ? 'upload' : '';
    const tooLarge = read.reason === 'too-large';
    const message = tooLarge
      ? upload
        ? uploadTooLarge
        : 'A pasted text can be up to 1,000,000 characters.'
      : 'That request was not understood.';
    return data<KnowledgeOutcome>({ status: 'refused', intent, message }, { status: tooLarge ? 413 : 400 });
  }
  const form = read.form;
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  const intent = String(fields.intent ?? '');
  const refused = (message: string, status = 400) =>
    data<KnowledgeOutcome>({ status: 'refused', intent, message }, { status });
  const parsed = knowledgeRequest.safeParse(fields);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? 'That request was not understood.');
  const init = { signal: request.signal };
  const done = (message: string, document?: KnowledgeDocument) =>
    data<KnowledgeOutcome>({ status: 'done', intent, message, document });
  const action = parsed.data;
  try {
    switch (action.intent) {
      case 'create-collection': {
        const made = await opened.api.createKnowledgeCollection({ name: action.name }, init);
        return redirect(`/knowledge?collection=${encodeURIComponent(made.id)}`);
      }
      case 'rename-collection':
        await opened.api.updateKnowledgeCollection(action.collectionId, { name: action.name }, init);
        return done(`The collection is now called ${action.name}.`);
      case 'share-collection': {
        const shared = action.shared === 'true';
        const collection = await opened.api.updateKnowledgeCollection(action.collectionId, { shared }, init);
        return done(
          shared
            ? `Members of your organization can now read and search ${collection.name}.`
            : `${collection.name} is yours alone again.`,
        );
      }
      case 'delete-collection':
        await opened.api.deleteKnowledgeCollection(action.collectionId, init);
        return redirect('/knowledge');
      case 'paste': {
        const { collectionId, title, text } = action;
        const document = await opened.api.pasteKnowledgeText({ collectionId, title, text }, init);
        return done(`${document.title} was added and is being indexed.`, document);
      }
      case 'upload': {
        const file = form.get('file');
        if (!(file instanceof Blob) || file.size === 0) return refused('Choose a text, Markdown or PDF file.');
        const fileName = file instanceof File ? file.name : 'document';
        const document = await opened.api.uploadKnowledgeDocument(
          { collectionId: action.collectionId, file, fileName },
          init,
        );
        return done(`${document.title} was added and is being indexed.`, document);
      }
      case 'rename-document': {
        const document = await opened.api.renameKnowledgeDocument(action.documentId, { title: action.title }, init);
        return done(`Renamed to ${document.title}.`, document);
      }
      case 'delete-document':
        await opened.api.deleteKnowledgeDocument(action.documentId, init);
        return done('The document and its passages were deleted.');
      default:
        return action satisfies never;
    }
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status < 500) return refused(error.message, error.status);
    if (error instanceof NetworkError || error instanceof ApiError) return refused(unreachable, 502);
    throw error;
  }
}
