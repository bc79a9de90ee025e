import { useLoaderData } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StudioShell } from './components/studio-shell/index.ts';
import { loader } from './root.tsx';
import { signedInRequest } from './session/testing/signed-in-request.ts';
import { SignInProvider } from './sign-in/sign-in-context.tsx';
import { stubFuture } from './testing/stub-future.ts';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

async function requestAs(token: string | null) {
  return token ? signedInRequest('http://studio.test/', token) : new Request('http://studio.test/');
}

/** The root loader's data, unwrapped from data() when it set a cookie. */
async function loadRoot(token: string | null) {
  const reply: unknown = await loader({ request: await requestAs(token), params: {}, context: {} });
  return reply as { data?: unknown; init?: { headers?: HeadersInit } } & Record<string, unknown>;
}

/** The shell as the root layout renders it, with the root loader running as `token`. */
function renderShell(token: string | null) {
  function Shell() {
    const data = useLoaderData<typeof loader>();
    return (
      <SignInProvider>
        <StudioShell viewer={data.viewer} marketingUrl={data.marketingUrl} currentPath="/">
          page
        </StudioShell>
      </SignInProvider>
    );
  }
  const Stub = createRemixStub([
    {
      path: '/',
      loader: async () => loader({ request: await requestAs(token), params: {}, context: {} }),
      Component: Shell,
    },
  ]);
  render(<Stub initialEntries={['/']} future={stubFuture} />);
}

describe('the root loader', () => {
  it('given a visitor, should show no account', async () => {
    expect(await loadRoot(null)).toMatchObject({ viewer: null, sessionEnded: false });
  });

  it('given a signed-in user, should give the header their first name, plan and balance', async () => {
    const reply = await loadRoot(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(reply).toMatchObject({
      viewer: { name: 'Ada', plan: 'Explorer', accountBalance: 1250 },
      sessionEnded: false,
    });
  });

  it('given a profile without a first name, should fall back to the id (spec §2)', async () => {
    const reply = await loadRoot(mockApi.context.issueSession('new@taskwell.dev'));
    expect(reply).toMatchObject({ viewer: { name: 'new@taskwell.dev', plan: 'Free', accountBalance: 25 } });
  });

  it('given a token the API refuses, should end the cookie session and say that it ended', async () => {
    const token = mockApi.context.issueSession('ada@taskwell.dev');
    mockApi.failNext('getProfile', 'unauthorized');
    const reply = await loadRoot(token);
    expect(reply.data).toMatchObject({ viewer: null, sessionEnded: true });
    expect(new Headers(reply.init?.headers).get('Set-Cookie')).toMatch(/^taskwell-session=;/);
  });

  it('given the API out of reach, should keep the user signed in by the account id, without figures', async () => {
    const token = mockApi.context.issueSession('grace@taskwell.dev');
    mockApi.failNext('getProfile', 'network');
    expect(await loadRoot(token)).toMatchObject({ viewer: { name: 'grace@taskwell.dev' } });
  });
});

describe('the shell', () => {
  it('given a visitor, should offer Sign Up and Login and the public group only', async () => {
    renderShell(null);

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/?auth=signup');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?auth=login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Pricing is the studio's own page, where plans are bought.
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).queryByRole('group', { name: 'Navigation group' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2023–\d{4} Taskwell$/);
  });

  it('given a signed-in user, should show credits, plan and welcome, the group selector, the labels and Logout', async () => {
    renderShell(mockApi.context.issueSession('ada@taskwell.dev'));

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Welcome, Ada')).toBeInTheDocument();
    expect(within(header).getByText('1,250')).toBeInTheDocument();
    expect(within(header).getByText('Explorer')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('button', { name: 'My Studio' }).click();
    expect(await within(nav).findByRole('link', { name: 'Billing | 1,250 credits' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(nav).getByRole('link', { name: 'Profile | Explorer' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'Tasks in Process' })).toHaveAttribute('href', '/queue');
    expect(within(nav).getByRole('link', { name: 'My Assets' })).toHaveAttribute('href', '/assets');
    expect(within(nav).getByRole('link', { name: 'Creator Studio' })).toHaveAttribute('href', '/creator');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
