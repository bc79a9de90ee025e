import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadCatalogue } from '../../catalogue/load-catalogue.server.ts';
import { CataloguePage } from '../../components/catalogue-page/index.ts';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { requireSignedIn } from '../../session/signed-in.server.ts';

/** spec §2: My Tasks is in the private group. */
export const handle = privateRoute;

/** Not reloaded for the sign-in modal's steps over it. */
export const shouldRevalidate = keepPageAfterSessionEnded;

// The catalogue, its categories and the run modal of spec §2 replace this list with the next
// issue; until then signed-in users see the same list as on '/'.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  return loadCatalogue(request, context.clientAddress);
}

export default function MyTasksRoute() {
  return <CataloguePage result={useLoaderData<typeof loader>()} path="/tasks" />;
}

export const meta: MetaFunction = () => [{ title: 'My Tasks · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="My Tasks" />;
}
