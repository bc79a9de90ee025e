import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AccessDeniedError, ApiError, NetworkError } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { type SocialConnection, SocialConnections } from '@taskwell/ui/social-connections';
import { Tabs } from '@taskwell/ui/tabs';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { isServiceBusy, type ServiceBusyBody, serviceBusyMessage } from '../../http/service-busy.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import * as styles from './profile.css.ts';
import { type ProfileFieldErrors, profileFieldErrors, profileFields } from './profile-fields.ts';
import { linkedInMessages, useLinkedInLink } from './use-linkedin-link.ts';

/** spec §2: the profile is for signed-in users only. */
export const handle = privateRoute;

/** What the user typed stays on the page when the save found the session over. */
export const shouldRevalidate = keepPageAfterSessionEnded;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const [profile, linkedin] = await loadOrEndSession(signedIn, (api) =>
    Promise.all([api.getProfile({ signal: request.signal }), api.getLinkedInLink({ signal: request.signal })]),
  );
  return {
    linkedin: {
      configured: linkedin.configured,
      connected: linkedin.connected,
      memberName: linkedin.memberName ?? null,
    },
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      organization: profile.organization,
    },
  };
}

/** What the profile action answers. */
type ProfileOutcome =
  | { status: 'saved' }
  | { status: 'invalid'; fieldErrors: ProfileFieldErrors }
  | { status: 'failed' }
  /** Issue 42: the API was busy for a moment; the typed values stay in the form (no reload). */
  | ({ status: 'busy' } & ServiceBusyBody)
  | { status: 'disconnected' }
  | { status: 'disconnect-failed' };

/** The `intent` of the Social tab's Disconnect form. */
const disconnectIntent = 'disconnect-linkedin';

/** Disconnect: the API removes the link and its tokens (decision 070). */
async function disconnectLinkedIn(request: Request, context: ActionFunctionArgs['context']) {
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    await opened.api.unlinkLinkedIn({ signal: request.signal });
    return data<ProfileOutcome>({ status: 'disconnected' });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof NetworkError || error instanceof ApiError) {
      return data<ProfileOutcome>({ status: 'disconnect-failed' }, { status: 502 });
    }
    throw error;
  }
}

