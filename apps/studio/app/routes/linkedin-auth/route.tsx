import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { callbackMessage } from '../profile/linkedin-popup.ts';
import * as styles from './linkedin-auth.css.ts';

// `/linkedin-auth`: where LinkedIn sends the member back to, inside the popup the Social tab
// opened (spec §2, §5). It hands `code` and `state` to its opener, on this origin only, and closes.

/** What the page shows: handing over, or, without an opener, where to go instead. */
type Handover = 'sending' | 'no-opener';

export default function LinkedInAuthRoute() {
  const [handover, setHandover] = useState<Handover>('sending');

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setHandover('no-opener');
      return;
    }
    // The target origin is ours: a page of another origin that opened this one gets nothing.
    opener.postMessage(callbackMessage(window.location.search), window.location.origin);
    window.close();
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
