import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asSignedIn, signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider, useSignIn } from '../../sign-in/sign-in-context.tsx';
import { stubFuture } from '../../testing/stub-future.ts';
import { linkedInStateKey } from './linkedin-popup.ts';
import ProfileRoute, { action, ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

/** Shows what the sign-in modal was asked for, standing in for the modal of the root layout. */
function SignInProbe() {
  const { request } = useSignIn();
  return <output aria-label="sign-in request">{request ? `${request.mode}:${request.reason ?? ''}` : 'closed'}</output>;
}

/**
 * The profile route in a stub whose loader and action run with the cookie session of `token`
 * (the stub's requests carry no cookies, so each call is given one).
 */
function renderProfile(token: string | null) {
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
          path: 'profile',
          Component: ProfileRoute,
          ErrorBoundary,
          loader: async ({ request }) => loader({ request: await withSession(request), params: {}, context: {} }),
          action: async ({ request }) => action({ request: await withSession(request), params: {}, context: {} }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/profile']} future={stubFuture} />);
}

describe('the profile route', () => {
  describe('given a signed-in user', () => {
    it('should show the e-mail read-only with the note, and the saved names', async () => {
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));

      const email = await screen.findByRole('textbox', { name: 'Email' });
      expect(email).toHaveValue('ada@taskwell.dev');
      expect(email).toHaveAttribute('readonly');
      expect(screen.getByText("This field can't be changed due to security policy.")).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
      expect(screen.getByRole('textbox', { name: 'Organization Legal Name' })).toHaveValue('Analytical Engines Ltd');
    });

    it("should save through updateProfile and say 'Profile updated successfully!'", async () => {
      const user = userEvent.setup();
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));

      const first = await screen.findByRole('textbox', { name: 'First Name' });
      await user.clear(first);
      await user.type(first, 'Augusta Ada');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(mockApi.context.accounts.get('ada@taskwell.dev')?.profile.firstName).toBe('Augusta Ada');
    });

    it("should say 'Failed to update profile.' when the API fails, keeping the typed value", async () => {
      const user = userEvent.setup();
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));
      const last = await screen.findByRole('textbox', { name: 'Last Name' });
      await user.clear(last);
      await user.type(last, 'King');
      mockApi.failNext('updateProfile', 'server-error');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));

      expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('King');
    });

    it('should say the service is busy when the API answers 503, keeping every typed value (issue 42)', async () => {
      const user = userEvent.setup();
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));
      const first = await screen.findByRole('textbox', { name: 'First Name' });
      const organization = screen.getByRole('textbox', { name: 'Organization Legal Name' });
      await user.clear(first);
      await user.type(first, 'Augusta');
      await user.clear(organization);
      await user.type(organization, 'Engines Ltd');
      mockApi.failNext('updateProfile', 'service-busy');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));

      expect(
        await screen.findByText('The service is busy, try again in a moment. Your changes are still here.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Augusta');
      expect(screen.getByRole('textbox', { name: 'Organization Legal Name' })).toHaveValue('Engines Ltd');
      expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('closed');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(mockApi.context.accountFor('ada@taskwell.dev').profile.firstName).toBe('Augusta');
    });

    it('should refuse an empty first name with a message and save nothing', async () => {
      const user = userEvent.setup();
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));
      await user.clear(await screen.findByRole('textbox', { name: 'First Name' }));
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));

      expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
      expect(mockApi.context.accounts.get('ada@taskwell.dev')?.profile.firstName).toBe('Ada');
    });

    it('should open the sign-in modal and keep the typed values when the API ends the session', async () => {
      const user = userEvent.setup();
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));
      const first = await screen.findByRole('textbox', { name: 'First Name' });
      await user.clear(first);
      await user.type(first, 'Augusta');
      mockApi.failNext('updateProfile', 'unauthorized');
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));

      expect(await screen.findByText(/Your session ended before the profile was saved/)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('login:session-ended'),
      );
      expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Augusta');
    });
  });

  describe('the Social tab', () => {
    const email = 'ada@taskwell.dev';
    let token: string;
    let restoreFetch: () => void;

    /** A stand-in for the popup window: where the page sends it, and whether it was closed. */
    function fakePopup() {
      const popup = { closed: false, location: { href: 'about:blank' }, close: () => (popup.closed = true) };
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      return popup;
    }

    function post(data: unknown, origin = window.location.origin) {
      act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
    }

    beforeEach(() => {
      token = mockApi.context.issueSession(email);
      // The studio's `/api/*` proxy adds the session's token to the browser's calls; here the
      // browser's fetch does, since the stub has no proxy.
      const realFetch = globalThis.fetch;
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const request = new Request(input, init);
        request.headers.set('authorization', `Bearer ${token}`);
        return realFetch(request);
      });
      restoreFetch = () => spy.mockRestore();
      window.sessionStorage.clear();
    });
    afterEach(() => {
      restoreFetch();
      vi.restoreAllMocks();
    });

    async function openSocialTab() {
      const user = userEvent.setup();
      renderProfile(token);
      await user.click(await screen.findByRole('tab', { name: 'Social' }));
      return user;
    }

    it('should list LinkedIn with Connect and three networks coming soon', async () => {
      await openSocialTab();
      const list = screen.getByRole('list', { name: 'Social networks' });
      expect(within(list).getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
      expect(within(list).getAllByText('Coming Soon')).toHaveLength(3);
    });

    it('should say the link is not configured, with Connect disabled, on a server without LinkedIn settings', async () => {
      mockApi.context.linkedinConfigured = false;
      await openSocialTab();
      expect(screen.getByRole('button', { name: 'Connect LinkedIn' })).toBeDisabled();
      expect(screen.getByText(/not configured on this Taskwell installation/)).toBeInTheDocument();
    });

    it('should open the 600x600 popup on the authorization page with a UUID state kept in session storage, then link', async () => {
      const popup = fakePopup();
      const user = await openSocialTab();
      await user.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));

      const state = window.sessionStorage.getItem(linkedInStateKey) ?? '';
      expect(state).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(window.open).toHaveBeenCalledWith(
        'about:blank',
        expect.any(String),
        expect.stringContaining('width=600,height=600'),
      );
      await waitFor(() => expect(popup.location.href).toContain(`state=${state}`));
      const code = new URL(popup.location.href).searchParams.get('code');

      post({ type: 'LinkedInAuth', code, state });

      expect(await screen.findByText('Successfully connected to LinkedIn!')).toBeInTheDocument();
      expect(await screen.findByText('Connected')).toBeInTheDocument();
      expect(screen.getByText('Linked as Ada Lovelace.')).toBeInTheDocument();
      expect(window.sessionStorage.getItem(linkedInStateKey)).toBeNull();
    });

    it('should ignore a message from another origin, and refuse a state that is not its own', async () => {
      const popup = fakePopup();
      const user = await openSocialTab();
      await user.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
      const state = window.sessionStorage.getItem(linkedInStateKey) ?? '';
      await waitFor(() => expect(popup.location.href).toContain('code='));
      const code = new URL(popup.location.href).searchParams.get('code');

      post({ type: 'LinkedInAuth', code, state }, 'https://evil.example');
      expect(screen.queryByText('Successfully connected to LinkedIn!')).toBeNull();
      expect(mockApi.context.accountFor(email).linkedin).toBeUndefined();

      post({ type: 'LinkedInAuth', code, state: crypto.randomUUID() });
      expect(await screen.findByText('Invalid state parameter')).toBeInTheDocument();
      expect(mockApi.context.accountFor(email).linkedin).toBeUndefined();
    });

    it('should take the callback from the same-origin channel when the popup lost its opener, and answer it', async () => {
      const popup = fakePopup();
      const user = await openSocialTab();
      await user.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
      const state = window.sessionStorage.getItem(linkedInStateKey) ?? '';
      await waitFor(() => expect(popup.location.href).toContain('code='));
      const code = new URL(popup.location.href).searchParams.get('code');
      const callbackPage = new BroadcastChannel('taskwell.linkedin-auth');
      const answers: unknown[] = [];
      callbackPage.onmessage = (event: MessageEvent) => answers.push(event.data);
      try {
        callbackPage.postMessage({ type: 'LinkedInAuth', code, state });
        expect(await screen.findByText('Successfully connected to LinkedIn!')).toBeInTheDocument();
        expect(answers).toEqual([{ type: 'LinkedInAuthReceived' }]);
      } finally {
        callbackPage.close();
      }
    });

    it("should say 'Error during LinkedIn authentication' when the API refuses the code", async () => {
      const popup = fakePopup();
      const user = await openSocialTab();
      await user.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
      const state = window.sessionStorage.getItem(linkedInStateKey) ?? '';
      await waitFor(() => expect(popup.location.href).toContain('code='));

      post({ type: 'LinkedInAuth', code: 'a-code-the-provider-never-gave', state });

      expect(await screen.findByText('Error during LinkedIn authentication')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
    });

    it('should say so when the browser blocks the popup', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const user = await openSocialTab();
      await user.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
      expect(await screen.findByText(/Your browser blocked the LinkedIn window/)).toBeInTheDocument();
    });

    it('should disconnect', async () => {
      mockApi.context.linkLinkedIn(email, 'Ada Lovelace');
      const user = await openSocialTab();
      expect(screen.getByText('Connected')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Disconnect LinkedIn' }));

      expect(await screen.findByText('Disconnected from LinkedIn.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
      expect(mockApi.context.accountFor(email).linkedin).toBeUndefined();
    });
  });

  describe('given a visitor', () => {
    it('should keep the page title and open the sign-in modal (spec §2: the page stays the destination)', async () => {
      renderProfile(null);

      expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
      // The boundary opens the modal in an effect, after its first paint.
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('login:signed-out'),
      );
      expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    });
  });

  describe('given the service busy while the page loads (issue 42)', () => {
    it('should say so in the page, with a way to try again', async () => {
      mockApi.failNext('getProfile', 'service-busy');
      renderProfile(mockApi.context.issueSession('ada@taskwell.dev'));

      expect(await screen.findByRole('heading', { name: 'Profile could not be loaded', level: 1 })).toBeInTheDocument();
      expect(
        screen.getByText('The service is busy, try again in a moment. Nothing you saved is lost.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Try again')).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('closed');
    });
  });

  describe('given a session the API no longer accepts', () => {
    it('should end the cookie session and ask to sign in again', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/profile', token);
      mockApi.context.sessions.delete(token);

      const failure: unknown = await loader({ request, params: {}, context: {} }).catch((error: unknown) => error);

      expect(failure).toMatchObject({ data: { signIn: 'session-ended' }, init: { status: 401 } });
      const headers = new Headers((failure as { init: { headers: HeadersInit } }).init.headers);
      expect(headers.get('Set-Cookie')).toMatch(/taskwell-session=;/);
    });
  });
});
