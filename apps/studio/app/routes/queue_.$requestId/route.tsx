import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { ApiError } from '@taskwell/api-sdk';
import { stepperModel } from '@taskwell/task-engine';
import { Badge } from '@taskwell/ui/badge';
import { LinkButton } from '@taskwell/ui/link-button';
import { Stepper } from '@taskwell/ui/stepper';
import { AutomationOrigin } from '../../components/automation-origin/index.ts';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { ProblemNotice } from '../../components/problem-notice/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { statusLabels, statusTone } from '../queue/run-rows.ts';
import * as styles from './run-detail.css.ts';
import { isCheckedText, TextResult } from './text-result.tsx';

/** spec §2: a run is its owner's only. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

/** One run of the user with its inputs and results (another user's answers 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const requestId = params.requestId ?? '';
  try {
    const run = await loadOrEndSession(signedIn, (api) => api.getRun(requestId, { signal: request.signal }));
    return { run };
  } catch (error) {
    // Someone else's run is not found either (the API says 404 for both).
    if (error instanceof ApiError && error.status === 404) throw data({ notFound: true }, { status: 404 });
    throw error;
  }
}

/** Where an asset's bytes are, through the studio's `/api/*` proxy. */
const assetHref = (assetId: string, download: boolean) =>
  `/api/asset/get/${encodeURIComponent(assetId)}${download ? '?download=true' : ''}`;

export default function RunDetailRoute() {
  const { run } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/queue">← Tasks in Process</Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{run.taskName}</h1>
        <Badge tone={statusTone(run.status)}>{statusLabels[run.status]}</Badge>
      </div>
      <AutomationOrigin automation={run.automation} />
      <Stepper steps={stepperModel(run).steps} label={`Progress of ${run.taskName}`} />
      {run.message ? <p>{run.message}</p> : null}
      <section className={styles.section} aria-labelledby="results-title">
        <h2 className={styles.subtitle} id="results-title">
          Results
        </h2>
        {run.results.length === 0 ? (
          <p className={styles.muted}>No results yet.</p>
        ) : (
          <ul className={styles.list}>
            {run.results.flatMap((result) =>
              result.parameter.value.map((item) => (
                <li key={item.data} className={styles.item}>
                  <span>
                    <strong>{result.parameter.name}</strong>{' '}
                    <span className={styles.muted}>
                      {result.parameter.metadata['Content-Type']} · {item.source}
                    </span>
                  </span>
                  <span>
                    <LinkButton href={assetHref(item.data, false)} variant="outline" size="sm" target="_blank">
                      View
                    </LinkButton>{' '}
                    <LinkButton href={assetHref(item.data, true)} variant="outline" size="sm" download>
                      Download
                    </LinkButton>
                  </span>
                  {isCheckedText(result) ? <TextResult item={item} /> : null}
                </li>
              )),
            )}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="inputs-title">
        <h2 className={styles.subtitle} id="inputs-title">
          Inputs
        </h2>
        <ul className={styles.list}>
          {run.inputs.map((input) => (
            <li key={input.name} className={styles.item}>
              <strong>{input.name}</strong>
              <span className={styles.muted}>{input.assetId ? 'a file' : input.value}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Run · Taskwell Studio' }];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ProblemNotice title="This run was not found" headingLevel={1} actionHref="/queue" actionLabel="Tasks in Process">
        It may have been started by another account. Your runs are listed in Tasks in Process.
      </ProblemNotice>
    );
  }
  return <PrivateRouteBoundary title="Run" />;
}
