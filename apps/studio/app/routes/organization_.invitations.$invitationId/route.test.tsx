import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider, useSignIn } from '../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../testing/stub-future.ts';
import AcceptInvitationRoute, { action, ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
});
afterAll(() => mockApi.server.close());

const owner = 'ada@taskwell.dev';
const invitee = 'newcomer@example.com';

/** Shows what the sign-in modal was asked for, standing in for the modal of the root layout. */
function SignInProbe() {
  const { request } = useSignIn();
  return <output aria-label="sign-in request">{request ? request.mode : 'closed'}</output>;
}

/** The accept page of `invitationId` for `email`, or for a visitor when `email` is null. */
function renderAccept(invitationId: string, email: string | null) {
  const token = email ? mockApi.context.issueSession(email) : null;
  const withSession = async (request: Request) => (token ? asSignedIn(request, token) : request);
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <SignInProbe />
          <Outlet />
        </SignInProvider>
      ),
      children: [
        {
          path: 'organization/invitations/:invitationId',
          Component: AcceptInvitationRoute,
          ErrorBoundary,
          loader: async ({ request, params }) => loader({ request: await withSession(request), params, context: {} }),
          action: async ({ request, params }) => action({ request: await withSession(request), params, context: {} }),
        },
        { path: 'organization', Component: () => <h1>Your organization</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/organization/invitations/${invitationId}`]} future={stubFuture} />);
}

/** An organization of `owner` with an invitation to `email`, open for `days` more days. */
function seedInvitation(email: string, days = 7) {
  const organizationId = mockApi.context.newUuid();
  const invitationId = mockApi.context.newUuid();
  const now = Date.now();
  mockApi.context.organizations.set(organizationId, {
    organization: {
      organizationId,
      name: 'Analytical Engines',
      accentColour: '#aa3300',
      logo: null,
      createdAt: new Date(now).toISOString(),
    },
    members: new Map([[owner, { role: 'owner' as const, joinedAt: new Date(now).toISOString() }]]),
    invitations: new Map([
      [
        invitationId,
        {
          invitationId,
          organizationId,
          email,
          invitedBy: owner,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + days * 86_400_000).toISOString(),
          status: 'pending' as const,
        },
      ],
    ]),
  });
  return { organizationId, invitationId };
}

describe('the invitation page', () => {
  it('should ask a visitor to sign in first, staying on the page', async () => {
    const { invitationId } = seedInvitation(invitee);
    renderAccept(invitationId, null);

    await waitFor(() => expect(screen.getByLabelText('sign-in request')).toHaveTextContent('login'));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('should let the invitee join', async () => {
    const { organizationId, invitationId } = seedInvitation(invitee);
    renderAccept(invitationId, invitee);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join Analytical Engines', level: 1 })).toBeInTheDocument();
    expect(
      // Issue 39: the inviter by name, not by address; the day in the house format.
      screen.getByText(
        /^Ada Lovelace invites newcomer@example\.com to join Analytical Engines\. The invitation is open until \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { name: 'You joined Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your organization' })).toHaveAttribute('href', '/organization');
    expect(mockApi.context.organizations.get(organizationId)?.members.get(invitee)?.role).toBe('member');
  });

  it('should say why when the invitation is for another address', async () => {
    const { organizationId, invitationId } = seedInvitation('someone-else@example.com');
    renderAccept(invitationId, invitee);

    expect(
      await screen.findByText(/There is no open invitation with this link for newcomer@example\.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(mockApi.context.organizations.get(organizationId)?.members.has(invitee)).toBe(false);
  });

  // The refusals of the accept step itself: the API's 404 and 410 as the page words them. The action
  // is called as the form would post it, so that the reply alone is checked, whatever the page does next.
  async function acceptAs(email: string, invitationId: string) {
    const token = mockApi.context.issueSession(email);
    const request = await signedInRequest(`http://studio.test/organization/invitations/${invitationId}`, token, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    const reply = (await action({ request, params: { invitationId }, context: {} })) as {
      data: { status: string; message?: string };
      init: { status?: number } | null;
    };
    return { ...reply.data, httpStatus: reply.init?.status };
  }

  it('should say it was revoked or sent elsewhere when it is revoked while the page is open', async () => {
    const { organizationId, invitationId } = seedInvitation(invitee);
    const kept = mockApi.context.organizations.get(organizationId)?.invitations.get(invitationId);
    if (kept) kept.status = 'revoked';

    expect(await acceptAs(invitee, invitationId)).toEqual({
      status: 'refused',
      message: 'This invitation is not open for your address: it was sent to another address or revoked.',
      httpStatus: 404,
    });
    expect(mockApi.context.organizations.get(organizationId)?.members.has(invitee)).toBe(false);
  });

  it('should say it expired when the API finds it past its date', async () => {
    const { organizationId, invitationId } = seedInvitation(invitee);
    const kept = mockApi.context.organizations.get(organizationId)?.invitations.get(invitationId);
    if (kept) kept.expiresAt = new Date(Date.now() - 1000).toISOString();

    expect(await acceptAs(invitee, invitationId)).toEqual({
      status: 'refused',
      message: 'This invitation has expired. Ask the organization’s owner to invite you again.',
      httpStatus: 410,
    });
    expect(mockApi.context.organizations.get(organizationId)?.members.has(invitee)).toBe(false);
  });
});
