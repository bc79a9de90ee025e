import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import type { Organization } from '@taskwell/api-sdk';
import { planRank } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { useEffect } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { BrandForm } from './brand-form.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { LogoForm } from './logo-form.tsx';
import { OrganizationMembers } from './member-list.tsx';
import * as styles from './organization.css.ts';
import { organizationAction } from './organization-action.server.ts';
import { OutcomeAlert } from './outcome-alert.tsx';
import { ReceivedInvitations } from './received-invitations.tsx';

/** Issue 26: organizations are for signed-in users only. */
export const handle = privateRoute;

/** What was typed stays on the page when the session ended. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const enterpriseRank = planRank('Enterprise');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const init = { signal: request.signal };
  return loadOrEndSession(signedIn, async (api) => {
    const [profile, { organizations }, received] = await Promise.all([
      api.getProfile(init),
      api.listMyOrganizations(init),
      api.listMyOrganizationInvitations(init),
    ]);
    // One organization each for now (decision 106): an owned one first, else the first joined.
    const organization = organizations.find((found) => found.role === 'owner') ?? organizations[0] ?? null;
    const [members, invitations] = organization
      ? await Promise.all([
          api.listOrganizationMembers(organization.organizationId, init),
          organization.role === 'owner'
            ? api.listOrganizationInvitations(organization.organizationId, init)
            : Promise.resolve({ invitations: [] }),
        ])
      : [{ members: [] }, { invitations: [] }];
    return {
      me: profile.id,
      mayCreate: planRank(profile.plan) >= enterpriseRank,
      organization,
      members: members.members,
      invitations: invitations.invitations,
      received: received.invitations,
    };
  });
}

export function action(args: ActionFunctionArgs) {
  return organizationAction(args);
}

/** The page header in the organization's brand (issue 26): its colour and logo. */
export function BrandHeader({ organization, title }: { organization: Organization | null; title: string }) {
  return (
    <header className={styles.header} style={{ borderBottomColor: organization?.accentColour ?? 'transparent' }}>
      {organization?.logo ? (
        <img
          src={`/api/organizations/${organization.organizationId}/logo?v=${encodeURIComponent(organization.logo.updatedAt)}`}
          alt={`${organization.name} logo`}
          className={styles.logo}
        />
      ) : null}
      <h1 className={styles.title} style={organization ? { color: organization.accentColour } : undefined}>
        {title}
      </h1>
    </header>
  );
}

export default function OrganizationRoute() {
  const { me, mayCreate, organization, members, invitations, received } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { open } = useSignIn();
  const sessionEnded = isSessionEnded(result);
  const outcome = result && !isSessionEnded(result) ? result : undefined;
  const fieldErrors = outcome?.status === 'invalid' ? outcome.fieldErrors : {};
  useEffect(() => {
    if (sessionEnded) open({ mode: 'login', reason: 'session-ended' });
  }, [sessionEnded, open]);

  if (!organization) {
    return (
      <div className={styles.page}>
        <BrandHeader organization={null} title="Organization" />
        <ReceivedInvitations invitations={received} />
        <OutcomeAlert outcome={outcome} intent={['leave']} />
        {mayCreate ? (
          <section className={styles.section} aria-labelledby="create-organization">
            <h2 id="create-organization">Create your organization</h2>
            <p>Give your team a shared space with your name, logo and colour, and invite members by e-mail.</p>
            <BrandForm intent="create" fieldErrors={fieldErrors} submitLabel="Create organization" />
            <OutcomeAlert outcome={outcome?.status === 'done' ? undefined : outcome} intent={['create']} />
          </section>
        ) : (
          <section className={styles.section}>
            <p>
              Organizations come with the Enterprise plan: your team under your own name, logo and colour, with members
              invited by e-mail.
            </p>
            <p>
              <Link to="/pricing">See the plans</Link>
            </p>
          </section>
        )}
      </div>
    );
  }

  const owner = organization.role === 'owner';
  const orgId = organization.organizationId;
  return (
    <div className={styles.page}>
      <BrandHeader organization={organization} title={organization.name} />
      <OutcomeAlert outcome={outcome} intent={['create', 'remove', 'revoke', 'accept']} />
      <ReceivedInvitations invitations={received} />
      {owner ? (
        <section className={styles.section} aria-labelledby="organization-brand">
          <h2 id="organization-brand">Brand</h2>
          <BrandForm intent="brand" organization={organization} fieldErrors={fieldErrors} submitLabel="Save" />
          <OutcomeAlert outcome={outcome} intent={['brand']} />
          <LogoForm
            organizationId={orgId}
            serverError={outcome?.intent === 'logo' && outcome.status !== 'done' ? outcome.message : undefined}
          />
          {outcome?.intent === 'logo' && outcome.status === 'done' ? (
            <Alert tone="positive">{outcome.message}</Alert>
          ) : null}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="organization-members">
        <h2 id="organization-members">Members</h2>
        <OrganizationMembers organization={organization} members={members} me={me} />
        <OutcomeAlert outcome={outcome?.status === 'done' ? undefined : outcome} intent={['leave']} />
      </section>
      {owner ? (
        <section className={styles.section} aria-labelledby="organization-invitations">
          <h2 id="organization-invitations">Pending invitations</h2>
          <InvitationList invitations={invitations} />
          <h3>Invite by e-mail</h3>
          <InviteForm organizationId={orgId} outcome={outcome} />
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: 'Organization · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Organization" />;
}
