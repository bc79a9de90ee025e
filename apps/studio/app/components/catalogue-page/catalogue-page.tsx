import { Link, useNavigation } from '@remix-run/react';
import { Button } from '@taskwell/ui/button';
import { ProblemNotice } from '../problem-notice/index.ts';
import { TaskList, type TaskSummary } from '../task-list/index.ts';
import * as styles from './catalogue-page.css.ts';

/** Props of {@link CataloguePage}. */
export interface CataloguePageProps {
  /** The catalogue as the loader read it. */
  result: { state: 'ready'; tasks: TaskSummary[] } | { state: 'unreachable' };
  /** The page's own path, for Refresh and Try again. */
  path: string;
}

/** 'My Tasks': the catalogue's tasks with their fees, or why they cannot be listed. */
export function CataloguePage({ result, path }: CataloguePageProps) {
  const navigation = useNavigation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>My Tasks</h1>
        {result.state === 'ready' ? (
          <Button asChild variant="outline" size="sm" loading={refreshing}>
            <Link to={path}>Refresh</Link>
          </Button>
        ) : null}
      </div>
      {result.state === 'ready' ? (
        <TaskList tasks={result.tasks} />
      ) : (
        <ProblemNotice title="The task catalogue is out of reach" actionHref={path} actionLabel="Try again">
          The studio could not reach the Taskwell service, so your tasks cannot be listed right now. Nothing is lost:
          try again in a moment.
        </ProblemNotice>
      )}
    </>
  );
}

/** The heading of a catalogue page whose loader failed, above its error notice. */
export function CatalogueHeading() {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>My Tasks</h1>
    </div>
  );
}
