import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AccessDeniedError, ApiError, NetworkError } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { type SocialConnection, SocialConnections } from '@taskwell/ui/social-connections';
import { Tabs } from '@taskwell/ui/tabs';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import * as styles from './profile.css.ts';
import { type ProfileFieldErrors, profileFieldErrors, profileFields } from './profile-fields.ts';

/** spec §2: the profile is for signed-in users only. */
export const handle = privateRoute;

/** What the user typed stays on the page when the save found the session over. */
export const shouldRevalidate = keepPageAfterSessionEnded;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const profile = await loadOrEndSession(signedIn, (api) => api.getProfile({ signal: request.signal }));
  return {
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      organization: profile.organization,
      linkedinConnected: profile.linkedinConnected ?? false,
    },
  };
}

/** What the profile action answers. */
type ProfileOutcome =
  | { status: 'saved' }
  | { status: 'invalid'; fieldErrors: ProfileFieldErrors }
  | { status: 'failed' };

/**
 * 'Update Profile' saves through `updateProfile` (seed defect fixed, spec §2). A session that
 * ended keeps the typed values on the page (see sessionEndedReply).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
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
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { open } = useSignIn();
  const saving = navigation.state !== 'idle' && navigation.formAction === '/profile';
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !isSessionEnded(result) ? result : undefined;
  const fieldErrors = outcome?.status === 'invalid' ? outcome.fieldErrors : {};

  useEffect(() => {
    if (sessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, open]);

  const linkedin: SocialConnection = profile.linkedinConnected
    ? { network: 'linkedin', name: 'LinkedIn', state: 'connected' }
    : {
        network: 'linkedin',
        name: 'LinkedIn',
        state: 'not-configured',
        note: 'Connecting a LinkedIn account is not set up on this Taskwell installation yet.',
      };

  return (
    <>
      <h1 className={styles.title}>Profile</h1>
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
            content: <SocialConnections connections={[linkedin, ...otherNetworks]} />,
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
