import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigation } from '@remix-run/react';
import { NetworkError } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { ProblemNotice } from '../components/problem-notice/index.ts';
import { TaskList } from '../components/task-list/index.ts';
import * as styles from './_index.css.ts';
import { getApiClient } from './api-client.server.ts';

// spec §9 leaves the browser's calls without a timeout; a server render still has to end when
// the API accepts the connection and never answers.
const catalogueTimeoutMs = 10_000;

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const tasks = await getApiClient().listTasks({
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

export default function TasksRoute() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === '/';

  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>My Tasks</h1>
        {result.state === 'ready' ? (
          <Button asChild variant="outline" size="sm" loading={refreshing}>
            <Link to="/">Refresh</Link>
          </Button>
        ) : null}
      </div>
      {result.state === 'ready' ? (
        <TaskList tasks={result.tasks} />
      ) : (
        <ProblemNotice title="The task catalogue is out of reach" actionHref="/" actionLabel="Try again">
          The studio could not reach the Taskwell service, so your tasks cannot be listed right now. Nothing is lost:
          try again in a moment.
        </ProblemNotice>
      )}
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: 'My Tasks · Taskwell Studio' },
  { name: 'description', content: 'The AI tasks you can run in Taskwell, with the credits each run costs.' },
];

export function ErrorBoundary() {
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>My Tasks</h1>
      </div>
      <ProblemNotice title="Your tasks could not be loaded" actionHref="/" actionLabel="Try again">
        Something went wrong while loading the task catalogue. Try again in a moment.
      </ProblemNotice>
    </>
  );
}
