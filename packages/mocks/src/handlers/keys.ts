import type { ApiKeyCreate, ApiKeyDailyCap, ApiKeySummary } from '@taskwell/api-sdk';
import { tasks } from '../fixtures/tasks.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** A mock key: what the list shows, with its owner and (for a public key) the key itself. */
export interface MockApiKey {
  summary: ApiKeySummary;
  owner: string;
  key: string;
  revoked: boolean;
}

const randomPart = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** The account's API keys and public keys: made, listed (secret keys never shown again) and revoked. */
export function keyHandlers(context: MockContext) {
  const bad = (message: string) => errorReply(400, 'invalid_request', message);
  return {
    listApiKeys: http.get(
      '/api/keys',
      withFailures(context, 'listApiKeys', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const keys = [...context.apiKeys.values()]
          .filter((key) => key.owner === caller.profile.id && !key.revoked)
          .map((key) => key.summary)
          .reverse();
        return response(200).json({ keys });
      }),
    ),
    createApiKey: http.post(
      '/api/keys',
      withFailures(context, 'createApiKey', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as ApiKeyCreate | null;
        const name = typeof body?.name === 'string' ? body.name.trim() : '';
        if (!name) return response.untyped(bad('Give the key a name.'));
        const kind = body?.kind ?? 'secret';
        if (kind === 'public' && (!body?.taskId || !body.origins?.length)) {
          return response.untyped(bad('A public key needs a task and at least one origin.'));
        }
        if (kind === 'public' && !tasks.some((task) => task.id === body?.taskId)) {
          return response.untyped(errorReply(404, 'not_found', 'That task was not found.'));
        }
        const lookup = randomPart(12);
        const key = kind === 'public' ? `tw_pk_${lookup}${randomPart(12)}` : `tw_sk_${lookup}_${randomPart(43)}`;
        const summary: ApiKeySummary = {
          id: context.newId('key'),
          kind,
          name,
          prefix: key.slice(0, 18),
          createdAt: new Date(context.now()).toISOString(),
          lastUsedAt: null,
          ...(kind === 'public'
            ? {
                taskId: body?.taskId ?? '',
                origins: body?.origins ?? [],
                key,
                dailyCreditCap: body?.dailyCreditCap ?? 100,
                spentToday: 0,
                spentTotal: 0,
              }
            : {}),
        };
        context.apiKeys.set(summary.id, { summary, owner: caller.profile.id, key, revoked: false });
        return response(201).json({ ...summary, key });
      }),
    ),
    revokeApiKey: http.post(
      '/api/keys/{keyId}/revoke',
      withFailures(context, 'revokeApiKey', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const key = context.apiKeys.get(params.keyId);
        if (!key || key.owner !== caller.profile.id) {
          return response.untyped(errorReply(404, 'not_found', 'That key was not found.'));
        }
        key.revoked = true;
        return response(204).empty();
      }),
    ),
    setApiKeyDailyCap: http.post(
      '/api/keys/{keyId}/daily-cap',
      withFailures(context, 'setApiKeyDailyCap', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const key = context.apiKeys.get(params.keyId);
        if (!key || key.owner !== caller.profile.id || key.revoked) {
          return response.untyped(errorReply(404, 'not_found', 'That key was not found.'));
        }
        if (key.summary.kind !== 'public') {
          return response.untyped(
            errorReply(409, 'not_a_public_key', 'A secret key has no daily cap: it is its account.'),
          );
        }
        const body = (await request.json().catch(() => null)) as ApiKeyDailyCap | null;
        const cap = body?.dailyCreditCap;
        if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1 || cap > 100_000) {
          return response.untyped(bad('The daily cap is a whole number of credits, 1 to 100000.'));
        }
        key.summary = { ...key.summary, dailyCreditCap: cap };
        return response(200).json(key.summary);
      }),
    ),
  };
}