/**
 * 'Update Profile' saves through `updateProfile` (seed defect fixed, spec §2). A session that
 * ended keeps the typed values on the page (see sessionEndedReply).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === disconnectIntent) return disconnectLinkedIn(request, context);
  const parsed = profileFields.safeParse({
    firstName: form.get('firstName') ?? '',
    lastName: form.get('lastName') ?? '',
    organization: form.get('organization') ?? '',
  });
  if (!parsed.success) {
    return data<ProfileOutcome>({ status: 'invalid', fieldErrors: profileFieldErrors(parsed.error) }, { status: 400 });
  }
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    await opened.api.updateProfile(parsed.data, { signal: request.signal });
    return data<ProfileOutcome>({ status: 'saved' });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (isServiceBusy(error)) return data<ProfileOutcome>({ status: 'busy', serviceBusy: true }, { status: 503 });
    if (error instanceof NetworkError || error instanceof ApiError) {
      return data<ProfileOutcome>({ status: 'failed' }, { status: 502 });
    }
    throw error;
  }
}

const otherNetworks: SocialConnection[] = [
  { network: 'x', name: 'X', state: 'coming-soon' },
  { network: 'facebook', name: 'Facebook', state: 'coming-soon' },
  { network: 'youtube', name: 'YouTube', state: 'coming-soon' },
];

export default function ProfileRoute() {
  const { profile, linkedin: link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { open } = useSignIn();
  const linking = useLinkedInLink();
  const submitting = navigation.state !== 'idle' && navigation.formAction === '/profile';
  const disconnecting = submitting && navigation.formData?.get('intent') === disconnectIntent;
  const saving = submitting && !disconnecting;
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !isSessionEnded(result) ? result : undefined;
  const fieldErrors = outcome?.status === 'invalid' ? outcome.fieldErrors : {};

  const linkSessionEnded = linking.status.kind === 'session-ended';
  useEffect(() => {
    if (sessionEnded || linkSessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, linkSessionEnded, open]);

  const linkedin: SocialConnection = link.connected
    ? {
        network: 'linkedin',
        name: 'LinkedIn',
        state: 'connected',
        note: link.memberName ? `Linked as ${link.memberName}.` : undefined,
      }
    : link.configured
      ? {
          network: 'linkedin',
          name: 'LinkedIn',
          state: 'available',
          note: 'Link your LinkedIn account to share your results there.',
        }
      : {
          network: 'linkedin',
          name: 'LinkedIn',
          state: 'not-configured',
          note: 'Connecting a LinkedIn account is not configured on this Taskwell installation.',
        };
  const linkAlert =
    linking.status.kind === 'linked' && link.connected ? (
      <Alert tone="positive">{linkedInMessages.linked}</Alert>
    ) : linking.status.kind === 'failed' ? (
      <Alert tone="critical">{linking.status.message}</Alert>
    ) : outcome?.status === 'disconnected' && !submitting && !link.connected ? (
      <Alert tone="positive">Disconnected from LinkedIn.</Alert>
    ) : outcome?.status === 'disconnect-failed' && !submitting ? (
      <Alert tone="critical">LinkedIn could not be disconnected. Try again in a moment.</Alert>
    ) : null;

  return (
    <>
      <h1 className={styles.title}>Profile</h1>
      <p className={styles.organizationLink}>
        <Link to="/organization">Your organization</Link>: its brand, members and invitations.
      </p>
      <Tabs
        label="Account settings"
        items={[
          {
            value: 'profile',
            label: 'Profile',
            content: (
              <Form method="post" className={styles.form} noValidate>
                <TextInput
                  label="Email"
                  value={profile.id}
                  readOnly
                  description="This field can't be changed due to security policy."
                />
                <TextInput
                  label="First Name"
                  name="firstName"
                  autoComplete="given-name"
                  defaultValue={profile.firstName}
                  maxLength={100}
                  required
                  error={fieldErrors.firstName}
                />
                <TextInput
                  label="Last Name"
                  name="lastName"
                  autoComplete="family-name"
                  defaultValue={profile.lastName}
                  maxLength={100}
                  required
                  error={fieldErrors.lastName}
                />
                <TextInput
                  label="Organization Legal Name"
                  name="organization"
                  autoComplete="organization"
                  defaultValue={profile.organization}
                  maxLength={200}
                  error={fieldErrors.organization}
                />
                {sessionEnded ? (
                  <Alert tone="critical">
                    Your session ended before the profile was saved. Your changes are still here: sign in again, then
                    press Update Profile.
                  </Alert>
                ) : null}
                {outcome?.status === 'saved' && !saving ? (
                  <Alert tone="positive">Profile updated successfully!</Alert>
                ) : null}
                {outcome?.status === 'failed' && !saving ? (
                  <Alert tone="critical">Failed to update profile.</Alert>
                ) : null}
                {outcome?.status === 'busy' && !saving ? (
                  <Alert tone="critical">{serviceBusyMessage} Your changes are still here.</Alert>
                ) : null}
                <div>
                  <Button type="submit" loading={saving}>
                    Update Profile
                  </Button>
                </div>
              </Form>
            ),
          },
          {
            value: 'social',
            label: 'Social',
            content: (
              <div className={styles.social}>
                <SocialConnections
                  connections={[linkedin, ...otherNetworks]}
                  onConnect={linking.connect}
                  connecting={linking.status.kind === 'connecting' ? 'linkedin' : undefined}
                />
                {link.connected ? (
                  <Form method="post" className={styles.linkNote}>
                    <input type="hidden" name="intent" value={disconnectIntent} />
                    <Button type="submit" size="sm" variant="outline" loading={disconnecting}>
                      Disconnect LinkedIn
                    </Button>
                  </Form>
                ) : null}
                <div aria-live="polite">{linkAlert}</div>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Profile · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Profile" />;
}
