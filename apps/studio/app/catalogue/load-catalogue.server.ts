import { AccessDeniedError, NetworkError, type Task, type TaskCategory } from '@taskwell/api-sdk';
import { taskCategories } from '@taskwell/domain';
import { createRequestApi } from '../session/api-client.server.ts';

// spec §9 leaves the browser's calls without a timeout; a server render still has to end when
// the API accepts the connection and never answers.
const catalogueTimeoutMs = 10_000;

/** The catalogue as a page shows it, or why it cannot. */
export type CatalogueResult = { state: 'ready'; tasks: Task[]; categories: TaskCategory[] } | { state: 'unreachable' };

/** The category of a signed-in user's own published tasks, first in their catalogue (issue 30). */
export const myTasksCategory: TaskCategory = {
  name: 'my-tasks',
  title: 'My tasks',
  description: 'The tasks you built and published in the Creator Studio.',
  imageName: '/images/categories/demo.svg',
};

/** The catalogue with the user's own published tasks first, in their own category. */
function withOwnTasks(tasks: Task[], categories: TaskCategory[], own: Task[]) {
  if (own.length === 0) return { tasks, categories };
  return {
    tasks: [...own.map((task) => ({ ...task, category: myTasksCategory.name })), ...tasks],
    categories: [myTasksCategory, ...categories],
  };
}

/**
 * The catalogue of `/` and `/tasks`: the tasks (with their forms, for the run modal) and the
 * categories, as a promise the page streams in after its first bytes (spec §2: a spinner while the
 * list loads, never a blank page). The catalogue is public (docs/decisions/005): a visitor's is
 * read without a token, and a session that ended is the root loader's to report. On `/tasks`,
 * `ownTasks` reads the signed-in user's own published tasks, shown first as "My tasks" (they run
 * on their latest version through the same run modal); when it cannot be read the public
 * catalogue still shows. `callerTasks` reads the catalogue as the signed-in user (issue 28: a list
 * of their own collections comes with their collections as its options); when the API no longer
 * takes the session (401), the public catalogue is read instead.
 */
export function loadCatalogue(
  request: Request,
  clientAddress: string | undefined,
  ownTasks?: (signal: AbortSignal) => Promise<Task[]>,
  callerTasks?: (signal: AbortSignal) => Promise<Task[]>,
) {
  const { api } = createRequestApi({ clientAddress });
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(catalogueTimeoutMs)]);
  const publicTasks = () => api.listTasks({ signal });
  const tasks = callerTasks
    ? callerTasks(signal).catch((error: unknown) => {
        // A session the API no longer takes still sees the public catalogue; other failures show.
        if (error instanceof AccessDeniedError) return publicTasks();
        throw error;
      })
    : publicTasks();
  const catalogue: Promise<CatalogueResult> = Promise.all([
    tasks,
    // The categories are the domain's own list; the API's reply is preferred, the domain's is enough.
    api.listTaskCategories({ signal }).catch(() => taskCategories.map((category) => ({ ...category }))),
    ownTasks ? ownTasks(signal).catch(() => []) : Promise.resolve([]),
  ]).then(
    ([tasks, categories, own]) => ({ state: 'ready' as const, ...withOwnTasks(tasks, categories, own) }),
    (error: unknown) => {
      // Unreachable is expected now and then (a deploy, a restart): the page says so. Anything
      // else is a fault and goes to the page's error element.
      if (error instanceof NetworkError) return { state: 'unreachable' as const };
      throw error;
    },
  );
  // The page's error element handles a rejection; this keeps it from counting as unhandled while
  // the promise waits to be streamed.
  catalogue.catch(() => undefined);
  return { catalogue };
}
