import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AccessDeniedError, ApiError, NetworkError } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { useEffect } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import * as styles from '../organization/organization.css.ts';

/** A visitor signs in with the usual PIN first and stays on this page (decision 020). */
export const handle = privateRoute;

export const shouldRevalidate = keepPageAfterSessionEnded;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const init = { signal: request.signal };
  return loadOrEndSession(signedIn, async (api) => {
    const [profile, { invitations }] = await Promise.all([
      api.getProfile(init),
      api.listMyOrganizationInvitations(init),
    ]);
    const invitation = invitations.find((found) => found.invitationId === params.invitationId) ?? null;
    return { me: profile.id, invitation };
  });
}

type AcceptOutcome =
  | { status: 'joined'; name: string }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** Accepts through the API; its 404 and 410 are put in words (decision 106). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    const joined = await opened.api.acceptOrganizationInvitation(params.invitationId ?? '', { signal: request.signal });
    return data<AcceptOutcome>({ status: 'joined', name: joined.name });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError && error.status === 410) {
      const message = 'This invitation has expired. Ask the organization’s owner to invite you again.';
      return data<AcceptOutcome>({ status: 'refused', message }, { status: 410 });
    }
    if (error instanceof ApiError && error.status === 404) {
      const message = 'This invitation is not open for your address: it was sent to another address or revoked.';
      return data<AcceptOutcome>({ status: 'refused', message }, { status: 404 });
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<AcceptOutcome>({ status: 'refused', message: error.message }, { status: 400 });
    }
    if (error instanceof NetworkError || error instanceof ApiError) {
      const message = 'The invitation could not be accepted right now. Please try again in a moment.';
      return data<AcceptOutcome>({ status: 'failed', message }, { status: 502 });
    }
    throw error;
  }
}

export default function AcceptInvitationRoute() {
  const { me, invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { open } = useSignIn();
  const dates = useReaderDates();
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !isSessionEnded(result) ? result : undefined;
  useEffect(() => {
    if (sessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, open]);

  if (outcome?.status === 'joined') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>You joined {outcome.name}</h1>
        <Alert tone="positive">Welcome to {outcome.name}.</Alert>
        <p>
          <Link to="/organization">Open your organization</Link>
        </p>
      </div>
    );
  }
  if (!invitation) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Invitation</h1>
        <Alert tone="critical">
          There is no open invitation with this link for {me}. It may have been sent to another address, revoked,
          expired or already accepted. If it was sent to another address, sign out and sign in with that one.
        </Alert>
        <p>
          <Link to="/organization">Go to your organization page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header} style={{ borderBottomColor: invitation.accentColour }}>
        <h1 className={styles.title} style={{ color: invitation.accentColour }}>
          Join {invitation.organizationName}
        </h1>
      </header>
      <p>
        {invitation.invitedByName} invites {me} to join {invitation.organizationName}. The invitation is open until{' '}
        {dates.date(invitation.expiresAt)}.
      </p>
      {outcome ? <Alert tone="critical">{outcome.message}</Alert> : null}
      <Form method="post">
        <Button type="submit" loading={navigation.state !== 'idle'}>
          Accept
        </Button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: 'Invitation · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Invitation" />;
}
