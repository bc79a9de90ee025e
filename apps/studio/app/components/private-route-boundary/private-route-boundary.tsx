import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { Button } from '@taskwell/ui/button';
import { useEffect } from 'react';
import { isServiceBusyBody, serviceBusyMessage } from '../../http/service-busy.ts';
import { type SignInReason, signInReasonOf } from '../../session/sign-in-reason.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { ProblemNotice } from '../problem-notice/index.ts';
import * as styles from './private-route-boundary.css.ts';

/** Props of {@link PrivateRouteBoundary}. */
export interface PrivateRouteBoundaryProps {
  /** The page's title, kept as its heading ("Profile"). */
  title: string;
}

function SignInRequired({ title, reason }: { title: string; reason: SignInReason }) {
  const { open } = useSignIn();
  // spec §2: a private page opens the sign-in modal for a visitor; the page stays the destination.
  useEffect(() => open({ mode: 'login', reason }), [open, reason]);
  return (
    <section className={styles.panel} aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>
        {reason === 'session-ended'
          ? 'Your session ended, sign in again to continue here.'
          : 'This page is part of My Studio. Sign in, or sign up for free, to continue here.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => open({ mode: 'login', reason })}>Login</Button>
        <Button variant="outline" onClick={() => open({ mode: 'signup', reason })}>
          Sign Up
        </Button>
        <Button asChild variant="subtle">
          <Link to="/">Go to My Tasks</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * The ErrorBoundary of a private route: a visitor (or a user whose session ended) sees the page's
 * title, the sign-in modal opened over it, and buttons to open it again; any other failure is
 * said in words with a way on.
 */
export function PrivateRouteBoundary({ title }: PrivateRouteBoundaryProps) {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) && error.status === 401 ? signInReasonOf(error.data) : undefined;
  if (reason) return <SignInRequired title={title} reason={reason} />;
  if (isRouteErrorResponse(error) && error.status === 503 && isServiceBusyBody(error.data)) {
    // Issue 42: a part of the service is down for a moment.
    return (
      <ProblemNotice title={`${title} could not be loaded`} headingLevel={1} actionHref="" actionLabel="Try again">
        {serviceBusyMessage} Nothing you saved is lost.
      </ProblemNotice>
    );
  }
  return (
    <ProblemNotice title={`${title} could not be loaded`} headingLevel={1} actionHref="" actionLabel="Try again">
      The Taskwell service did not answer as expected. Nothing you saved is lost: try again in a moment.
    </ProblemNotice>
  );
}
