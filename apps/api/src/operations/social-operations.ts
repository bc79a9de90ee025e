import { requireSession } from '../auth/authenticate.ts';
import { unavailable } from '../errors/domain-error.ts';
import type { OperationHandlers } from '../server-context.ts';

/**
 * The professional social network link (spec §4 Social link). No OAuth client is configured on this
 * server yet, so the call says so plainly (503) instead of pretending to link.
 */
export function socialOperations() {
  return {
    async linkLinkedIn(request) {
      requireSession(request);
      throw unavailable(
        'social_link_not_configured',
        'Linking a LinkedIn account is not configured on this server yet.',
      );
    },
  } satisfies OperationHandlers;
}
