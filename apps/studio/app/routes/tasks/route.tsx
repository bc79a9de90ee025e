import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { shouldRevalidateCatalogue } from '../../catalogue/catalogue-revalidation.ts';
import { loadCatalogue } from '../../catalogue/load-catalogue.server.ts';
import { loadSavedListings } from '../../catalogue/load-saved-listings.server.ts';
import { CataloguePage } from '../../components/catalogue-page/index.ts';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { requireSignedIn } from '../../session/signed-in.server.ts';

/** spec §2: My Tasks is in the private group. */
export const handle = privateRoute;

/** The catalogue stays as it is while tabs and modals open over it, and for the sign-in modal's steps. */
export const shouldRevalidate = shouldRevalidateCatalogue;

// `/tasks`: the catalogue (spec §2) with its run modal, for signed-in users.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSignedIn(request, context);
  // The user's own published tasks come first, as "My tasks" (issue 30); the catalogue is read as
  // the user, whose collections are the options of the knowledge tasks' lists (issue 28).
  const { catalogue } = loadCatalogue(
    request,
    context.clientAddress,
    (signal) => api.listMyTasks({ signal }),
    (signal) => api.listTasks({ signal }),
  );
  // The AI Store listings they added to My Tasks (issue 26).
  return { catalogue, saved: loadSavedListings(request, api) };
}

export default function MyTasksRoute() {
  const { catalogue, saved } = useLoaderData<typeof loader>();
  return <CataloguePage catalogue={catalogue} saved={saved} path="/tasks" />;
}

export const meta: MetaFunction = () => [{ title: 'My Tasks · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="My Tasks" />;
}
