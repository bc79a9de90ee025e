import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { type ContractOperation, ContractReader, type JsonObject } from '@taskwell/openapi';
import { knowledgeUploadBody } from '../../knowledge/testing/knowledge-calls.ts';
import { boundary, upload } from '../../testing/multipart.ts';
import type { KnownIds } from './ip-scenario.ts';

// Calls every operation of the contract as one caller, over HTTP, with every id the caller could
// know in its path, and keeps each reply's status, headers and body as text (event streams read
// for a bounded time, bytes as latin1). The tables are keyed by parameter name and operationId;
// a parameter the tables do not know is reported, so a new operation cannot slip by untried.

/** Who calls: a session token and the address it belongs to. */
export interface Caller {
  name: string;
  token: string;
  email: string;
}

/** What a call's tables are filled from. */
export interface CallContext {
  caller: Caller;
  known: KnownIds;
  /** Every address in the scenario. */
  emails: string[];
  /** Words to search for besides the tables' own (the knowledge isolation test's markers). */
  words?: string[];
}

/** An id nobody has: what a scenario without knowledge documents tries. */
const unknownId = '0190b7c8-0000-7000-8000-00000000abcd';

/** One reply, as text. */
export interface Reply {
  operationId: string;
  method: string;
  url: string;
  status: number;
  text: string;
}

type Payload = { json: object } | { multipart: Buffer };
type Candidates = (context: CallContext) => string[];

/** Values for each path parameter, by name: every one is tried. */
const pathValues: Record<string, Candidates> = {
  creatorTaskId: ({ known }) => known.creatorTaskIds,
  listingId: ({ known }) => known.listingIds,
  requestId: ({ known }) => known.requestIds,
  assetId: ({ known }) => known.assetIds,
  // The catalogue's tasks are named by key: A's task by its key and its ids, as a buyer might try.
  taskId: ({ known }) => ['guarded-answers', ...known.creatorTaskIds],
  keyId: ({ known }) => known.keyIds,
  personaId: ({ known }) => known.personaIds ?? [unknownId],
  organizationId: ({ known }) => known.organizationIds,
  invitationId: ({ known }) => known.invitationIds,
  email: ({ emails }) => emails,
  version: () => ['1'],
  id: () => ['creator', 'credits-100'],
  token: ({ caller }) => [caller.token],
  collectionId: ({ known }) => known.collectionIds ?? [unknownId],
  documentId: ({ known }) => known.documentIds ?? [unknownId],
  page: () => ['1', '2'],
  aiServiceId: ({ known }) => known.aiServiceIds ?? [unknownId],
  month: () => ['2026-11'],
  automationId: ({ known }) => known.automationIds ?? [unknownId],
  // An inbound webhook's secret nobody was given: a bare 404 (issue 46).
  hookKey: () => ['probe_unknown_hook_key_0000'],
};

/** Values for query parameters, by name ('' leaves it out); enums are tried value by value, others take their default. */
const queryValues: Record<string, Candidates> = {
  _: () => ['1'],
  limit: () => ['50'],
  q: ({ words }) => ['', 'Guarded', ...(words ?? [])],
  collectionId: ({ known }) => ['', ...(known.collectionIds ?? [])],
  organizationId: ({ known }) => ['', ...known.organizationIds],
  'session-id': () => ['cs_test_probe'],
  subscription: () => ['sub_probe'],
  default: () => ['true'],
  download: () => ['', 'true'],
};

const neutralTask = {
  id: 'probe',
  name: 'Probe',
  heading: 'A probe',
  description: 'A probe.',
  imageName: '/images/tasks/summarise-text.svg',
  powerFee: 1,
  plans: 'free',
  category: 'business',
  parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
  flow: { step: 'probe', service: 'test.upper', output: 'Probe', inputs: { text: { param: 'text' } } },
};
const text = (value: string) => ({ metadata: { 'Content-Type': 'text/plain' }, value });

