import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { callbackMessage, linkedInChannelName } from '../profile/linkedin-popup.ts';
import * as styles from './linkedin-auth.css.ts';

// `/linkedin-auth`: where LinkedIn sends the member back to, inside the popup the Social tab
// opened (spec §2, §5). It hands `code` and `state` to its opener, on this origin only, and closes.

/** What the page shows: handing over, or, when nobody took the message, where to go instead. */
type Handover = 'sending' | 'no-opener';

/** How long the page waits for the Social tab to answer on the channel. */
const channelWaitMs = 3000;

export default function LinkedInAuthRoute() {
  const [handover, setHandover] = useState<Handover>('sending');

  useEffect(() => {
    const message = callbackMessage(window.location.search);
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      // The target origin is ours: a page of another origin that opened this one gets nothing.
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    // No opener: the Social tab may still be open in this browser; it answers when it took it.
    if (typeof BroadcastChannel === 'undefined') {
      setHandover('no-opener');
      return;
    }
    const channel = new BroadcastChannel(linkedInChannelName);
    const timer = window.setTimeout(() => setHandover('no-opener'), channelWaitMs);
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'LinkedInAuthReceived') window.close();
    };
    channel.postMessage(message);
    return () => {
      window.clearTimeout(timer);
      channel.close();
    };
  }, []);

  return (
    <section className={styles.page} aria-live="polite">
      <h1 className={styles.title}>LinkedIn</h1>
      {handover === 'sending' ? (
        <p>Finishing the connection to LinkedIn…</p>
      ) : (
        <p>
          This window finishes connecting LinkedIn from your profile. Open <Link to="/profile">your profile</Link> and
          press Connect on the Social tab.
        </p>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: 'LinkedIn · Taskwell Studio' }];
