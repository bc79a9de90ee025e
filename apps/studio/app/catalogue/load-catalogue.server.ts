import { data } from '@remix-run/node';
import { NetworkError } from '@taskwell/api-sdk';
import { createRequestApi } from '../session/api-client.server.ts';

// spec §9 leaves the browser's calls without a timeout; a server render still has to end when
// the API accepts the connection and never answers.
const catalogueTimeoutMs = 10_000;

/**
 * The task list of `/` and `/tasks` (the catalogue UI of spec §2 comes with the run modal). The
 * catalogue is public (docs/decisions/005), so it is read without the session token: a session
 * that ended is the root loader's to report, not a reason to hide the list.
 */
export async function loadCatalogue(request: Request, clientAddress: string | undefined) {
  const { api } = createRequestApi({ clientAddress });
  try {
    const tasks = await api.listTasks({
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(catalogueTimeoutMs)]),
    });
    // Only what the list shows travels to the browser.
    return {
      state: 'ready' as const,
      tasks: tasks.map(({ id, name, heading, powerFee }) => ({ id, name, heading, powerFee })),
    };
  } catch (error) {
    // Unreachable is expected now and then (a deploy, a restart): say so on the page, as a 503.
    // Anything else is a fault and goes to the ErrorBoundary.
    if (error instanceof NetworkError) return data({ state: 'unreachable' as const }, { status: 503 });
    throw error;
  }
}

/** What {@link loadCatalogue} gives a page. */
export type CatalogueData = Awaited<ReturnType<typeof loadCatalogue>>;