/** Bodies by operationId: each is sent (operations with a required body not listed get `{}`). */
const bodies: Record<string, (context: CallContext) => Payload[]> = {
  requestOtp: ({ caller }) => [{ json: { email: caller.email } }],
  verifyOtp: ({ caller }) => [{ json: { email: caller.email, otp: '000000' } }],
  updateProfile: () => [{ json: { firstName: 'Probe' } }],
  receivePaymentEvent: () => [{ json: { id: 'evt_probe', type: 'ping', data: {} } }],
  createAsset: () => [{ multipart: upload('A probe file.') }],
  saveFeedback: () => [{ json: { rating: 'up', comment: 'Clear.' } }],
  startLinkedInAuthorization: () => [{ json: { state: 'probe' } }],
  linkLinkedIn: () => [{ json: { code: 'probe', state: 'probe' } }],
  createApiKey: () => [{ json: { name: 'Probe key' } }],
  setApiKeyDailyCap: () => [{ json: { dailyCreditCap: 5 } }],
  executeTask: ({ known }) =>
    [...known.creatorTaskIds, ...known.listingIds, 'guarded-answers'].map((taskId) => ({
      json: { taskId, parameters: { text: text('probe') }, character: { name: 'EMPTY', content: '' } },
    })),
  resumeRequest: () => [{ json: { parameters: [] } }],
  sendContactMessage: ({ caller }) => [{ json: { email: caller.email, name: 'Probe', message: 'A question.' } }],
  createCreatorDraft: () => [{ json: { definition: neutralTask } }],
  checkCreatorDefinition: () => [{ json: { definition: neutralTask } }],
  importCreatorTask: () => [{ json: { schemaVersion: 1, definition: neutralTask } }],
  saveCreatorDraft: () => [{ json: { definition: neutralTask } }],
  importIntoCreatorDraft: () => [{ json: { schemaVersion: 1, definition: neutralTask } }],
  testRunCreatorDraft: () => [{ json: {} }],
  putStoreListing: () => [{ json: { price: 3 } }],
  putCreatorTestCases: () => [
    {
      json: {
        cases: [
          { name: 'Probe case', parameters: { text: text('probe') }, checks: [{ kind: 'contains', text: 'PROBE' }] },
        ],
      },
    },
  ],
  runCreatorTestCases: () => [{ json: {} }],
  buyStoreRun: () => [{ json: { parameters: { text: text('probe') }, expectedPrice: 3 } }],
  createOrganization: () => [{ json: { name: 'Probe Ltd', accentColour: '#123456' } }],
  createPersona: () => [{ json: { name: 'Probe persona' } }],
  updatePersona: () => [{ json: { name: 'Probe persona renamed' } }],
  updateOrganization: () => [{ json: { accentColour: '#123456' } }],
  uploadOrganizationLogo: () => [{ multipart: upload('not a picture', { filename: 'logo.png', type: 'image/png' }) }],
  inviteOrganizationMember: () => [{ json: { email: 'probe-invitee@example.com' } }],
  createKnowledgeCollection: () => [{ json: { name: 'Probe collection' } }],
  updateKnowledgeCollection: () => [{ json: { name: 'Probe' } }, { json: { shared: true } }],
  uploadKnowledgeDocument: ({ known }) =>
    (known.collectionIds ?? [unknownId]).map((collectionId) => ({
      multipart: knowledgeUploadBody(collectionId, 'A probe note.'),
    })),
  pasteKnowledgeText: ({ known }) =>
    (known.collectionIds ?? [unknownId]).map((collectionId) => ({
      json: { collectionId, title: 'Probe', text: 'A probe note.' },
    })),
  renameKnowledgeDocument: () => [{ json: { title: 'Probe' } }],
  createAiService: () => [{ json: { name: 'Probe model', baseUrl: 'https://probe.example/v1', model: 'probe' } }],
  updateAiService: () => [{ json: { name: 'Probe model' } }],
};

/**
 * When each operation is called: 0 (unlisted) reads and harmless writes, 1 changes to what the
 * caller owns, 2 removals, 3 signing out. Each phase is run by every caller before the next.
 */
export const phases: Record<string, number> = {
  saveCreatorDraft: 1,
  importIntoCreatorDraft: 1,
  restoreCreatorTaskVersion: 1,
  putStoreListing: 1,
  putCreatorTestCases: 1,
  runCreatorTestCases: 1,
  updateProfile: 1,
  updateOrganization: 1,
  uploadOrganizationLogo: 1,
  setApiKeyDailyCap: 1,
  upgradeSubscription: 1,
  downgradeSubscription: 1,
  revertPendingSubscriptionChanges: 1,
  deleteAsset: 2,
  updateAiService: 1,
  deleteAiService: 2,
  cancelRun: 2,
  revokeApiKey: 2,
  withdrawStoreListing: 2,
  revokeOrganizationInvitation: 2,
  removeOrganizationMember: 2,
  unlinkLinkedIn: 2,
  updateKnowledgeCollection: 1,
  updatePersona: 1,
  deletePersona: 2,
  renameKnowledgeDocument: 1,
  deleteKnowledgeDocument: 2,
  deleteKnowledgeCollection: 2,
  cancelSubscription: 2,
  // saveStoreListing and listSavedStoreListings (phase 0) and this one come with the saved
  // listings; until the contract has them, their rows are unused.
  saveStoreListing: 0,
  listSavedStoreListings: 0,
  unsaveStoreListing: 2,
  logout: 3,
};

export const lastPhase = 3;

const reader = new ContractReader();

/** Every operation of the contract. */
export const contractOperations: readonly ContractOperation[] = reader.operations;

