import { Link, useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFuture } from '../testing/stub-future.ts';
import { SignInProvider, useSignIn } from './sign-in-context.tsx';

/** Lands on `entry` with a page that, like the modal for a signed-in viewer, closes any request at once. */
function landSignedIn(entry: string) {
  const seen: (string | null)[] = [];
  let loads = 0;
  function ClosesAtOnce() {
    const { request, close } = useSignIn();
    const location = useLocation();
    seen.push(request?.mode ?? null);
    useEffect(() => {
      if (request) close();
    }, [request, close]);
    return <p>{`at ${location.pathname}${location.search}`}</p>;
  }
  const Stub = createRemixStub([
    {
      path: '/',
      loader: () => {
        loads += 1;
        return null;
      },
      Component: () => (
        <SignInProvider>
          <ClosesAtOnce />
        </SignInProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} future={stubFuture} />);
  return { seen, loads: () => loads };
}

describe('the sign-in state from the address', () => {
  const cases: { given: string; entry: string; want: string }[] = [
    { given: 'a Login link followed while signed in', entry: '/?auth=login', want: 'at /' },
    { given: 'a Sign Up link followed while signed in', entry: '/?auth=signup', want: 'at /' },
    { given: 'other parameters beside it', entry: '/?task=t1&auth=login', want: 'at /?task=t1' },
  ];
  it.each(cases)('given $given, should drop ?auth= in one navigation and not open again', async ({ entry, want }) => {
    const { seen, loads } = landSignedIn(entry);
    expect(await screen.findByText(want)).toBeInTheDocument();
    // The first render holds the address's request; once closed it never comes back.
    const opened = seen.indexOf(seen.find((mode) => mode !== null) ?? '');
    expect(opened).toBe(0);
    expect(seen.slice(seen.indexOf(null)).every((mode) => mode === null)).toBe(true);
    // The first load and the navigation that dropped ?auth=: no second one cut the first short.
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('given a visitor who closed it, should open it again from a Login link on the page', async () => {
    function Page() {
      const { request, close } = useSignIn();
      return (
        <>
          <p>{request ? `open for ${request.mode}` : 'closed'}</p>
          <button type="button" onClick={close}>
            Close
          </button>
          <Link to="/?auth=login">Login</Link>
        </>
      );
    }
    const Stub = createRemixStub([
      {
        path: '/',
        loader: () => null,
        Component: () => (
          <SignInProvider>
            <Page />
          </SignInProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/?auth=signup']} future={stubFuture} />);
    expect(await screen.findByText('open for signup')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('open for login')).toBeInTheDocument();
  });
});
