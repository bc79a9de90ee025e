import { useRevalidator } from '@remix-run/react';
import { ApiError, createApiClient } from '@taskwell/api-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionEndedHeader } from '../../session/sign-in-reason.ts';
import {
  isLinkedInAuthMessage,
  type LinkedInAuthMessage,
  linkedInChannelName,
  linkedInReceived,
  linkedInStateKey,
  popupFeatures,
} from './linkedin-popup.ts';

/** Where the Social tab's LinkedIn link stands in this page. */
export type LinkedInLinkStatus =
  /** Nothing in progress. */
  | { kind: 'idle' }
  /** The popup is open; the code has not come back yet. */
  | { kind: 'connecting' }
  /** The link was made (spec §8 'Successfully connected to LinkedIn!'). */
  | { kind: 'linked' }
  /** The link failed; the sentence says why. */
  | { kind: 'failed'; message: string }
  /** spec §8: the API ended the session. */
  | { kind: 'session-ended' };

/** spec §8's sentences. */
export const linkedInMessages = {
  linked: 'Successfully connected to LinkedIn!',
  failed: 'Error during LinkedIn authentication',
  invalidState: 'Invalid state parameter',
  blocked: 'Your browser blocked the LinkedIn window. Allow pop-ups for this site, then press Connect again.',
  notConfigured: 'Connecting a LinkedIn account is not set up on this Taskwell installation.',
  unreachable: 'The Taskwell service could not be reached. Try again in a moment.',
} as const;

/** How often the page looks whether the member closed the popup without finishing. */
const closedPollMs = 500;

/**
 * Connect: opens the 600×600 popup at once (a window opened after an `await` is blocked), asks the
 * API for the authorization page under a fresh UUID state kept in session storage, and waits for
 * the callback's message. Messages from other origins are ignored; a state that is not ours says
 * 'Invalid state parameter'; the code goes to the API through the studio's `/api/*` proxy.
 */
export function useLinkedInLink(): { status: LinkedInLinkStatus; connect: () => void } {
  const [status, setStatus] = useState<LinkedInLinkStatus>({ kind: 'idle' });
  const popup = useRef<Window | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const api = useCallback(() => {
    let ended = false;
    const client = createApiClient({
      baseUrl: window.location.origin,
      fetch: async (request) => {
        const response = await fetch(request);
        if (response.headers.get(sessionEndedHeader) === 'ended') ended = true;
        return response;
      },
    });
    return { client, ended: () => ended };
  }, []);

  const failure = useCallback((error: unknown, ended: boolean): LinkedInLinkStatus => {
    if (ended) return { kind: 'session-ended' };
    if (error instanceof ApiError && error.code === 'social_link_not_configured') {
      return { kind: 'failed', message: linkedInMessages.notConfigured };
    }
    if (error instanceof ApiError) return { kind: 'failed', message: linkedInMessages.failed };
    return { kind: 'failed', message: linkedInMessages.unreachable };
  }, []);

  useEffect(() => {
    async function onCallback({ code, state }: LinkedInAuthMessage) {
      const expected = window.sessionStorage.getItem(linkedInStateKey);
      if (!expected || state !== expected) {
        setStatus({ kind: 'failed', message: linkedInMessages.invalidState });
        return;
      }
      window.sessionStorage.removeItem(linkedInStateKey);
      popup.current = null;
      if (!code) {
        setStatus({ kind: 'failed', message: linkedInMessages.failed });
        return;
      }
      const { client, ended } = api();
      try {
        await client.linkLinkedIn({ code, state });
        setStatus({ kind: 'linked' });
        revalidate.current();
      } catch (error) {
        setStatus(failure(error, ended()));
      }
    }
    function onMessage(event: MessageEvent) {
      // Only our own callback page may answer (spec §5: same origin only).
      if (event.origin !== window.location.origin || !isLinkedInAuthMessage(event.data)) return;
      void onCallback(event.data);
    }
    // The callback's fallback when its opener was cut off (a channel is same-origin by nature).
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(linkedInChannelName);
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        // Other tabs of the studio hear it too: only the one that started this authorization answers.
        if (!isLinkedInAuthMessage(event.data)) return;
        const expected = window.sessionStorage.getItem(linkedInStateKey);
        if (!expected || event.data.state !== expected) return;
        channel.postMessage(linkedInReceived);
        void onCallback(event.data);
      };
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [api, failure]);

  // The member may close the popup without finishing: the button comes back.
  useEffect(() => {
    if (status.kind !== 'connecting') return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setStatus((current) => (current.kind === 'connecting' ? { kind: 'idle' } : current));
      }
    }, closedPollMs);
    return () => window.clearInterval(timer);
  }, [status.kind]);

  const connect = useCallback(() => {
    const state = crypto.randomUUID();
    window.sessionStorage.setItem(linkedInStateKey, state);
    const opened = window.open(
      'about:blank',
      'taskwell-linkedin-auth',
      popupFeatures({
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    );
    if (!opened) {
      setStatus({ kind: 'failed', message: linkedInMessages.blocked });
      return;
    }
    popup.current = opened;
    setStatus({ kind: 'connecting' });
    const { client, ended } = api();
    client.startLinkedInAuthorization({ state }).then(
      ({ authorizationUrl }) => {
        opened.location.href = authorizationUrl;
      },
      (error: unknown) => {
        opened.close();
        popup.current = null;
        setStatus(failure(error, ended()));
      },
    );
  }, [api, failure]);

  return { status, connect };
}