/** Each combination of the candidates of each name. */
function combinations(names: string[], values: string[][]): Record<string, string>[] {
  return names.reduce<Record<string, string>[]>(
    (all, name, index) =>
      all.flatMap((partial) => (values[index] ?? []).map((value) => ({ ...partial, [name]: value }))),
    [{}],
  );
}

/** The URLs to call an operation at; throws on a parameter the tables do not know. */
export function urlsOf(operation: ContractOperation, context: CallContext): string[] {
  const parameters = reader.parametersOf(operation).map((entry) => entry.parameter);
  const inPath = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => String(parameter.name));
  const pathSets = combinations(
    inPath,
    inPath.map((name) => {
      const candidates = pathValues[name];
      if (!candidates) throw new Error(`${operation.operationId}: no values for the path parameter "${name}"`);
      return candidates(context);
    }),
  );
  const queries = queryVariants(
    parameters.filter((parameter) => parameter.in === 'query'),
    context,
  );
  return pathSets.flatMap((set) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(set[name] ?? ''));
    return queries.map((query) => (query ? `${path}?${query}` : path));
  });
}

/** The query strings: each parameter at its first value, then each other value one at a time. */
function queryVariants(parameters: JsonObject[], context: CallContext): string[] {
  const choices = parameters.map((parameter) => {
    const name = String(parameter.name);
    const schema = reader.resolve(parameter.schema ?? {}, '').node;
    const fromTable = queryValues[name]?.(context);
    const values =
      fromTable ??
      (Array.isArray(schema.enum)
        ? ['', ...schema.enum.map(String)]
        : schema.default !== undefined
          ? [String(schema.default)]
          : parameter.required
            ? ['1']
            : ['']);
    return { name, values: values.length > 0 ? values : [''] };
  });
  const render = (picked: Record<string, string>) =>
    new URLSearchParams(Object.entries(picked).filter(([, value]) => value !== '')).toString();
  const base = Object.fromEntries(choices.map(({ name, values }) => [name, values[0] ?? '']));
  const variants = choices.flatMap(({ name, values }) => values.slice(1).map((value) => ({ ...base, [name]: value })));
  return [...new Set([render(base), ...variants.map(render)])];
}

/** The bodies to send an operation. */
export function payloadsOf(operation: ContractOperation, context: CallContext): (Payload | undefined)[] {
  const listed = bodies[operation.operationId]?.(context);
  if (listed && listed.length > 0) return listed;
  const requestBody = reader.resolve(operation.definition.requestBody ?? {}, '').node;
  return requestBody.required ? [{ json: {} }] : [undefined];
}

/** Reads a reply's bytes: all of them, or for `streamMs` when it is an event stream. */
async function readBody(response: Response, streamMs: number): Promise<string> {
  const bodyReader = response.body?.getReader();
  if (!bodyReader) return '';
  const streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
  const deadline = Date.now() + (streaming ? streamMs : 15_000);
  const chunks: Uint8Array[] = [];
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const stop = new AbortController();
    const next = await Promise.race([
      bodyReader.read(),
      delay(left, undefined, { signal: stop.signal }).catch(() => undefined),
    ]);
    stop.abort();
    if (!next || next.done) break;
    chunks.push(next.value);
  }
  await bodyReader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString('latin1');
}

/** Calls one operation at one URL with one body, over HTTP at `baseUrl`. */
export async function callOnce(
  baseUrl: string,
  operation: ContractOperation,
  url: string,
  caller: Caller,
  payload: Payload | undefined,
): Promise<Reply> {
  const headers: Record<string, string> = { authorization: `Bearer ${caller.token}`, 'idempotency-key': randomUUID() };
  let body: string | Blob | undefined;
  if (payload && 'json' in payload) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload.json);
  } else if (payload) {
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    body = new Blob([new Uint8Array(payload.multipart)]);
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method: operation.method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: 'manual',
  });
  const text = await readBody(response, 1_500);
  const replyHeaders = JSON.stringify(Object.fromEntries(response.headers.entries()));
  return {
    operationId: operation.operationId,
    method: operation.method,
    url,
    status: response.status,
    text: `${replyHeaders}\n${text}`,
  };
}

/** Calls every operation of `phase` (of those `only` keeps) as the caller, every URL, every body; the replies. */
export async function callPhase(
  baseUrl: string,
  phase: number,
  context: CallContext,
  only: (operation: ContractOperation) => boolean = () => true,
): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (const operation of contractOperations) {
    if ((phases[operation.operationId] ?? 0) !== phase || !only(operation)) continue;
    for (const url of urlsOf(operation, context)) {
      for (const payload of payloadsOf(operation, context)) {
        replies.push(await callOnce(baseUrl, operation, url, context.caller, payload));
      }
    }
  }
  return replies;
}
