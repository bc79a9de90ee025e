import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import { ApiError } from '@taskwell/api-sdk';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { durationText, ratingText, runsText, successText } from '../ai-store/figures.ts';
import * as styles from '../ai-store/store.css.ts';

export const handle = privateRoute;
export const shouldRevalidate = keepPageAfterSessionEnded;

/** A listing as a buyer sees it; a listing that is gone or not shown to the user is a 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const listingId = params.listingId ?? '';
  try {
    return await loadOrEndSession(signedIn, (api) =>
      api.getStoreListingForBuyer(listingId, { signal: request.signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ message: 'That task is not in the store.' }, 404);
    }
    throw error;
  }
}

export default function StoreListingRoute() {
  const view = useLoaderData<typeof loader>();
  const { card, figures } = view;
  return (
    <section style={view.brand ? { borderTop: `4px solid ${view.brand.accentColour}` } : undefined}>
      <p>
        <Link to={view.brand ? `/ai-store?organization=${view.brand.organizationId}` : '/ai-store'}>
          Back to the {view.brand ? `${view.brand.name} store` : 'AI Store'}
        </Link>
      </p>
      <div className={styles.card}>
        {card.imageName ? <img className={styles.image} src={card.imageName} alt="" /> : null}
        <h1 className={styles.title}>{card.name}</h1>
        <p>{card.heading}</p>
        <p>{card.description}</p>
        <p className={styles.muted}>By {card.creatorName}</p>
        <p>
          <strong>{view.price} credits</strong> a run
        </p>
        <p>{ratingText(figures)}</p>
        <p className={styles.muted}>
          {runsText(figures)} · {successText(figures)} · Typical run: {durationText(figures.medianRunSeconds)}
        </p>
      </div>
      <h2>Steps</h2>
      <ol aria-label="Steps">
        {view.steps.map((step, index) => (
          // Labels may repeat: a step is its place in the list, which never changes.
          <li key={index}>{step.label}</li>
        ))}
      </ol>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: view }) => [
  { title: `${view?.card.name ?? 'AI Store'} · Taskwell Studio` },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section>
        <h1>Task not found</h1>
        <p>This task is not in the store any more, or it is not shown to your account.</p>
        <Link to="/ai-store">Browse the AI Store</Link>
      </section>
    );
  }
  return <PrivateRouteBoundary title="AI Store" />;
}
