import { Await, Link, useRouteLoaderData } from '@remix-run/react';
import type { StoreListingView } from '@taskwell/api-sdk';
import { Alert, Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { SavedListingsResult } from '../../catalogue/load-saved-listings.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import {
  buyListingRun,
  listingStartNotice,
  noLongerSoldText,
  priceChangeText,
  pricePerRunText,
} from '../../task-run/buy-listing-run.ts';
import { createLazyBrowserApi } from '../../task-run/lazy-browser-api.ts';
import { useHydrated } from '../../task-run/use-hydrated.ts';
import * as styles from './catalogue-page.css.ts';

const RunModal = lazy(() => import('../run-modal/run-modal.tsx'));

/**
 * My Tasks' "From the AI Store" (issue 26): a card per listing the user added to My Tasks, with
 * its price, its creator, a link to its page and Run, which buys a run through the same run modal
 * as the listing's page. Shown only when the user added any.
 */
export function SavedListings({ saved }: { saved: Promise<SavedListingsResult> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={saved} errorElement={<SavedListingsFailed />}>
        {(result) =>
          result.state === 'ready' ? (
            result.listings.length > 0 ? (
              <SavedListingCards listings={result.listings} />
            ) : null
          ) : (
            <SavedListingsFailed />
          )
        }
      </Await>
    </Suspense>
  );
}

function SavedListingsFailed() {
  return (
    <div className={styles.saved}>
      <Alert tone="info" title="Your tasks from the AI Store could not be loaded">
        Your other tasks are below. Reload the page in a moment to see the ones you added from the AI Store.
      </Alert>
    </div>
  );
}

function SavedListingCards({ listings }: { listings: StoreListingView[] }) {
  const accountId = useRouteLoaderData<typeof rootLoader>('root')?.viewer?.id;
  const hydrated = useHydrated();
  const openSignIn = useSignIn().open;
  const api = useMemo(
    () => createLazyBrowserApi({ onSessionEnded: () => openSignIn({ mode: 'login', reason: 'session-ended' }) }),
    [openSignIn],
  );
  // The listing whose run modal is open, and the run it shows once one was accepted.
  const [running, setRunning] = useState<StoreListingView | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  // The price shown for the open listing; the server's price now when it changed meanwhile (issue 41).
  const [changedPrice, setChangedPrice] = useState<number | null>(null);
  const shownPrice = useRef(0);
  shownPrice.current = changedPrice ?? running?.price ?? 0;
  const execute = useMemo(
    () =>
      running ? buyListingRun(api.client, running.listingId, () => shownPrice.current, setChangedPrice) : undefined,
    [api, running],
  );
  const close = useCallback(() => {
    setRunning(null);
    setRequestId(null);
    setChangedPrice(null);
  }, []);

  return (
    <section className={styles.saved} aria-labelledby="from-the-ai-store">
      <h2 id="from-the-ai-store" className={styles.savedTitle}>
        From the AI Store
      </h2>
      <ul className={styles.savedGrid}>
        {listings.map((listing) => (
          <li key={listing.listingId} className={styles.savedCard}>
            <h3 className={styles.savedName}>
              <Link to={`/ai-store/${encodeURIComponent(listing.listingId)}`}>{listing.card.name}</Link>
            </h3>
            <p className={styles.muted}>By {listing.card.creatorName}</p>
            {listing.brand ? <p className={styles.muted}>In the {listing.brand.name} store</p> : null}
            <p>{pricePerRunText(listing.price)}</p>
            {listing.priceChange ? <p className={styles.muted}>{priceChangeText(listing.priceChange)}</p> : null}
            {listing.onSale ? null : <p className={styles.muted}>{noLongerSoldText}</p>}
            <div>
              <Button
                size="sm"
                onClick={() => setRunning(listing)}
                disabled={!hydrated || !listing.onSale}
                aria-label={`Run ${listing.card.name}`}
              >
                Run
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {hydrated && running ? (
        <Suspense
          fallback={
            <div className={styles.opening}>
              <Loader label={`Opening ${running.task.name}`} showLabel />
            </div>
          }
        >
          <RunModal
            task={running.task}
            accountId={accountId}
            requestId={requestId}
            onRunChange={setRequestId}
            onClose={close}
            execute={execute}
            startNotice={
              changedPrice === null
                ? listingStartNotice(running.price)
                : `The price changed: ${listingStartNotice(changedPrice)} Start the run again to accept it.`
            }
            openAt={`/ai-store/${encodeURIComponent(running.listingId)}`}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
