import { createRemixStub } from '@remix-run/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFuture } from '../../testing/stub-future.ts';
import LinkedInAuthRoute from './route.tsx';

function renderCallback() {
  // The page reads the address of the window (the popup's), not the router's.
  window.history.replaceState(null, '', '/linkedin-auth?code=the-code&state=the-state');
  const Stub = createRemixStub([{ path: '/linkedin-auth', Component: LinkedInAuthRoute }]);
  render(<Stub initialEntries={['/linkedin-auth?code=the-code&state=the-state']} future={stubFuture} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('the LinkedIn callback page', () => {
  it('should post the code and state to its opener, on its own origin only, and close', async () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);

    renderCallback();

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'LinkedInAuth', code: 'the-code', state: 'the-state' },
      window.location.origin,
    );
  });

  it('should send the visitor to the profile when no window opened it and no tab answers', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderCallback();
    expect(await screen.findByRole('link', { name: 'your profile' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(close).not.toHaveBeenCalled();
  });
});

describe('the LinkedIn callback page cut off from its opener', () => {
  it('should hand the message over on the same-origin channel and close once the Social tab answers', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const tab = new BroadcastChannel('taskwell.linkedin-auth');
    const heard: unknown[] = [];
    tab.onmessage = (event: MessageEvent) => {
      heard.push(event.data);
      tab.postMessage({ type: 'LinkedInAuthReceived' });
    };
    try {
      renderCallback();
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(heard).toEqual([{ type: 'LinkedInAuth', code: 'the-code', state: 'the-state' }]);
    } finally {
      tab.close();
    }
  });
});
