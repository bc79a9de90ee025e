import type { ApiKeyCreate } from '@taskwell/api-sdk';
import { requireSession } from '../auth/authenticate.ts';
import { conflict, invalid, notFound } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { NewKey } from '../keys/key-records.ts';
import type { ServerContext } from '../server-context.ts';
import { hasControlCharacters } from '../text/control-characters.ts';

/** The key a create request asks for, checked beyond the contract's schema (which fields go with which kind). */
function newKeyOf(body: ApiKeyCreate, taskIds: ReadonlySet<string>): NewKey {
  const name = body.name.normalize('NFC').trim();
  if (!name || hasControlCharacters(name)) {
    throw invalid('invalid_request', 'Give the key a name without control characters.', {
      details: [{ path: '/body/name', message: 'must not be blank or hold control characters' }],
    });
  }
  if ((body.kind ?? 'secret') === 'secret') {
    if (body.taskId !== undefined || body.origins !== undefined || body.dailyCreditCap !== undefined) {
      throw invalid('invalid_request', 'A task, origins and a daily cap belong to public keys only.', {
        details: [{ path: '/body/kind', message: 'must be public when taskId, origins or dailyCreditCap are given' }],
      });
    }
    return { kind: 'secret', name };
  }
  if (!body.taskId || !body.origins) {
    throw invalid('invalid_request', 'A public key needs the task it runs and the sites it may be used from.', {
      details: [
        ...(body.taskId ? [] : [{ path: '/body/taskId', message: 'is required for a public key' }]),
        ...(body.origins ? [] : [{ path: '/body/origins', message: 'is required for a public key' }]),
      ],
    });
  }
  if (!taskIds.has(body.taskId)) throw notFound('That task');
  // An origin is compared as the browser sends it: scheme, host and port, no path.
  const origins = body.origins.map((origin, index) => {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = new URL('invalid:');
    }
    if (parsed.origin === 'null' || parsed.origin !== origin.replace(/\/$/, '').toLowerCase()) {
      throw invalid('invalid_request', `"${origin}" is not a browser origin such as https://www.example.com.`, {
        details: [{ path: `/body/origins/${index}`, message: 'must be an origin: scheme, host and port only' }],
      });
    }
    return parsed.origin;
  });
  return {
    kind: 'public',
    name,
    taskId: body.taskId,
    origins: [...new Set(origins)],
    dailyCreditCap: body.dailyCreditCap,
  };
}

/** The account's keys (decision 065): made, listed and revoked by the signed-in user only. */
export function keyOperations(context: ServerContext) {
  const { keys, publicKeyOrigins } = context;
  return operationGroup({
    async listApiKeys(request) {
      const email = requireSession(request).email;
      return { keys: await keys.list(email) };
    },

    async createApiKey(request, reply) {
      const email = requireSession(request).email;
      const created = await keys.create(email, newKeyOf(request.body, new Set(context.tasks.map((task) => task.id))));
      if (created.kind === 'public') publicKeyOrigins.changed();
      reply.status(201);
      return created;
    },

    /** A public key's daily spending cap, set by its owner (issue 29). */
    async setApiKeyDailyCap(request) {
      const email = requireSession(request).email;
      const { keyId } = request.params;
      const set = await keys.setDailyCap(email, keyId, request.body.dailyCreditCap);
      if (set === 'not_found') throw notFound('That key');
      if (set === 'not_public') throw conflict('not_a_public_key', 'A secret key has no daily cap: it is its account.');
      return set;
    },

    async revokeApiKey(request, reply) {
      const email = requireSession(request).email;
      const { keyId } = request.params;
      if (!(await keys.revoke(email, keyId))) throw notFound('That key');
      publicKeyOrigins.changed();
      return reply.status(204).send();
    },
  });
}
