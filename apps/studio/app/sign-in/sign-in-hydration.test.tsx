import { createRemixStub } from '@remix-run/testing';
import { act } from '@testing-library/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { stubFuture } from '../testing/stub-future.ts';
import { SignInProvider, useSignIn } from './sign-in-context.tsx';

// The sign-in modal's code loads after hydration, and for a signed-in viewer it closes a `?auth=`
// request at once. A part of the page streamed in later (the catalogue, whose buttons read the
// sign-in context) may not have hydrated yet at that moment: the close must not make React throw
// away that part's server HTML (error #421, a page error in the browser).

/** A part of the page that reads the context, like the catalogue's buttons. */
function Reader() {
  const { request } = useSignIn();
  return <p>{request ? 'asked to sign in' : 'catalogue'}</p>;
}

/** The modal of a signed-in viewer: closes the address's request as soon as it is there. */
function ClosesAtOnce() {
  const { request, close } = useSignIn();
  useEffect(() => {
    if (request) close();
  }, [request, close]);
  return null;
}

/** On the client the boundary's code is still loading, so it stays as the server sent it. */
const StillLoading = lazy(() => new Promise<never>(() => undefined));

function Page({ streamed }: { streamed: ReactNode }) {
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <Suspense fallback={<p>loading</p>}>
            <Reader />
            {streamed}
          </Suspense>
          <ClosesAtOnce />
        </SignInProvider>
      ),
    },
  ]);
  return <Stub initialEntries={['/?auth=login']} future={stubFuture} />;
}

/**
 * The server's HTML of `page`. The router stub uses layout effects, which the server renderer
 * warns about once per component: those warnings, and only those, are the stub's, not the page's.
 */
function serverHtml(page: ReactNode): string {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = renderToString(page);
    const others = spy.mock.calls.filter(
      ([message]) => !String(message).includes('useLayoutEffect does nothing on the server'),
    );
    expect(others).toEqual([]);
    return html;
  } finally {
    spy.mockRestore();
  }
}

describe('closing the sign-in request while part of the page is still hydrating', () => {
  it('should keep that part and report no recoverable error', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<Page streamed={<span>rows</span>} />);
    document.body.append(container);
    const errors: string[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page streamed={<StillLoading />} />, {
        onRecoverableError: (error) => errors.push(String(error)),
      }),
    );
    // The close ran (its effect is outside the boundary); the boundary kept the server's HTML.
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('asked to sign in');
    expect(container.textContent).toContain('rows');
    act(() => root.unmount());
    container.remove();
  });
});
