import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Form,
  isRouteErrorResponse,
  Link,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
  useSubmit,
} from '@remix-run/react';
import { ApiError, type Organization, type StoreListingPage, type StoreListingSummary } from '@taskwell/api-sdk';
import { categoryTitleOf, pluralWords } from '@taskwell/domain';
import { Select } from '@taskwell/ui/select';
import { StoreCardGrid, type StoreLinkRenderer } from '@taskwell/ui/store-card';
import { useEffect, useRef, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { ProblemNotice } from '../../components/problem-notice/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import * as styles from './store.css.ts';

export const handle = privateRoute;
export const shouldRevalidate = keepPageAfterSessionEnded;

const sorts = [
  { value: 'popular', label: 'Popular' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
] as const;
type Sort = (typeof sorts)[number]['value'];
const isSort = (value: string | null): value is Sort => sorts.some((sort) => sort.value === value);

/**
 * A page of the store: `?q=&category=&sort=`, `?organization=` for a private store, `?limit=` cards
 * a page (the API's default otherwise), `?cursor=` the next page (what "Load more" fetches). The
 * caller's organizations name the private stores they may switch to (none when that cannot be read:
 * the public store still shows).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const params = new URL(request.url).searchParams;
  const sort = params.get('sort');
  const limit = Number(params.get('limit'));
  const cursor = params.get('cursor') || undefined;
  const organizationId = params.get('organization') || undefined;
  return loadOrEndSession(signedIn, async (api) => {
    const [page, organizations] = await Promise.all([
      api
        .searchStoreListings(
          {
            q: params.get('q')?.slice(0, 200) || undefined,
            category: params.get('category') || undefined,
            sort: isSort(sort) ? sort : undefined,
            organizationId,
            limit: Number.isInteger(limit) && limit >= 1 && limit <= 50 ? limit : undefined,
            cursor,
          },
          { signal: request.signal },
        )
        .catch((error: unknown) => {
          // Issue 39: an organization's store the caller is not a member of (or that does not
          // exist, or an id that is not one) is not found, as the API says: a 404 page, not a fault.
          if (organizationId && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            throw data({ message: 'That store was not found, or it is private to its organization.' }, 404);
          }
          throw error;
        }),
      // A next page needs no store switch.
      cursor
        ? ([] as Organization[])
        : api.listMyOrganizations({ signal: request.signal }).then(
            (list) => list.organizations,
            () => [] as Organization[],
          ),
    ]);
    return { page, organizations };
  });
}

const routerLink: StoreLinkRenderer = (href, children) => <Link to={href}>{children}</Link>;

/** What a card shows of a listing of the API. */
const cardOf = ({ listingId, card, price, figures }: StoreListingSummary) => ({
  listingId,
  name: card.name,
  heading: card.heading,
  creatorName: card.creatorName,
  imageSrc: card.imageName,
  price,
  figures,
});

export default function AiStoreRoute() {
  const { page, organizations } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  // "Load more" appends the next page under the cards shown; a new search starts again.
  const more = useFetcher<typeof loader>();
  // What was appended belongs to the page it was appended to: a new search shows its own page alone.
  const [appended, setAppended] = useState<{
    under: StoreListingPage;
    listings: StoreListingSummary[];
    nextCursor: string | null;
  } | null>(null);
  // Only a page fetched for more is appended; the page it goes under is read as it is then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is read, not watched.
  useEffect(() => {
    const next = more.data?.page;
    if (!next) return;
    setAppended((shown) => ({
      under: page,
      listings: [...(shown?.under === page ? shown.listings : []), ...next.listings],
      nextCursor: next.nextCursor,
    }));
  }, [more.data]);
  const extra = appended?.under === page ? appended : null;
  const listings = extra ? [...page.listings, ...extra.listings] : page.listings;
  const nextCursor = extra ? extra.nextCursor : page.nextCursor;
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? 'popular';
  const organization = params.get('organization') ?? '';
  const withParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    next.delete('cursor');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };
  const total = page.categories.reduce((sum, entry) => sum + entry.count, 0);
  const brand = page.brand;

  return (
    <section style={brand ? { borderTop: `4px solid ${brand.accentColour}` } : undefined}>
      <h1 className={styles.title}>
        {brand?.hasLogo ? (
          <img className={styles.logo} src={`/api/organizations/${brand.organizationId}/logo`} alt="" />
        ) : null}
        {brand ? `${brand.name} store` : 'AI Store'}
      </h1>
      {organizations.length > 0 ? (
        <nav aria-label="Stores" className={styles.chips}>
          <Link className={styles.chip} to="/ai-store" aria-current={organization ? undefined : 'page'}>
            AI Store
          </Link>
          {organizations.map((each) => (
            <Link
              key={each.organizationId}
              className={styles.chip}
              to={`/ai-store?organization=${encodeURIComponent(each.organizationId)}`}
              aria-current={each.organizationId === organization ? 'page' : undefined}
            >
              {each.name} store
            </Link>
          ))}
        </nav>
      ) : null}
      <Form ref={form} method="get" role="search" className={styles.controls}>
        {organization ? <input type="hidden" name="organization" value={organization} /> : null}
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label>
          Search tasks{' '}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            onChange={(event) => {
              const target = event.currentTarget.form;
              clearTimeout(pause.current);
              pause.current = setTimeout(() => target && submit(target, { replace: true }), 400);
            }}
          />
        </label>
        <div className={styles.sort}>
          <Select
            label="Sort by"
            name="sort"
            options={sorts}
            value={isSort(sort) ? sort : 'popular'}
            onValueChange={(value) => navigate(withParams({ sort: value }), { replace: true })}
          />
        </div>
      </Form>
      <nav aria-label="Categories" className={styles.chips}>
        <Link className={styles.chip} to={withParams({ category: '' })} aria-current={category ? undefined : 'page'}>
          All ({total})
        </Link>
        {page.categories.map((entry) => (
          <Link
            key={entry.name}
            className={styles.chip}
            to={withParams({ category: entry.name })}
            aria-current={entry.name === category ? 'page' : undefined}
          >
            {categoryTitleOf(entry.name)} ({entry.count})
          </Link>
        ))}
      </nav>
      {navigation.state === 'loading' ? <p role="status">Loading tasks…</p> : null}
      <StoreCardGrid
        listings={listings.map(cardOf)}
        hrefOf={(listing) => `/ai-store/${listing.listingId}`}
        renderLink={routerLink}
        empty={
          <>
            {q ? `No task matches “${q}”.` : 'No task is on sale here yet.'}{' '}
            {q || category ? <Link to={withParams({ q: '', category: '' })}>Clear the search</Link> : null}
          </>
        }
      />
      {nextCursor ? (
        <p>
          {/* A link, so the next page opens without scripts too; with them it is appended here. */}
          <Link
            to={`${withParams({})}&cursor=${encodeURIComponent(nextCursor)}`}
            aria-disabled={more.state === 'loading' || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (more.state === 'idle')
                more.load(`/ai-store${withParams({})}&cursor=${encodeURIComponent(nextCursor)}`);
            }}
          >
            {more.state === 'loading' ? 'Loading more…' : 'Load more'}
          </Link>
        </p>
      ) : null}
      {more.data === undefined && more.state === 'idle' ? null : (
        <p role="status" className={styles.muted}>
          {more.state === 'loading'
            ? 'Loading more tasks…'
            : `${pluralWords(listings.length, { one: '# task', other: '# tasks' })} shown.`}
        </p>
      )}
    </section>
  );
}

export const meta: MetaFunction = ({ error }) => [
  {
    title: `${isRouteErrorResponse(error) && error.status === 404 ? 'Store not found' : 'AI Store'} · Taskwell Studio`,
  },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ProblemNotice title="Store not found" headingLevel={1} actionHref="/ai-store" actionLabel="Browse the AI Store">
        This store does not exist, or it is private to an organization you are not a member of.
      </ProblemNotice>
    );
  }
  return <PrivateRouteBoundary title="AI Store" />;
}
